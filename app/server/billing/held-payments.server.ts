/**
 * Money held for the owner (billing/ledger.server.ts holds it): the console's
 * list and the Overview's figure, and the owner marking it refunded or
 * applied, audited in the same transaction.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

import { type HeldResolution } from "#app/domain/billing/ledger";
import type { HeldPaymentView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { heldPayments, invoices } from "#app/server/db/schema.server";

/** Waiting ones first (oldest first), then the last resolved ones, newest first. */
export async function listHeldPayments(): Promise<HeldPaymentView[]> {
  const rows = await withDb((db) =>
    db
      .select({ held: heldPayments, invoiceNumber: invoices.number })
      .from(heldPayments)
      .leftJoin(invoices, eq(invoices.id, heldPayments.invoiceId))
      .orderBy(
        asc(sql`case when ${heldPayments.resolution} is null then 0 else 1 end`),
        asc(sql`case when ${heldPayments.resolution} is null then ${heldPayments.receivedAt} end`),
        desc(heldPayments.resolvedAt),
      )
      .limit(200),
  );
  return rows.map(({ held, invoiceNumber }) => ({
    id: held.id,
    amountCents: held.amountCents,
    currency: held.currency,
    reason: held.reason,
    intentId: held.intentId,
    provider: held.provider,
    received: formatBusinessDateTime(held.receivedAt),
    madeFor:
      held.proposalId === null
        ? null
        : {
            label: invoiceNumber ? `Invoice ${invoiceNumber}` : `The deposit of proposal #${held.proposalId}`,
            to: `/admin/proposals/${held.proposalId}`,
          },
    resolution:
      held.resolution && held.resolvedAt
        ? { kind: held.resolution, note: held.resolutionNote, when: formatBusinessDateTime(held.resolvedAt) }
        : null,
  }));
}

/** How much money waits for the owner, and in how many payments (US dollars; other currencies are counted). */
export async function heldFigures(): Promise<{ count: number; amountCents: number }> {
  const [row] = await withDb((db) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${heldPayments.amountCents}) filter (where ${heldPayments.currency} = 'usd'), 0)`,
      })
      .from(heldPayments)
      .where(isNull(heldPayments.resolution)),
  );
  return { count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0) };
}

export type ResolveResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/** Marks held money refunded or applied, once: marking it again changes nothing. */
export async function resolveHeldPayment(
  actor: Actor,
  id: number,
  resolution: { kind: HeldResolution; note: string },
  now = new Date(),
): Promise<ResolveResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [resolved] = await tx
        .update(heldPayments)
        .set({
          resolution: resolution.kind,
          resolutionNote: resolution.note || null,
          resolvedAt: now,
          resolvedBy: actor.id,
        })
        .where(and(eq(heldPayments.id, id), isNull(heldPayments.resolution)))
        .returning();
      if (!resolved) {
        const [current] = await tx.select({ id: heldPayments.id }).from(heldPayments).where(eq(heldPayments.id, id));
        return current ? ({ ok: true, changed: false } as const) : ({ ok: false, reason: "not-found" } as const);
      }
      await recordChange(tx, actor, {
        action: `payment.${resolution.kind}`,
        subjectType: "payment",
        subjectId: id,
        before: { resolution: null },
        after: {
          resolution: resolution.kind,
          note: resolution.note,
          amount: formatCents(resolved.amountCents),
          currency: resolved.currency,
          intentId: resolved.intentId,
        },
      });
      return { ok: true, changed: true } as const;
    }),
  );
}
