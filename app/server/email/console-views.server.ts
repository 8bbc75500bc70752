import { and, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";

import { OUTBOX_STATES, type OutboxView, outboxView } from "#app/domain/email/outbox-status";
import { outbox } from "#app/server/db/schema.server";

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
