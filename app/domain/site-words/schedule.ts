import { businessWallClockAsUtc } from "#app/domain/time/business-time";

/** The furthest ahead a publish can be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a time typed in a date-and-time field means in the business's
 * time zone (`2026-12-24T08:00`), or null when it is not a time.
 */
export function instantOfBusinessTime(typed: string): Date | null {
  const match = LOCAL.exec(typed.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at that moment, found from a first guess and then from the guess corrected once (DST).
  let instant = asUtc - (businessWallClockAsUtc(new Date(asUtc)) - asUtc);
  instant = asUtc - (businessWallClockAsUtc(new Date(instant)) - instant);
  return new Date(instant);
}

/** Why a scheduled time cannot be used, or null when it can. */
export function scheduleProblem(at: Date | null, now: Date): string | null {
  if (!at) return "Choose the day and time to publish, such as 24 Dec 2026 at 8:00 AM.";
  if (at.getTime() <= now.getTime()) return "Choose a time that is still to come, or publish now instead.";
  if (at.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * 86_400_000) return "Choose a time within the next year.";
  return null;
}
