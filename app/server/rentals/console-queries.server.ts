/** What the console reads of the units kept for renting. */
import { and, asc, count, eq, gt, sql } from "drizzle-orm";

import type { RentalUnitView } from "#app/domain/rentals/views";
import { businessDay } from "#app/domain/time/business-time";
import { withDb } from "#app/server/db/client.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

/** Units kept for renting first, then archived ones; each by name. */
export async function listUnits(today = businessDay(new Date())): Promise<RentalUnitView[]> {
  return withDb(async (db) => {
    const rows = await db
      .select({
        id: rentalUnits.id,
        name: rentalUnits.name,
        archivedAt: rentalUnits.archivedAt,
        upcoming: count(rentalBookings.id),
      })
      .from(rentalUnits)
      .leftJoin(rentalBookings, and(eq(rentalBookings.unitId, rentalUnits.id), gt(rentalBookings.endsOn, today)))
      .groupBy(rentalUnits.id)
      .orderBy(sql`${rentalUnits.archivedAt} is not null`, asc(rentalUnits.name));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      archived: row.archivedAt !== null,
      upcoming: row.upcoming,
    }));
  });
}
