import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";

import { type OutboxView, outboxView, retryMayDuplicate } from "#app/domain/email/outbox-status";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { outbox } from "#app/server/db/schema.server";

import { outboxViewWhere } from "./console-views.server";

/** What the console shows of a message in a list: everything but its body. */
const listColumns = {
  id: outbox.id,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  lastError: outbox.lastError,
};

type ListRow = Pick<typeof outbox.$inferSelect, keyof typeof listColumns>;

export interface OutboxItem extends ListRow {
  view: OutboxView;
}

export interface OutboxMessage extends OutboxItem {
  text: string;
}

const withView = <T extends Pick<ListRow, "status" | "lastError">>(row: T): T & { view: OutboxView } => ({
  ...row,
  view: outboxView(row.status, row.lastError !== null),
});

export const OUTBOX_PAGE_SIZE = 25;

/**
 * Messages newest first, a page at a time: `before` is the id of the last
 * message of the previous page. `older` is the id to ask for next, if any.
 */
export async function listOutbox({
  view,
  before,
  limit = OUTBOX_PAGE_SIZE,
}: { view?: OutboxView; before?: number; limit?: number } = {}): Promise<{
  messages: OutboxItem[];
  older: number | null;
}> {
  return withDb(async (db) => {
    const filters: SQL[] = [];
    if (view) filters.push(outboxViewWhere(view));
    if (before) filters.push(lt(outbox.id, before));
    const rows = await db
      .select(listColumns)
      .from(outbox)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    return { messages: page.map(withView), older: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
  });
}

/** How many messages each view holds, in one scan. */
export async function countOutboxViews(): Promise<Record<OutboxView, number>> {
  return withDb(async (db) => {
    const [row] = await db
      .select({
        failed: sql<number>`count(*) filter (where ${outboxViewWhere("failed")})::int`,
        waiting: sql<number>`count(*) filter (where ${outboxViewWhere("waiting")})::int`,
        sent: sql<number>`count(*) filter (where ${outboxViewWhere("sent")})::int`,
      })
      .from(outbox);
    return { failed: row?.failed ?? 0, waiting: row?.waiting ?? 0, sent: row?.sent ?? 0 };
  });
}

export async function getOutboxMessage(id: number): Promise<OutboxMessage | null> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ ...listColumns, text: outbox.text })
      .from(outbox)
      .where(eq(outbox.id, id));
    return row ? withView(row) : null;
  });
}

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
