/**
 * The units kept for renting, by the names the owner knows them by, with
 * their model, serial and L&I insignia numbers: add, rename, move, retire
 * (archive; a unit with bookings still to come cannot be) and bring back.
 * Every change is audited in its own transaction.
 */
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";

import type { UnitField, UnitInput, UnitPapers } from "#app/domain/rentals/fleet-forms";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import type { Database } from "#app/server/db/client.server";
import { withDb } from "#app/server/db/client.server";
import { PG_UNIQUE_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import { rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { announceRentalChange } from "./change-listeners.server";

export type UnitResult =
  | { ok: true; unit: { id: number; name: string } }
  | { ok: false; reason: "duplicate" | "not-found" | "has-bookings"; message: string; field?: UnitField };

const duplicate = (name: string): UnitResult => ({
  ok: false,
  reason: "duplicate",
  message: `Name: there is already a unit called “${name}”. Please choose another name.`,
});

const notFound: UnitResult = {
  ok: false,
  reason: "not-found",
  message: "That unit no longer exists. The list below is up to date.",
};

async function nameTaken(db: Pick<Database, "select">, name: string, exceptId?: number): Promise<boolean> {
  const same = sql`lower(${rentalUnits.name}) = lower(${name})`;
  const [row] = await db
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(exceptId === undefined ? same : and(same, ne(rentalUnits.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Two units never share a serial or an insignia number: each belongs to one unit's plate and label. */
const paperTaken: Record<string, { field: UnitField; message: (input: Partial<UnitInput>) => string }> = {
  rental_units_serial_number_unique: {
    field: "serialNumber",
    message: (input) =>
      `Serial number: ${input.serialNumber ?? "that number"} is already on another unit. Please check the plate.`,
  },
  rental_units_insignia_number_unique: {
    field: "insigniaNumber",
    message: (input) =>
      `L&I insignia number: ${input.insigniaNumber ?? "that number"} is already on another unit. Please check the label.`,
  },
};

/** A clash that slipped past the check (two saves at once) is refused by a unique index: the same answer. */
async function refusingDuplicates(
  input: Partial<UnitInput> & { name: string },
  work: () => Promise<UnitResult>,
): Promise<UnitResult> {
  try {
    return await work();
  } catch (error) {
    const refused = pgErrorOf(error);
    if (refused?.code !== PG_UNIQUE_VIOLATION) throw error;
    const paper = refused.constraint ? paperTaken[refused.constraint] : undefined;
    return paper
      ? { ok: false, reason: "duplicate", field: paper.field, message: paper.message(input) }
      : duplicate(input.name);
  }
}

export async function addUnit(actor: Actor, input: UnitInput): Promise<UnitResult> {
  return withDb(async (db) => {
    const result = await refusingDuplicates(input, () =>
      db.transaction(async (tx) => {
        if (await nameTaken(tx, input.name)) return duplicate(input.name);
        const [unit] = await tx
          .insert(rentalUnits)
          .values(input)
          .returning({ id: rentalUnits.id, name: rentalUnits.name });
        if (!unit) throw new Error("the unit was not stored");
        await recordChange(tx, actor, {
          action: "rental.unit-added",
          subjectType: "rental",
          subjectId: unit.id,
          after: { ...input },
        });
        return { ok: true, unit } as const;
      }),
    );
    if (result.ok) await announceRentalChange();
    return result;
  });
}

export async function renameUnit(actor: Actor, unitId: number, name: string): Promise<UnitResult> {
  return withDb(async (db) => {
    return refusingDuplicates({ name }, () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
        if (!before) return notFound;
        if (before.name === name) return { ok: true, unit: { id: unitId, name } } as const;
        if (await nameTaken(tx, name, unitId)) return duplicate(name);
        await tx.update(rentalUnits).set({ name }).where(eq(rentalUnits.id, unitId));
        await recordChange(tx, actor, {
          action: "rental.unit-renamed",
          subjectType: "rental",
          subjectId: unitId,
          before: { name: before.name },
          after: { name },
        });
        return { ok: true, unit: { id: unitId, name } } as const;
      }),
    );
  });
}

/**
 * Retires (archives) a unit: it leaves the booking forms and the public
 * facts, its past bookings stay. A unit with bookings still to come is not
 * retired: those guests would be forgotten.
 */
export async function archiveUnit(actor: Actor, unitId: number, today = businessDay(new Date())): Promise<UnitResult> {
  return withDb(async (db) => {
    const result = await db.transaction(async (tx): Promise<UnitResult> => {
      const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
      if (!unit) return notFound;
      if (unit.archivedAt) return { ok: true, unit: { id: unit.id, name: unit.name } };
      const [upcoming] = await tx
        .select({ total: count() })
        .from(rentalBookings)
        .where(
          and(eq(rentalBookings.unitId, unitId), eq(rentalBookings.kind, "booking"), gt(rentalBookings.endsOn, today)),
        );
      if ((upcoming?.total ?? 0) > 0) {
        return {
          ok: false,
          reason: "has-bookings",
          message: `${unit.name} still has bookings to come. Cancel or move them first, then retire it.`,
        };
      }
      await tx
        .update(rentalUnits)
        .set({ archivedAt: new Date() })
        .where(and(eq(rentalUnits.id, unitId), isNull(rentalUnits.archivedAt)));
      await recordChange(tx, actor, {
        action: "rental.unit-archived",
        subjectType: "rental",
        subjectId: unitId,
        before: { name: unit.name, archived: false },
        after: { name: unit.name, archived: true },
      });
      return { ok: true, unit: { id: unit.id, name: unit.name } };
    });
    if (result.ok) await announceRentalChange();
    return result;
  });
}

export async function restoreUnit(actor: Actor, unitId: number): Promise<UnitResult> {
  return withDb(async (db) => {
    const result = await db.transaction(async (tx): Promise<UnitResult> => {
      const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
      if (!unit) return notFound;
      if (!unit.archivedAt) return { ok: true, unit: { id: unit.id, name: unit.name } };
      await tx.update(rentalUnits).set({ archivedAt: null }).where(eq(rentalUnits.id, unitId));
      await recordChange(tx, actor, {
        action: "rental.unit-restored",
        subjectType: "rental",
        subjectId: unitId,
        before: { name: unit.name, archived: true },
        after: { name: unit.name, archived: false },
      });
      return { ok: true, unit: { id: unit.id, name: unit.name } };
    });
    if (result.ok) await announceRentalChange();
    return result;
  });
}

/** Moves a unit: where it stands now, audited with where it stood. */
export async function moveUnit(actor: Actor, unitId: number, location: string): Promise<UnitResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx): Promise<UnitResult> => {
      const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
      if (!unit) return notFound;
      if (unit.location !== location) {
        await tx.update(rentalUnits).set({ location }).where(eq(rentalUnits.id, unitId));
        await recordChange(tx, actor, {
          action: "rental.unit-moved",
          subjectType: "rental",
          subjectId: unitId,
          before: { location: unit.location },
          after: { location },
        });
      }
      return { ok: true, unit: { id: unit.id, name: unit.name } };
    });
  });
}

/** Corrects a unit's model, serial or insignia number; a number already on another unit is refused, naming the field. */
export async function changeUnitPapers(actor: Actor, unitId: number, papers: UnitPapers): Promise<UnitResult> {
  return withDb(async (db) => {
    const result = await refusingDuplicates({ name: "", ...papers }, () =>
      db.transaction(async (tx): Promise<UnitResult> => {
        const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, unitId)).for("update");
        if (!unit) return notFound;
        const before = { model: unit.model, serialNumber: unit.serialNumber, insigniaNumber: unit.insigniaNumber };
        if (JSON.stringify(before) !== JSON.stringify(papers)) {
          await tx.update(rentalUnits).set(papers).where(eq(rentalUnits.id, unitId));
          await recordChange(tx, actor, {
            action: "rental.unit-papers-changed",
            subjectType: "rental",
            subjectId: unitId,
            before,
            after: papers,
          });
        }
        return { ok: true, unit: { id: unit.id, name: unit.name } };
      }),
    );
    if (result.ok) await announceRentalChange();
    return result;
  });
}
