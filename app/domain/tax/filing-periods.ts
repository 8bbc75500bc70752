/**
 * The periods a sales tax return covers: a calendar month or quarter, as the
 * Department of Revenue assigns the business its filing frequency. Days are
 * Pacific calendar days (`YYYY-MM-DD`), the days the business's invoices are
 * dated on, so a sale at 23:30 on March 31 in Portland belongs to Q1.
 */
import { businessDay } from "#app/domain/time/business-time";
import { addDays, addMonths, firstDayOf, isCalendarMonth, monthOf } from "#app/domain/time/calendar-day";

export const FILING_FREQUENCIES = ["monthly", "quarterly"] as const;
export type FilingFrequency = (typeof FILING_FREQUENCIES)[number];

/** Until the owner says otherwise: most new Washington businesses are assigned quarterly returns. */
export const DEFAULT_FILING_FREQUENCY: FilingFrequency = "quarterly";

export const FILING_FREQUENCY_LABELS: Record<FilingFrequency, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
};

export function isFilingFrequency(value: unknown): value is FilingFrequency {
  return typeof value === "string" && (FILING_FREQUENCIES as readonly string[]).includes(value);
}

/** One return's period: its key for addresses ("2026-11", "2026-Q4"), its first and last day. */
export interface FilingPeriod {
  kind: "month" | "quarter";
  key: string;
  first: string;
  last: string;
  label: string;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${firstDayOf(month)}T00:00:00Z`),
  );
const shortMonthName = (month: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" }).format(
    new Date(`${firstDayOf(month)}T00:00:00Z`),
  );

function monthPeriod(month: string): FilingPeriod {
  return {
    kind: "month",
    key: month,
    first: firstDayOf(month),
    last: addDays(firstDayOf(addMonths(month, 1)), -1),
    label: monthName(month),
  };
}

function quarterPeriod(year: number, quarter: number): FilingPeriod {
  const firstMonth = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, "0")}`;
  const lastMonth = addMonths(firstMonth, 2);
  return {
    kind: "quarter",
    key: `${year}-Q${quarter}`,
    first: firstDayOf(firstMonth),
    last: addDays(firstDayOf(addMonths(firstMonth, 3)), -1),
    label: `Q${quarter} ${year} (${shortMonthName(firstMonth)}–${shortMonthName(lastMonth)})`,
  };
}

/** "2026-11" or "2026-Q4" as a period; null for anything else. */
export function filingPeriodOfKey(key: string): FilingPeriod | null {
  const text = key.trim();
  if (isCalendarMonth(text)) return monthPeriod(text);
  const quarter = /^(\d{4})-Q([1-4])$/i.exec(text);
  if (!quarter) return null;
  const year = Number(quarter[1]);
  if (year < 2000 || year > 2999) return null;
  return quarterPeriod(year, Number(quarter[2]));
}

/** The period of a frequency that holds a day. */
export function filingPeriodOf(day: string, frequency: FilingFrequency): FilingPeriod {
  const month = monthOf(day);
  if (!isCalendarMonth(month)) throw new RangeError(`not a calendar day: ${day}`);
  if (frequency === "monthly") return monthPeriod(month);
  return quarterPeriod(Number(month.slice(0, 4)), Math.ceil(Number(month.slice(5, 7)) / 3));
}

/** The period just before one of the same kind. */
export function previousFilingPeriod(period: FilingPeriod): FilingPeriod {
  return filingPeriodOf(addDays(period.first, -1), period.kind === "month" ? "monthly" : "quarterly");
}

/**
 * The return to file now: the last period that has ended by `now` (Pacific).
 * A return is filed after its period closes, so that is the one the owner opens the page for.
 */
export function periodToFile(now: Date, frequency: FilingFrequency): FilingPeriod {
  return previousFilingPeriod(filingPeriodOf(businessDay(now), frequency));
}

/** The periods the picker offers, newest first: the one under way, then `count - 1` before it. */
export function recentFilingPeriods(now: Date, frequency: FilingFrequency, count: number): FilingPeriod[] {
  const periods = [filingPeriodOf(businessDay(now), frequency)];
  while (periods.length < count) {
    const last = periods[periods.length - 1];
    if (!last) break;
    periods.push(previousFilingPeriod(last));
  }
  return periods;
}

/** Whether a Pacific day falls in a period. */
export function inFilingPeriod(day: string, period: FilingPeriod): boolean {
  return day >= period.first && day <= period.last;
}
