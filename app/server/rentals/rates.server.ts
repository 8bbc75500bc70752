/**
 * The rate card: one line per model, saved whole and audited with what it
 * replaced. The public /Rent page's "from" prices are re-read after a save.
 */
import { eq } from "drizzle-orm";

import type { HomeModel } from "#app/domain/quote-requests/rules";
import type { RateInput } from "#app/domain/rentals/fleet-forms";
import type { RentalRates } from "#app/domain/rentals/price";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { rentalRates } from "#app/server/db/schema.server";

import { announceRentalChange } from "./change-listeners.server";

export type RateCard = Partial<Record<HomeModel, RentalRates>>;

export async function rateCard(): Promise<RateCard> {
  return withDb(async (db) => {
    const rows = await db.select().from(rentalRates);
    return Object.fromEntries(
      rows.map((row) => [
        row.model,
        {
          dailyCents: row.dailyCents,
          weeklyCents: row.weeklyCents,
          monthlyCents: row.monthlyCents,
          depositCents: row.depositCents,
        },
      ]),
    );
  });
}

/** Saves one model's rates; saving the same figures again changes nothing and records nothing. */
export async function saveRates(actor: Actor, input: RateInput): Promise<{ changed: boolean }> {
  const { model, ...rates } = input;
  const result = await withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(rentalRates).where(eq(rentalRates.model, model)).for("update");
      const same =
        before &&
        before.dailyCents === rates.dailyCents &&
        before.weeklyCents === rates.weeklyCents &&
        before.monthlyCents === rates.monthlyCents &&
        before.depositCents === rates.depositCents;
      if (same) return { changed: false };
      await tx
        .insert(rentalRates)
        .values({ model, ...rates, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: rentalRates.model,
          set: { ...rates, updatedBy: actor.id, updatedAt: new Date() },
        });
      await recordChange(tx, actor, {
        action: "rental.rates-saved",
        subjectType: "rental-rates",
        subjectId: model,
        before: before
          ? {
              dailyCents: before.dailyCents,
              weeklyCents: before.weeklyCents,
              monthlyCents: before.monthlyCents,
              depositCents: before.depositCents,
            }
          : null,
        after: rates,
      });
      return { changed: true };
    });
  });
  if (result.changed) await announceRentalChange();
  return result;
}
