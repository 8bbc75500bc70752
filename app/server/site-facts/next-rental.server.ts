import { and, asc, eq, gt, isNull } from "drizzle-orm";

import { type BookedSpan, type NextRental, nextRental } from "#app/domain/rentals/availability";
import { businessDay } from "#app/domain/time/business-time";
import { withDb } from "#app/server/db/client.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

/**
 * When the next rental unit is free, from the units kept for renting (not
 * archived) and their bookings that have not ended. Read every few seconds
 * by each instance (live-facts.server.ts): one small query.
 */
export async function nextRentalFree(today = businessDay(new Date())): Promise<NextRental> {
  return withDb(async (db) => {
    const rows = await db
      .select({ unitId: rentalUnits.id, startsOn: rentalBookings.startsOn, endsOn: rentalBookings.endsOn })
      .from(rentalUnits)
      .leftJoin(rentalBookings, and(eq(rentalBookings.unitId, rentalUnits.id), gt(rentalBookings.endsOn, today)))
      .where(isNull(rentalUnits.archivedAt))
      .orderBy(asc(rentalUnits.id), asc(rentalBookings.startsOn));
    const units = new Map<number, BookedSpan[]>();
    for (const row of rows) {
      const bookings = units.get(row.unitId) ?? [];
      if (row.startsOn && row.endsOn) bookings.push({ startsOn: row.startsOn, endsOn: row.endsOn });
      units.set(row.unitId, bookings);
    }
    return nextRental([...units.values()], today);
  });
}
