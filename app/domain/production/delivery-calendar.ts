/**
 * The delivery calendar: days the owner opens with a truck capacity, and the
 * site checklist a buyer acknowledges before taking one. The database holds
 * the same capacity rule (a day's booked count never passes its capacity);
 * these functions say it to people before they try.
 */
import { addDays, daysBetween, isCalendarDay } from "#app/domain/time/calendar-day";

/** Homes one day's trucks can carry: more than any yard sends out at once. */
export const DAY_CAPACITY_MAX = 50;
/** How far ahead a day may be opened: plans change past that. */
export const CALENDAR_DAYS_AHEAD = 366;
/** A buyer picks a day at least this many days out, so the truck and crew can be arranged. */
export const BOOKING_NOTICE_DAYS = 2;

/** What the site must have before a home can be set on it, in the order the buyer checks it. */
export const SITE_CHECKLIST = [
  { key: "access", label: "A way in at least 12 feet wide for the truck and the home, with firm ground." },
  { key: "clearance", label: "At least 15 feet of overhead clearance on the way in: no low wires or branches." },
  { key: "pad", label: "A level, prepared pad (gravel or concrete) where the home will stand." },
  { key: "sewer", label: "A sewer or septic connection within 120 feet of the pad." },
  { key: "power", label: "A 30 A electrical supply ready for the home to be connected." },
] as const;
export type SiteChecklistKey = (typeof SITE_CHECKLIST)[number]["key"];
export const SITE_CHECKLIST_KEYS = SITE_CHECKLIST.map((item) => item.key) as readonly SiteChecklistKey[];

/** The checklist items not ticked, in the checklist's order. */
export function missingChecklist(ticked: readonly string[]): SiteChecklistKey[] {
  return SITE_CHECKLIST_KEYS.filter((key) => !ticked.includes(key));
}

export interface CalendarDay {
  day: string;
  capacity: number;
  booked: number;
}

export const placesLeft = (day: CalendarDay) => Math.max(0, day.capacity - day.booked);

/** Whether a buyer may take a place on `day` today: far enough ahead and not full. */
export function bookable(day: CalendarDay, today: string): boolean {
  return daysBetween(today, day.day) >= BOOKING_NOTICE_DAYS && placesLeft(day) > 0;
}

/** The first day a buyer may pick. */
export const firstBookableDay = (today: string) => addDays(today, BOOKING_NOTICE_DAYS);

export type CapacityProblem = "range" | "below-booked";

/** Why a day cannot be given this capacity, or null when it can. */
export function capacityProblem(capacity: number, booked: number): CapacityProblem | null {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > DAY_CAPACITY_MAX) return "range";
  return capacity < booked ? "below-booked" : null;
}

/** Whether the owner may open or change `day`: a real day, from today up to a year ahead. */
export function openableDay(day: string, today: string): boolean {
  if (!isCalendarDay(day)) return false;
  const ahead = daysBetween(today, day);
  return ahead >= 0 && ahead <= CALENDAR_DAYS_AHEAD;
}
