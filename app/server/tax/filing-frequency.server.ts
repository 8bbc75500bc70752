/**
 * How often the business files its sales tax return, as the owner set it: a
 * column of site_settings (docs/decisions/0087), quarterly until set. Setting
 * it records the change in Activity in the same transaction.
 */
import { eq } from "drizzle-orm";

import { DEFAULT_FILING_FREQUENCY, type FilingFrequency } from "#app/domain/tax/filing-periods";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { siteSettings } from "#app/server/db/schema.server";

export const FILING_FREQUENCY_ACTION = "tax.filing-frequency.set";

/** The filing frequency now: quarterly until the owner sets it. */
export async function filingFrequency(): Promise<FilingFrequency> {
  const [row] = await withDb((db) =>
    db.select({ frequency: siteSettings.taxFilingFrequency }).from(siteSettings).where(eq(siteSettings.id, 1)),
  );
  return row?.frequency ?? DEFAULT_FILING_FREQUENCY;
}

/**
 * Sets the filing frequency; a choice equal to the current one changes
 * nothing and records nothing. The settings row is locked, so two saves at
 * once are taken in turn and each "before" is the value it replaced.
 */
export async function setFilingFrequency(
  actor: Actor,
  frequency: FilingFrequency,
): Promise<{ changed: boolean; frequency: FilingFrequency }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ frequency: siteSettings.taxFilingFrequency })
        .from(siteSettings)
        .where(eq(siteSettings.id, 1))
        .for("update");
      if (!row) throw new Error("site_settings has no row: the seed makes it on every start");
      if (row.frequency === frequency) return { changed: false, frequency };
      await tx.update(siteSettings).set({ taxFilingFrequency: frequency }).where(eq(siteSettings.id, 1));
      await recordChange(tx, actor, {
        action: FILING_FREQUENCY_ACTION,
        subjectType: "site-settings",
        before: { frequency: row.frequency },
        after: { frequency },
      });
      return { changed: true, frequency };
    }),
  );
}
