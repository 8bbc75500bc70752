/**
 * The fleet: what a rental unit is and the state it is in. A unit's state is
 * worked out from its rows, never stored beside them: retired when taken out
 * of the fleet, out for repair while a repair period covers the day, rented
 * while a booking does, available otherwise (docs/decisions/0120).
 */

/** What a row of rental_bookings holds: a renter's stay, or a spell out for repair. Both keep the unit apart. */
export const RENTAL_PERIOD_KINDS = ["booking", "repair"] as const;
export type RentalPeriodKind = (typeof RENTAL_PERIOD_KINDS)[number];

export const UNIT_STATES = ["available", "rented", "out-for-repair", "retired"] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export const unitStateLabels: Record<UnitState, string> = {
  available: "Available",
  rented: "Rented",
  "out-for-repair": "Out for repair",
  retired: "Retired",
};

/** The longest spell out for repair one entry may cover; a unit gone for longer is retired. */
export const REPAIR_MAX_DAYS = 365;

export interface DatedPeriod {
  kind: RentalPeriodKind;
  startsOn: string;
  /** The first day the unit is back (not part of the period). */
  endsOn: string;
}

/** A unit's state on `day`: retired wins, then a repair, then a booking covering the day. */
export function unitStateOn(day: string, retired: boolean, periods: readonly DatedPeriod[]): UnitState {
  if (retired) return "retired";
  const covering = periods.filter((period) => period.startsOn <= day && day < period.endsOn);
  if (covering.some((period) => period.kind === "repair")) return "out-for-repair";
  if (covering.some((period) => period.kind === "booking")) return "rented";
  return "available";
}
