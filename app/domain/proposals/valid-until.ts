import { BUSINESS_TIME_ZONE, businessDay } from "#app/domain/time/business-time";
import { addDays, isCalendarDay } from "#app/domain/time/calendar-day";

/** How long a new proposal holds, in days. */
export const DEFAULT_VALID_DAYS = 30;

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The business's wall-clock time of an instant, as if it were UTC (for offset arithmetic). */
function wallClockAsUtc(instant: Date): number {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

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
  for (let i = 0; i < 2; i += 1) guess += wanted - wallClockAsUtc(new Date(guess));
  return new Date(guess);
}

/** The default valid-until day: 30 days from today in Portland. */
export function defaultValidUntil(now: Date): string {
  return addDays(businessDay(now), DEFAULT_VALID_DAYS);
}

export function hasExpired(day: string, now: Date): boolean {
  return now.getTime() > validUntilInstant(day).getTime();
}
