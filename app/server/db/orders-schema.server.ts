import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { ORDER_STATUSES } from "#app/domain/orders/status";

import { user } from "./auth-schema.server";
import { products } from "./catalog-schema.server";

export const orderStatus = pgEnum("order_status", ORDER_STATUSES);

/**
 * One checkout attempt. `pending` when its payment intent is made, then `paid`
 * exactly once (a conditional update: retries and replays change nothing) or
 * `failed` on a decline. A paid order may then be `fulfilled` (shipped) and a
 * paid or fulfilled one `refunded` in full, once. Prices are copied from the catalog at that moment.
 */
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    status: orderStatus("status").notNull().default("pending"),
    provider: text("provider").notNull(),
    /** The provider's PaymentIntent id; one order per intent. */
    providerIntentId: text("provider_intent_id").notNull().unique(),
    /** The browser's key for this attempt: a repeated request finds this order instead of making another. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    email: text("email").notNull(),
    billingName: text("billing_name").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** The provider's refund id; one refund per order. */
    providerRefundId: text("provider_refund_id").unique(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    check("orders_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    check("order_items_quantity_range", sql`${table.quantity} between 1 and 99`),
    check("order_items_price_not_negative", sql`${table.unitPriceCents} >= 0`),
  ],
);

/** The built-in test provider's PaymentIntents, kept like Stripe keeps its own. */
export const testPaymentIntents = pgTable("test_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull().default("requires_payment_method"),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** What the payment is for (an order, a proposal's deposit, an invoice): who settles it when it succeeds. */
  purpose: text("purpose").notNull().default("order"),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The test provider's refunds: one per PaymentIntent, in full, like a Stripe refund of the whole charge. */
export const testRefunds = pgTable("test_refunds", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id")
    .notNull()
    .unique()
    .references(() => testPaymentIntents.id, { onDelete: "restrict" }),
  amountCents: integer("amount_cents").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
