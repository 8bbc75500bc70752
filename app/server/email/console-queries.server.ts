/** What the console reads of the outbox: the lists by view, their counts, one message. */
import { and, desc, eq, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";

import { OUTBOX_STATES, type OutboxView, outboxView } from "#app/domain/email/outbox-status";
import { withDb } from "#app/server/db/client.server";
import { outbox } from "#app/server/db/schema.server";

/** What the console shows of a message in a list: everything but its body. */
export const listColumns = {
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

export const withView = <T extends Pick<ListRow, "status" | "lastError">>(row: T): T & { view: OutboxView } => ({
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

/**
 * The database's side of `outboxView` (app/domain/email/outbox-status.ts), built
 * from that function rather than written again, so the list's filters and
 * the overview's counts can never disagree with the labels on the rows.
 */
export function outboxViewWhere(view: OutboxView): SQL {
  const parts: SQL[] = [];
  for (const state of OUTBOX_STATES) {
    const withError = outboxView(state, true) === view;
    const withoutError = outboxView(state, false) === view;
    if (withError && withoutError) parts.push(eq(outbox.status, state));
    else if (withError) parts.push(and(eq(outbox.status, state), isNotNull(outbox.lastError)) as SQL);
    else if (withoutError) parts.push(and(eq(outbox.status, state), isNull(outbox.lastError)) as SQL);
  }
  // Every view has at least one state; `false` keeps a future empty view harmless.
  return parts.length ? (or(...parts) as SQL) : sql`false`;
}
