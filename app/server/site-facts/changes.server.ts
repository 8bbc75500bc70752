import { eq, sql } from "drizzle-orm";

import { inventory } from "#app/content/facts";
import type { LiveFacts } from "#app/domain/site-facts/live-facts";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { siteSettings } from "#app/server/db/schema.server";

export interface SiteSettings extends LiveFacts {
  version: number;
  updatedAt: Date;
}

/** What pages state before the database has been read (at build time, while prerendering). */
export const DEFAULT_FACTS: LiveFacts = { unitsReady: inventory.unitsAvailable, nextBuildMonth: null };

export async function getSiteSettings(): Promise<SiteSettings> {
  return withDb(async (db) => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    // The seed writes the row on every start; a missing row means a database that was never prepared.
    if (!row) throw new Error("site_settings has no row: run the migrations and seed");
    return {
      unitsReady: row.unitsReady,
      nextBuildMonth: row.nextBuildMonth,
      version: row.version,
      updatedAt: row.updatedAt,
    };
  });
}

export type SaveResult = { ok: true; settings: SiteSettings } | { ok: false; reason: "stale"; current: SiteSettings };

/**
 * Saves the owner's facts if nobody saved since `expectedVersion` was read;
 * otherwise changes nothing and says so. Audited in the same transaction.
 */
export async function updateSiteSettings(
  actor: Actor,
  input: LiveFacts & { expectedVersion: number },
): Promise<SaveResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update");
      if (!before) throw new Error("site_settings has no row: run the migrations and seed");
      const current = {
        unitsReady: before.unitsReady,
        nextBuildMonth: before.nextBuildMonth,
        version: before.version,
        updatedAt: before.updatedAt,
      };
      if (before.version !== input.expectedVersion) return { ok: false, reason: "stale", current };
      const [after] = await tx
        .update(siteSettings)
        .set({
          unitsReady: input.unitsReady,
          nextBuildMonth: input.nextBuildMonth,
          version: sql`${siteSettings.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(siteSettings.id, 1))
        .returning();
      if (!after) throw new Error("site_settings row vanished during the update");
      await recordChange(tx, actor, {
        action: "settings.updated",
        subjectType: "settings",
        subjectId: 1,
        before: { unitsReady: before.unitsReady, nextBuildMonth: before.nextBuildMonth },
        after: { unitsReady: after.unitsReady, nextBuildMonth: after.nextBuildMonth },
      });
      return {
        ok: true,
        settings: {
          unitsReady: after.unitsReady,
          nextBuildMonth: after.nextBuildMonth,
          version: after.version,
          updatedAt: after.updatedAt,
        },
      };
    });
  });
}
