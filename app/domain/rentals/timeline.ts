import {
  addMonths,
  daysBetween,
  firstDayOf,
  isCalendarMonth,
  monthOf,
  monthShortLabel,
} from "#app/domain/time/calendar-day";

/**
 * The rentals timeline: a window of whole months, one row per unit, each
 * booking a bar placed by its dates. Positions are percentages of the
 * window's width, so the bars scale with the screen without any script.
 */
export const TIMELINE_MONTHS = 6;

export interface TimelineMonth {
  /** `YYYY-MM`. */
  month: string;
  label: string;
  leftPercent: number;
  widthPercent: number;
}

export interface TimelineWindow {
  /** First day shown, `YYYY-MM-DD`. */
  from: string;
  /** The day after the last one shown. */
  to: string;
  days: number;
  months: TimelineMonth[];
}

export interface BarPlacement {
  leftPercent: number;
  widthPercent: number;
  /** The booking starts before the window, or runs on after it (the bar is cut at that edge). */
  startsBefore: boolean;
  endsAfter: boolean;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The window from the first day of `firstMonth`, `months` months long. */
export function timelineWindow(firstMonth: string, months = TIMELINE_MONTHS): TimelineWindow {
  const from = firstDayOf(firstMonth);
  const to = firstDayOf(addMonths(firstMonth, months));
  const days = daysBetween(from, to);
  const list: TimelineMonth[] = [];
  for (let index = 0; index < months; index++) {
    const month = addMonths(firstMonth, index);
    const start = daysBetween(from, firstDayOf(month));
    const length = daysBetween(firstDayOf(month), firstDayOf(addMonths(month, 1)));
    list.push({
      month,
      label: monthShortLabel(month, index === 0 || month.endsWith("-01")),
      leftPercent: round((start / days) * 100),
      widthPercent: round((length / days) * 100),
    });
  }
  return { from, to, days, months: list };
}

/** Where a booking's bar goes, cut to the window; null when it lies wholly outside. */
export function placeBooking(
  window: TimelineWindow,
  booking: { startsOn: string; endsOn: string },
): BarPlacement | null {
  if (booking.endsOn <= window.from || booking.startsOn >= window.to) return null;
  const start = Math.max(0, daysBetween(window.from, booking.startsOn));
  const end = Math.min(window.days, daysBetween(window.from, booking.endsOn));
  return {
    leftPercent: round((start / window.days) * 100),
    widthPercent: round(((end - start) / window.days) * 100),
    startsBefore: booking.startsOn < window.from,
    endsAfter: booking.endsOn > window.to,
  };
}

/** Where today's line goes, or null when today is outside the window. */
export function todayPercent(window: TimelineWindow, today: string): number | null {
  if (today < window.from || today >= window.to) return null;
  return round((daysBetween(window.from, today) / window.days) * 100);
}

/** The month a timeline starts at: `?from=YYYY-MM`, or this month. */
export function timelineStart(
  from: string | null,
  today: string,
): { ok: true; month: string } | { ok: false; message: string } {
  const value = from?.trim() ?? "";
  if (!value) return { ok: true, month: monthOf(today) };
  if (!isCalendarMonth(value)) return { ok: false, message: "From: choose a month, like 2027-03." };
  return { ok: true, month: value };
}
