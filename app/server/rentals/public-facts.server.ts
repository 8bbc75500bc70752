import { and, eq, gt, isNull, lt } from "drizzle-orm";

import type { BookedSpan } from "#app/domain/rentals/availability";
import { monthsFree, RENT_MONTHS, type RentalPageFacts } from "#app/domain/rentals/public-facts";
import { businessDay } from "#app/domain/time/business-time";
import { addMonths, firstDayOf, monthOf } from "#app/domain/time/calendar-day";
import { withDb } from "#app/server/db/client.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { rateCard } from "./rates.server";

/**
 * What /Rent states: the rate card, and how free each of the next twelve
 * months is across the units kept for renting. Read with the other live facts
 * every few seconds by each instance: two small queries.
 */
export async function rentalPageFacts(today = businessDay(new Date())): Promise<RentalPageFacts> {
  const until = firstDayOf(addMonths(monthOf(today), RENT_MONTHS));
  const [rates, rows] = await Promise.all([
    rateCard(),
    withDb((db) =>
      db
        .select({ unitId: rentalUnits.id, startsOn: rentalBookings.startsOn, endsOn: rentalBookings.endsOn })
        .from(rentalUnits)
        .leftJoin(
          rentalBookings,
          and(
            eq(rentalBookings.unitId, rentalUnits.id),
            gt(rentalBookings.endsOn, today),
            lt(rentalBookings.startsOn, until),
          ),
        )
        .where(isNull(rentalUnits.archivedAt)),
    ),
  ]);
  const units = new Map<number, BookedSpan[]>();
  for (const row of rows) {
    const periods = units.get(row.unitId) ?? [];
    if (row.startsOn && row.endsOn) periods.push({ startsOn: row.startsOn, endsOn: row.endsOn });
    units.set(row.unitId, periods);
  }
  return { rates, months: monthsFree([...units.values()], today) };
}
