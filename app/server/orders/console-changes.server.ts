/**
 * The console's changes to an order: fulfil, refund. Each is one
 * conditional update, audited (and for a refund, the buyer's email queued)
 * in the same transaction, so it happens once however often it is asked for.
 */
import { and, eq, inArray, sql } from "drizzle-orm";

import { orderNumber } from "#app/domain/catalog/pricing";
import { formatCents } from "#app/domain/common/money";
import { canRefund, FULFILLABLE_FROM, type OrderStatus, REFUNDABLE_FROM } from "#app/domain/orders/status";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";

import type { Database } from "../db/client.server";
import { auditLog, orders } from "../db/schema.server";
import { enqueueEmail } from "../email/outbox.server";
import { orderRefundedEmail } from "../email/templates.server";
import { paymentProviderNamed } from "../payments/payments.server";
import { type PaymentProvider, PaymentProviderError } from "../payments/provider.server";

type OrderRow = typeof orders.$inferSelect;

export type ChangeOutcome =
  /** This request made the change. */
  | { outcome: "changed"; order: OrderRow }
  /** The order already is where this request would take it (a repeat, or another admin was first). */
  | { outcome: "already"; order: OrderRow }
  /** The order's state does not allow the change. */
  | { outcome: "refused"; order: OrderRow }
  | { outcome: "not_found" };

export type RefundOutcome = ChangeOutcome | { outcome: "provider_failed"; order: OrderRow; message: string };

async function findOrder(db: Pick<Database, "select">, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The state an order is in after a change that did not happen: where it stands now decides the answer. */
function unchanged(current: OrderRow | null, target: OrderStatus): ChangeOutcome {
  if (!current) return { outcome: "not_found" };
  return { outcome: current.status === target ? "already" : "refused", order: current };
}

/** Marks a paid order fulfilled (shipped). Only from paid; audited in the same transaction. */
export async function fulfilOrder(actor: Actor, id: number): Promise<ChangeOutcome> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [fulfilled] = await tx
        .update(orders)
        .set({ status: "fulfilled", fulfilledAt: sql`now()` })
        .where(and(eq(orders.id, id), inArray(orders.status, [...FULFILLABLE_FROM])))
        .returning();
      if (!fulfilled) return unchanged(await findOrder(tx, id), "fulfilled");
      await recordChange(tx, actor, {
        action: "order.fulfilled",
        subjectType: "order",
        subjectId: id,
        before: { status: "paid" },
        after: { status: "fulfilled" },
      });
      return { outcome: "changed", order: fulfilled };
    });
  });
}

/**
 * The provider's idempotency key for an order's refund: the same for every
 * press, so the provider makes one refund however often it is pressed.
 * Stripe replays a key's first answer for a day, a refusal included, so an
 * attempt after a refusal the provider gave takes the next key (a refund in
 * full that did happen is still found: the provider answers it again).
 */
export function refundKey(orderId: number, attempt = 1): string {
  return attempt === 1 ? `refund-order-${orderId}` : `refund-order-${orderId}-attempt-${attempt}`;
}

/** The history entry of a refund the provider refused: shown on the order, and it moves the next attempt to a new key. */
const REFUND_REFUSED = "order.refund_refused";

async function refusedRefunds(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(eq(auditLog.subjectType, "order"), eq(auditLog.subjectId, String(id)), eq(auditLog.action, REFUND_REFUSED)),
    );
  return row?.count ?? 0;
}

/**
 * Refunds a paid (or fulfilled) order in full through the provider that took
 * the payment, exactly once. Five presses at once all ask the provider with
 * the same key (so it makes one refund), then race one conditional update:
 * the winner records the refund, its audit row and the buyer's email in one
 * transaction; the others find the order refunded and change nothing. A
 * provider that refuses or cannot be reached leaves the order as it was.
 */
export async function refundOrder(
  actor: Actor,
  id: number,
  providerFor: (name: string) => PaymentProvider | null = paymentProviderNamed,
): Promise<RefundOutcome> {
  return withDb(async (db) => {
    const order = await findOrder(db, id);
    if (!order) return { outcome: "not_found" };
    if (!canRefund(order.status)) return unchanged(order, "refunded");

    const provider = providerFor(order.provider);
    if (!provider) {
      return {
        outcome: "provider_failed",
        order,
        message: `This order was paid through ${order.provider}, which this server isn't set up to reach.`,
      };
    }
    const attempt = 1 + (await refusedRefunds(db, id));
    let refund;
    try {
      refund = await provider.refund(order.providerIntentId, order.amountCents, refundKey(order.id, attempt));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // A press that lost a race the provider noticed (Stripe answers a key in use with 409): the winner's refund stands.
      const now = await findOrder(db, id);
      if (now?.status === "refunded") return { outcome: "already", order: now };
      console.error(`payments: refund of order ${order.id} failed: ${error.message}`);
      await recordChange(db, actor, {
        action: REFUND_REFUSED,
        subjectType: "order",
        subjectId: id,
        before: { status: order.status },
        after: { status: order.status, error: error.message.slice(0, 500) },
      });
      return { outcome: "provider_failed", order, message: error.message };
    }

    return db.transaction(async (tx) => {
      // Locked, so the audit row names the state this refund really changed.
      const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for("update");
      const [refunded] = await tx
        .update(orders)
        .set({ status: "refunded", refundedAt: sql`now()`, providerRefundId: refund.id })
        .where(and(eq(orders.id, id), inArray(orders.status, [...REFUNDABLE_FROM])))
        .returning();
      if (!refunded) return unchanged(await findOrder(tx, id), "refunded");
      await recordChange(tx, actor, {
        action: "order.refunded",
        subjectType: "order",
        subjectId: id,
        before: { status: before?.status ?? order.status },
        after: { status: "refunded", amountCents: refund.amountCents, providerRefundId: refund.id },
      });
      await enqueueEmail(
        tx,
        orderRefundedEmail({
          to: refunded.email,
          name: refunded.billingName,
          orderNumber: orderNumber(refunded.id),
          totalCents: refund.amountCents,
          formatMoney: formatCents,
        }),
      );
      return { outcome: "changed", order: refunded };
    });
  });
}
