/**
 * When the next rental unit is free, from the units' bookings: what the
 * public site states ("Our next rental unit is free from March 3, 2027.").
 * A booking runs from `startsOn` up to, not including, `endsOn`: the unit is
 * free again on its `endsOn`.
 */

export interface BookedSpan {
  startsOn: string;
  endsOn: string;
}

/** No unit is kept for renting; a unit is free today; or the first day one is. */
export type NextRental = { kind: "none" } | { kind: "now" } | { kind: "from"; day: string };

/** The first day from `today` on that no booking covers. Bookings back to back keep the unit busy. */
export function firstFreeDay(bookings: readonly BookedSpan[], today: string): string {
  let free = today;
  const byStart = [...bookings]
    .filter((booking) => booking.endsOn > today)
    .sort((a, b) => (a.startsOn < b.startsOn ? -1 : 1));
  for (const booking of byStart) {
    if (booking.startsOn > free) break;
    if (booking.endsOn > free) free = booking.endsOn;
  }
  return free;
}

/** Across every unit kept for renting (each given as its bookings): the soonest a unit is free. */
export function nextRental(units: readonly (readonly BookedSpan[])[], today: string): NextRental {
  if (units.length === 0) return { kind: "none" };
  const soonest = units.map((bookings) => firstFreeDay(bookings, today)).sort()[0] ?? today;
  return soonest <= today ? { kind: "now" } : { kind: "from", day: soonest };
}
