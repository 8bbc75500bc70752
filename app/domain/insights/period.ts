/**
 * The periods Insights shows, each beside the one before it: today, the
 * last 7, 30 or 90 days (today included), or a chosen range of days.
 */
import { z } from "#app/domain/common/zod";
import { parseFields } from "#app/domain/console/form-result";
import { businessDay } from "#app/domain/time/business-time";
import { addDays, daysBetween, isCalendarDay } from "#app/domain/time/calendar-day";

export const PERIOD_PRESETS = ["today", "7d", "30d", "90d", "range"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  range: "Chosen dates",
};

/** The longest range one page may ask for (two years of daily aggregates is still small). */
export const MAX_RANGE_DAYS = 731;

/** Days from `from` to `to`, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface Period {
  preset: PeriodPreset;
  current: DayRange;
  previous: DayRange;
}

const PRESET_DAYS: Record<Exclude<PeriodPreset, "range">, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

export function rangeLength(range: DayRange): number {
  return daysBetween(range.from, range.to) + 1;
}

/** The same number of days just before `range`. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeLength(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

const day = z.string().refine(isCalendarDay, "must be a date (YYYY-MM-DD)");

export const periodFieldsSchema = z
  .object({
    period: z.enum(PERIOD_PRESETS).default("30d"),
    from: z.preprocess((value) => (value === "" ? undefined : value), day.optional()),
    to: z.preprocess((value) => (value === "" ? undefined : value), day.optional()),
  })
  .superRefine((fields, context) => {
    if (fields.period !== "range") return;
    if (!fields.from) context.addIssue({ code: "custom", path: ["from"], message: "Choose the first day." });
    if (!fields.to) context.addIssue({ code: "custom", path: ["to"], message: "Choose the last day." });
    if (fields.from && fields.to) {
      if (fields.to < fields.from)
        context.addIssue({ code: "custom", path: ["to"], message: "The last day must not come before the first." });
      else if (rangeLength({ from: fields.from, to: fields.to }) > MAX_RANGE_DAYS)
        context.addIssue({ code: "custom", path: ["to"], message: "Choose at most two years." });
    }
  });
export type PeriodFields = z.infer<typeof periodFieldsSchema>;

/** The period the fields ask for, ending today (Pacific) for the presets. */
export function periodOf(fields: PeriodFields, today: string): Period {
  const current: DayRange =
    fields.period === "range" && fields.from && fields.to
      ? { from: fields.from, to: fields.to }
      : { from: addDays(today, 1 - PRESET_DAYS[fields.period === "range" ? "30d" : fields.period]), to: today };
  return { preset: fields.period, current, previous: previousRange(current) };
}

/** The form's values from a query string, as typed. */
export function periodValues(search: URLSearchParams): { period: string; from: string; to: string } {
  return {
    period: search.get("period") ?? "30d",
    from: search.get("from") ?? "",
    to: search.get("to") ?? "",
  };
}

export type PeriodQuery =
  | { ok: true; values: ReturnType<typeof periodValues>; period: Period }
  | { ok: false; values: ReturnType<typeof periodValues>; errors: Partial<Record<"period" | "from" | "to", string>> };

/** The period a query string asks for (the last 30 days by default), or what is wrong with it. */
export function periodOfQuery(search: URLSearchParams, now = new Date()): PeriodQuery {
  const values = periodValues(search);
  const parsed = parseFields(periodFieldsSchema, values);
  if (!parsed.ok) return { ok: false, values, errors: parsed.errors };
  return { ok: true, values, period: periodOf(parsed.data, businessDay(now)) };
}

/** The query string that shows `period` again (for links and the CSV exports). */
export function periodSearch(period: Period): string {
  const params = new URLSearchParams({ period: period.preset });
  if (period.preset === "range") {
    params.set("from", period.current.from);
    params.set("to", period.current.to);
  }
  return `?${params.toString()}`;
}

export interface Change {
  current: number;
  previous: number;
  /** The change in percent, rounded; null when the previous period had none. */
  percent: number | null;
}

export function change(current: number, previous: number): Change {
  return { current, previous, percent: previous === 0 ? null : Math.round(((current - previous) / previous) * 100) };
}

/** "+12%", "−5%", "new" (nothing before), "no change". */
export function changeLabel({ current, previous, percent }: Change): string {
  if (percent === null) return current === 0 ? "no change" : "new";
  if (percent === 0) return current === previous ? "no change" : "±0%";
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let current = range.from; current <= range.to; current = addDays(current, 1)) days.push(current);
  return days;
}
