/**
 * How often the business files its sales tax return, as the owner last set
 * it. The choice is kept as the console's audited change itself: the newest
 * `tax.filing-frequency.set` record holds it (docs/decisions/0087), so
 * setting it is one insert, audited by construction, and no table changes.
 */
import { and, desc, eq, sql } from "drizzle-orm";

import { DEFAULT_FILING_FREQUENCY, type FilingFrequency, isFilingFrequency } from "#app/domain/tax/filing-periods";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Database, withDb } from "#app/server/db/client.server";
import { auditLog } from "#app/server/db/schema.server";

export const FILING_FREQUENCY_ACTION = "tax.filing-frequency.set";
const SUBJECT = "tax-filing-frequency";

type Reader = Pick<Database, "select">;

async function readFrequency(db: Reader): Promise<FilingFrequency> {
  const [latest] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, SUBJECT), eq(auditLog.action, FILING_FREQUENCY_ACTION)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const value = (latest?.after as { frequency?: unknown } | null | undefined)?.frequency;
  return isFilingFrequency(value) ? value : DEFAULT_FILING_FREQUENCY;
}

/** The filing frequency now: quarterly until the owner sets it. */
export async function filingFrequency(): Promise<FilingFrequency> {
  return withDb(readFrequency);
}

/**
 * Sets the filing frequency; a choice equal to the current one changes
 * nothing and records nothing. Saves are taken one at a time, so the record
 * read as "before" is the one the new record follows.
 */
export async function setFilingFrequency(
  actor: Actor,
  frequency: FilingFrequency,
): Promise<{ changed: boolean; frequency: FilingFrequency }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SUBJECT}))`);
      const before = await readFrequency(tx);
      if (before === frequency) return { changed: false, frequency };
      await recordChange(tx, actor, {
        action: FILING_FREQUENCY_ACTION,
        subjectType: SUBJECT,
        before: { frequency: before },
        after: { frequency },
      });
      return { changed: true, frequency };
    }),
  );
}
