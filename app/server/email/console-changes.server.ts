/** What the owner does to the outbox from the console: send a message again. */
import { eq, sql } from "drizzle-orm";

import { retryMayDuplicate } from "#app/domain/email/outbox-status";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { outbox } from "#app/server/db/schema.server";

import { listColumns, type OutboxMessage, withView } from "./console-queries.server";

export type RetryResult =
  | { ok: true; message: OutboxMessage }
  /** Sent, or already waiting (or being sent): a retry would change nothing, so it didn't. */
  | { ok: false; reason: "not-failed"; message: OutboxMessage }
  /** It may already have arrived; the person must accept that it could arrive twice. */
  | { ok: false; reason: "needs-confirmation"; message: OutboxMessage }
  | { ok: false; reason: "not-found" };

/**
 * Puts a failed message back in the queue, due now, keeping its count of
 * attempts. The row is locked while it is judged, so a sender that claims it
 * at the same moment either goes first (and the retry changes nothing) or
 * waits for the retry. Audited in the same transaction.
 */
export async function retryMessage(
  actor: Actor,
  { id, acceptDuplicate }: { id: number; acceptDuplicate: boolean },
): Promise<RetryResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...listColumns, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.id, id))
        .for("update");
      if (!row) return { ok: false, reason: "not-found" };
      const current = withView(row);
      if (current.view !== "failed") return { ok: false, reason: "not-failed", message: current };
      if (retryMayDuplicate(row.status) && !acceptDuplicate)
        return { ok: false, reason: "needs-confirmation", message: current };

      const [updated] = await tx
        .update(outbox)
        .set({ status: "pending", nextAttemptAt: sql`now()`, claimedAt: null, lastError: null })
        .where(eq(outbox.id, id))
        .returning({ ...listColumns, text: outbox.text });
      if (!updated) throw new Error(`outbox row ${id} vanished while locked`);
      await recordChange(tx, actor, {
        action: "email.retried",
        subjectType: "email",
        subjectId: id,
        before: { status: row.status, lastError: row.lastError, nextAttemptAt: row.nextAttemptAt },
        after: {
          status: updated.status,
          lastError: updated.lastError,
          nextAttemptAt: updated.nextAttemptAt,
          ...(retryMayDuplicate(row.status) ? { duplicateAccepted: true } : {}),
        },
      });
      return { ok: true, message: withView(updated) };
    });
  });
}
