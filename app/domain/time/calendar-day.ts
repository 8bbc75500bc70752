/**
 * Calendar days written `YYYY-MM-DD` (as PostgreSQL's `date` and the date
 * input give them) and months written `YYYY-MM`. Arithmetic is done in UTC,
 * where every day is 24 hours long, so daylight saving never shifts a day.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MS_PER_DAY = 86_400_000;

function toUtc(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** A real day from 2000 to 2999: "2027-02-30" is not one. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isCalendarMonth(value: string): boolean {
  const match = MONTH.exec(value);
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2999;
}

export function addDays(day: string, days: number): string {
  return fromUtc(new Date(toUtc(day).getTime() + days * MS_PER_DAY));
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / MS_PER_DAY);
}

/** "2027-03" plus 2 months is "2027-05". */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

export const monthOf = (day: string) => day.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;

// Made once: making a formatter costs far more than using one (a batch of emails labels thousands of days).
const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const mediumDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** "March 3, 2027". */
export function dayLabel(day: string): string {
  return longDay.format(toUtc(day));
}

/** "Mar 3, 2027". */
export function shortDayLabel(day: string): string {
  return mediumDay.format(toUtc(day));
}

/** "Mar" for a month's first day, "Mar 2027" when the year is wanted too. */
export function monthShortLabel(month: string, withYear = false): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(toUtc(firstDayOf(month)));
}
