/**
 * Spells out for repair. Each is a row of rental_bookings of kind `repair`,
 * so the exclusion constraint that keeps bookings apart refuses a booking
 * across a repair, and a repair across a booking, even when both arrive at
 * once (docs/decisions/0120). Every change is audited in its own transaction.
 */
import { and, asc, eq, gt, lt } from "drizzle-orm";

import type { RepairInput } from "#app/domain/rentals/fleet-forms";
import { addDays, shortDayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { PG_DEADLOCK_DETECTED, PG_EXCLUSION_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import { quoteRequests, rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { announceRentalChange } from "./change-listeners.server";

export interface RepairView {
  id: number;
  unitId: number;
  unitName: string;
  startsOn: string;
  /** The day the unit is back. */
  endsOn: string;
  note: string;
}

export type RepairResult =
  | { ok: true; repair: RepairView }
  | { ok: false; reason: "no-unit" | "retired" | "collision" | "not-found"; message: string };

const noUnit: RepairResult = {
  ok: false,
  reason: "no-unit",
  message: "That unit no longer exists. The list below is up to date.",
};

/** Puts a unit out for repair from `startsOn` for `days` days; refused, in words, across a booking or another repair. */
export async function startRepair(actor: Actor, input: RepairInput): Promise<RepairResult> {
  return withDb(async (db) => {
    const endsOn = addDays(input.startsOn, input.days);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await db.transaction(async (tx): Promise<RepairResult> => {
          const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, input.unitId)).for("share");
          if (!unit) return noUnit;
          if (unit.archivedAt)
            return { ok: false, reason: "retired", message: `${unit.name} is retired. Bring it back first.` };
          const [row] = await tx
            .insert(rentalBookings)
            .values({
              unitId: unit.id,
              kind: "repair",
              startsOn: input.startsOn,
              endsOn,
              note: input.note,
              createdBy: actor.id,
            })
            .returning({ id: rentalBookings.id });
          if (!row) throw new Error("the repair was not stored");
          const repair: RepairView = {
            id: row.id,
            unitId: unit.id,
            unitName: unit.name,
            startsOn: input.startsOn,
            endsOn,
            note: input.note,
          };
          await recordChange(tx, actor, {
            action: "rental.unit-out-for-repair",
            subjectType: "rental",
            subjectId: unit.id,
            after: {
              repairId: repair.id,
              unit: unit.name,
              startsOn: repair.startsOn,
              endsOn,
              note: input.note || null,
            },
          });
          return { ok: true, repair };
        });
        if (result.ok) await announceRentalChange();
        return result;
      } catch (error) {
        const refused = pgErrorOf(error);
        if (refused?.code === PG_DEADLOCK_DETECTED && attempt < 3) continue;
        if (refused?.code === PG_EXCLUSION_VIOLATION)
          return { ok: false, reason: "collision", message: await inTheWay(input.unitId, input.startsOn, endsOn) };
        throw error;
      }
    }
  });
}

/** What a refused repair runs into, in words: the booking (and its request) or the repair already there. */
async function inTheWay(unitId: number, startsOn: string, endsOn: string): Promise<string> {
  return withDb(async (db) => {
    const [row] = await db
      .select({
        kind: rentalBookings.kind,
        unitName: rentalUnits.name,
        startsOn: rentalBookings.startsOn,
        endsOn: rentalBookings.endsOn,
        reference: quoteRequests.reference,
      })
      .from(rentalBookings)
      .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
      .leftJoin(quoteRequests, eq(quoteRequests.id, rentalBookings.quoteRequestId))
      .where(
        and(
          eq(rentalBookings.unitId, unitId),
          lt(rentalBookings.startsOn, endsOn),
          gt(rentalBookings.endsOn, startsOn),
        ),
      )
      .orderBy(asc(rentalBookings.startsOn))
      .limit(1);
    if (!row)
      return "Those days overlap a booking of this unit that has just changed. Please look again and try once more.";
    const span = `from ${shortDayLabel(row.startsOn)} until ${shortDayLabel(row.endsOn)}`;
    return row.kind === "repair"
      ? `${row.unitName} is already out for repair ${span}. Change that repair instead.`
      : `${row.unitName} is booked ${span}${row.reference ? ` for ${row.reference}` : ""}. Move or cancel that booking first, or choose days around it.`;
  });
}

/**
 * The unit is back: a repair that has begun ends today (kept on record for
 * utilisation), one still to come is removed. Ending a repair only frees days,
 * so it never collides.
 */
export async function endRepair(actor: Actor, repairId: number, today: string): Promise<RepairResult> {
  return withDb(async (db) => {
    const result = await db.transaction(async (tx): Promise<RepairResult> => {
      const [row] = await tx
        .select({ repair: rentalBookings, unitName: rentalUnits.name })
        .from(rentalBookings)
        .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
        .where(and(eq(rentalBookings.id, repairId), eq(rentalBookings.kind, "repair")))
        .for("update", { of: rentalBookings });
      if (!row || row.repair.endsOn <= today)
        return {
          ok: false,
          reason: "not-found",
          message: "That repair is over already. The list below is up to date.",
        };
      const { repair } = row;
      const begun = repair.startsOn < today;
      if (begun) await tx.update(rentalBookings).set({ endsOn: today }).where(eq(rentalBookings.id, repairId));
      else await tx.delete(rentalBookings).where(eq(rentalBookings.id, repairId));
      const view: RepairView = {
        id: repair.id,
        unitId: repair.unitId,
        unitName: row.unitName,
        startsOn: repair.startsOn,
        endsOn: begun ? today : repair.startsOn,
        note: repair.note,
      };
      await recordChange(tx, actor, {
        action: "rental.unit-back-from-repair",
        subjectType: "rental",
        subjectId: repair.unitId,
        before: { repairId, startsOn: repair.startsOn, endsOn: repair.endsOn },
        after: begun ? { repairId, startsOn: repair.startsOn, endsOn: today } : null,
      });
      return { ok: true, repair: view };
    });
    if (result.ok) await announceRentalChange();
    return result;
  });
}

/** Repairs not yet over, soonest first, for the units' cards. */
export async function repairsToCome(today: string): Promise<RepairView[]> {
  return withDb(async (db) => {
    return db
      .select({
        id: rentalBookings.id,
        unitId: rentalBookings.unitId,
        unitName: rentalUnits.name,
        startsOn: rentalBookings.startsOn,
        endsOn: rentalBookings.endsOn,
        note: rentalBookings.note,
      })
      .from(rentalBookings)
      .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
      .where(and(eq(rentalBookings.kind, "repair"), gt(rentalBookings.endsOn, today)))
      .orderBy(asc(rentalBookings.startsOn));
  });
}
