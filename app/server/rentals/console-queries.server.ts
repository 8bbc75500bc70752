/** What the console reads of the units kept for renting. */
import { asc, gt, sql } from "drizzle-orm";

import { unitStateOn } from "#app/domain/rentals/fleet";
import type { RentalUnitView } from "#app/domain/rentals/views";
import { businessDay } from "#app/domain/time/business-time";
import { withDb } from "#app/server/db/client.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

/** Units kept for renting first, then retired ones; each by name, with today's state. */
export async function listUnits(today = businessDay(new Date())): Promise<RentalUnitView[]> {
  return withDb(async (db) => {
    const [units, periods] = await Promise.all([
      db
        .select({
          id: rentalUnits.id,
          name: rentalUnits.name,
          model: rentalUnits.model,
          serialNumber: rentalUnits.serialNumber,
          insigniaNumber: rentalUnits.insigniaNumber,
          location: rentalUnits.location,
          archivedAt: rentalUnits.archivedAt,
        })
        .from(rentalUnits)
        .orderBy(sql`${rentalUnits.archivedAt} is not null`, asc(rentalUnits.name)),
      db
        .select({
          unitId: rentalBookings.unitId,
          kind: rentalBookings.kind,
          startsOn: rentalBookings.startsOn,
          endsOn: rentalBookings.endsOn,
        })
        .from(rentalBookings)
        .where(gt(rentalBookings.endsOn, today)),
    ]);
    return units.map(({ archivedAt, ...unit }) => {
      const own = periods.filter((period) => period.unitId === unit.id);
      return {
        ...unit,
        archived: archivedAt !== null,
        state: unitStateOn(today, archivedAt !== null, own),
        upcoming: own.filter((period) => period.kind === "booking").length,
      };
    });
  });
}
