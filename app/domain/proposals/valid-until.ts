import { businessDay, businessWallClockAsUtc } from "#app/domain/time/business-time";
import { addDays, isCalendarDay } from "#app/domain/time/calendar-day";

/** How long a new proposal holds, in days. */
export const DEFAULT_VALID_DAYS = 30;

/**
 * The last moment a proposal holds: 23:59:59 in Portland on its valid-until
 * day, whatever that day's offset from UTC (PST or PDT).
 */
export function validUntilInstant(day: string): Date {
  if (!isCalendarDay(day)) throw new RangeError(`"${day}" is not a calendar day`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wanted = Date.UTC(year, month - 1, date, 23, 59, 59);
  // Guess with the offset at the wanted wall time, then correct once more for a change in between.
  let guess = wanted;
  for (let i = 0; i < 2; i += 1) guess += wanted - businessWallClockAsUtc(new Date(guess));
  return new Date(guess);
}

/** The default valid-until day: 30 days from today in Portland. */
export function defaultValidUntil(now: Date): string {
  return addDays(businessDay(now), DEFAULT_VALID_DAYS);
}

export function hasExpired(day: string, now: Date): boolean {
  return now.getTime() > validUntilInstant(day).getTime();
}
