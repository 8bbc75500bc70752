import { and, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";

import {
  orderNumber,
  priceCart,
  type PricedLine,
  type PricingRefusalCode,
  type RequestedLine,
} from "#app/domain/catalog/pricing";
import { formatCents } from "#app/domain/common/money";
import type { OrderSummary } from "#app/domain/orders/orders";
import { PAYABLE_FROM } from "#app/domain/orders/status";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { orderItems, orders } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { orderConfirmationEmail } from "#app/server/email/templates.server";
import {
  IdempotencyConflictError,
  type PaymentIntentSummary,
  type PaymentProvider,
} from "#app/server/payments/provider.server";

import { catalogPrices } from "./catalog-prices.server";

export type Order = typeof orders.$inferSelect;

export interface CheckoutInput {
  items: readonly RequestedLine[];
  amountCents: number;
  idempotencyKey: string;
  email: string;
  billingName: string;
  userId: string | null;
}

/** Why a checkout did not start: the cart's pricing refused it, or its key belongs to another attempt. */
export type CheckoutRefusalCode = PricingRefusalCode | "attempt_finished" | "idempotency_conflict";

export type CheckoutResult =
  { ok: true; order: Order; intent: PaymentIntentSummary } | { ok: false; code: CheckoutRefusalCode; message: string };

const sameLines = (
  a: readonly { productId: number | null; quantity: number; unitPriceCents: number }[],
  b: readonly PricedLine[],
) =>
  a.length === b.length &&
  b.every((line) =>
    a.some(
      (row) =>
        row.productId === line.productId &&
        row.quantity === line.quantity &&
        row.unitPriceCents === line.unitPriceCents,
    ),
  );

/**
 * Prices the cart, makes (or finds again) the payment intent, and records the
 * order as pending with its items copied at today's prices. The same
 * idempotency key always returns the same order and intent: a pay button
 * pressed twice, or a retried request, charges once.
 *
 * The common case, a new key, costs two round trips to the database after the
 * rate limit: the provider's intent and one statement for the order and its
 * items (prices come from memory, docs/decisions/0108). A key seen before is
 * found by that statement's conflict, and only then is the stored order read.
 */
export async function startCheckout(input: CheckoutInput, provider: PaymentProvider): Promise<CheckoutResult> {
  const priced = priceCart(input.items, await catalogPrices(input.items.map((item) => item.id)), input.amountCents);
  if (!priced.ok) return priced;

  let intent: PaymentIntentSummary;
  try {
    // The provider answers the same intent for the same key (and refuses the key for another amount).
    intent = await provider.createIntent({
      amountCents: priced.totalCents,
      currency: "usd",
      idempotencyKey: input.idempotencyKey,
      description: `Nestz shop order (${priced.lines.length} item${priced.lines.length === 1 ? "" : "s"})`,
    });
  } catch (error) {
    // A request for another cart under this key, still in flight, made the intent first.
    if (error instanceof IdempotencyConflictError) return idempotencyConflict;
    throw error;
  }

  const order = await insertOrder(input, priced, provider.name, intent.id);
  if (order) return { ok: true, order, intent };

  // The key was used before (or by a concurrent request): that attempt's order is the answer.
  const stored = await findOrderByKey(input.idempotencyKey);
  if (!stored) throw new Error("the order vanished after it was written");
  if (!(await isOrderFor(stored, priced))) return idempotencyConflict;
  if (stored.status === "failed") {
    return {
      ok: false,
      code: "attempt_finished",
      message: "This payment attempt has already finished. Please try again.",
    };
  }
  // A repeat of an attempt that was paid (its answer got lost) says so, rather than inviting a second charge.
  return { ok: true, order: stored, intent: stored.status === "paid" ? { ...intent, status: "succeeded" } : intent };
}

const orderColumns = getTableColumns(orders);

/**
 * The pending order and its items in one statement (atomic, as every single
 * statement is), or null when the key or the intent already has an order:
 * a concurrent request with the same key has the same intent, so its row may
 * collide on either unique column first, whichever index Postgres checks
 * first; both mean "already there", and no items are written.
 */
async function insertOrder(
  input: CheckoutInput,
  priced: { totalCents: number; lines: readonly PricedLine[] },
  providerName: string,
  intentId: string,
): Promise<Order | null> {
  const items = JSON.stringify(
    priced.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      description: line.description,
      unit_price_cents: line.unitPriceCents,
      quantity: line.quantity,
    })),
  );
  const result = await withDb((db) =>
    db.execute<Record<string, unknown>>(sql`
      with inserted as (
        insert into ${orders} (provider, provider_intent_id, idempotency_key, amount_cents, email, billing_name, user_id)
        values (${providerName}, ${intentId}, ${input.idempotencyKey}, ${priced.totalCents}, ${input.email},
                ${input.billingName}, ${input.userId})
        on conflict do nothing
        returning *
      ), lines as (
        insert into ${orderItems} (order_id, product_id, name, description, unit_price_cents, quantity)
        select inserted.id, line.product_id, line.name, line.description, line.unit_price_cents, line.quantity
        from inserted, jsonb_to_recordset(${items}::jsonb)
          as line(product_id integer, name text, description text, unit_price_cents integer, quantity integer)
      )
      select * from inserted`),
  );
  const [row] = result.rows;
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(orderColumns).map(([key, column]) => {
      const value = row[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Order;
}

const idempotencyConflict = {
  ok: false,
  code: "idempotency_conflict",
  message: "This payment was started for a different cart. Please try again.",
} as const;

/** True when the order holds exactly this priced cart. */
async function isOrderFor(
  order: Order,
  priced: { totalCents: number; lines: readonly PricedLine[] },
): Promise<boolean> {
  if (order.amountCents !== priced.totalCents) return false;
  const items = await withDb((db) => db.select().from(orderItems).where(eq(orderItems.orderId, order.id)));
  return sameLines(items, priced.lines);
}

async function findOrderByKey(idempotencyKey: string): Promise<Order | null> {
  const [row] = await withDb((db) => db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

export async function findOrderByIntent(providerIntentId: string): Promise<Order | null> {
  const [row] = await withDb((db) => db.select().from(orders).where(eq(orders.providerIntentId, providerIntentId)));
  return row ?? null;
}

/**
 * Marks the order of a payment intent paid, exactly once: only the first
 * call changes it (and queues the confirmation email in the same
 * transaction); every later or concurrent call finds it paid and does
 * nothing. Only a pending or failed order turns paid: a success replayed
 * after the order was fulfilled or refunded never turns it back.
 * Pass a transaction to make this part of a larger change.
 */
export async function markOrderPaid(
  providerIntentId: string,
  tx?: Transaction,
): Promise<{ order: Order | null; changed: boolean }> {
  const work = async (t: Transaction) => {
    const [paid] = await t
      .update(orders)
      .set({ status: "paid", paidAt: sql`now()`, failureMessage: null })
      .where(and(eq(orders.providerIntentId, providerIntentId), inArray(orders.status, [...PAYABLE_FROM])))
      .returning();
    if (!paid) {
      const [current] = await t.select().from(orders).where(eq(orders.providerIntentId, providerIntentId));
      return { order: current ?? null, changed: false };
    }
    const lines = await t.select().from(orderItems).where(eq(orderItems.orderId, paid.id));
    await enqueueEmail(
      t,
      orderConfirmationEmail({
        to: paid.email,
        name: paid.billingName,
        orderNumber: orderNumber(paid.id),
        lines,
        totalCents: paid.amountCents,
        formatMoney: formatCents,
      }),
    );
    return { order: paid, changed: true };
  };
  return tx ? work(tx) : withDb((db) => db.transaction(work));
}

/** A declined or failed payment: a pending order becomes failed; a paid one never does. */
export async function markOrderFailed(
  providerIntentId: string,
  message: string,
  tx?: Transaction,
): Promise<Order | null> {
  const work = async (t: Transaction) => {
    const [failed] = await t
      .update(orders)
      .set({ status: "failed", failedAt: sql`now()`, failureMessage: message.slice(0, 500) })
      .where(and(eq(orders.providerIntentId, providerIntentId), eq(orders.status, "pending")))
      .returning();
    if (failed) return failed;
    const [current] = await t.select().from(orders).where(eq(orders.providerIntentId, providerIntentId));
    return current ?? null;
  };
  return tx ? work(tx) : withDb((db) => db.transaction(work));
}

/** A person's orders, newest first, for their account page. */
export async function listOrdersForUser(userId: string): Promise<OrderSummary[]> {
  return withDb(async (db) => {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(50);
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      number: orderNumber(row.id),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      amountCents: row.amountCents,
      items: items
        .filter((item) => item.orderId === row.id)
        .map((item) => ({ name: item.name, quantity: item.quantity, unitPriceCents: item.unitPriceCents })),
    }));
  });
}
