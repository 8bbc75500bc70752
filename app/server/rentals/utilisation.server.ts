import { and, gt, lt } from "drizzle-orm";

import { type Utilisation, utilisation } from "#app/domain/rentals/utilisation";
import { businessDay } from "#app/domain/time/business-time";
import { addMonths, firstDayOf } from "#app/domain/time/calendar-day";
import { withDb } from "#app/server/db/client.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

/** Insights' utilisation for `months` (consecutive, `YYYY-MM`): every unit that was ever in the fleet, and its periods in them. */
export async function rentalUtilisation(months: readonly string[]): Promise<Utilisation> {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return utilisation([], [], []);
  const [from, to] = [firstDayOf(first), firstDayOf(addMonths(last, 1))];
  return withDb(async (db) => {
    const [units, periods] = await Promise.all([
      db
        .select({
          id: rentalUnits.id,
          name: rentalUnits.name,
          model: rentalUnits.model,
          createdAt: rentalUnits.createdAt,
          archivedAt: rentalUnits.archivedAt,
        })
        .from(rentalUnits)
        .orderBy(rentalUnits.model, rentalUnits.name),
      db
        .select({
          unitId: rentalBookings.unitId,
          kind: rentalBookings.kind,
          startsOn: rentalBookings.startsOn,
          endsOn: rentalBookings.endsOn,
        })
        .from(rentalBookings)
        .where(and(lt(rentalBookings.startsOn, to), gt(rentalBookings.endsOn, from))),
    ]);
    return utilisation(
      units.map((unit) => ({
        id: unit.id,
        name: unit.name,
        model: unit.model,
        from: businessDay(unit.createdAt),
        until: unit.archivedAt ? businessDay(unit.archivedAt) : null,
      })),
      periods,
      months,
    );
  });
}
