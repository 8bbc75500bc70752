import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { HELD_REASONS, HELD_RESOLUTIONS, PAYMENT_TARGETS } from "#app/domain/billing/ledger";

import { user } from "./auth-schema.server";
import { bankTransfers } from "./bank-transfers-schema.server";
import { invoices, paymentMethod, proposals } from "./proposals-schema.server";

export const paymentTarget = pgEnum("payment_target", PAYMENT_TARGETS);
export const heldReason = pgEnum("held_reason", HELD_REASONS);
export const heldResolution = pgEnum("held_resolution", HELD_RESOLUTIONS);

/**
 * Every payment intent made for a proposal's deposit or an invoice, kept
 * whatever the provider answers (a new intent once Stripe has forgotten the
 * idempotency key): whichever of them succeeds settles what it pays, once.
 */
export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    target: paymentTarget("target").notNull(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_intents_proposal_idx").on(table.proposalId),
    check("payment_intents_amount_positive", sql`${table.amountCents} > 0`),
    check("payment_intents_target_invoice", sql`(${table.target} = 'invoice') = (${table.invoiceId} is not null)`),
  ],
);

/**
 * The payments ledger: one row per sum received (a card payment, a check,
 * ACH or wire recorded by hand), against a deposit or an invoice. Rows are
 * never changed nor deleted (a trigger in the migration); a card payment is
 * there once (its intent is unique).
 */
export const payments = pgTable(
  "payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    target: paymentTarget("target").notNull(),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, { onDelete: "restrict" }),
    method: paymentMethod("method").notNull(),
    reference: text("reference"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("usd"),
    /** The Pacific day the money arrived. */
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    /** The card payment's intent: at most one payment per intent. */
    intentId: text("intent_id").unique(),
    /** The bank transfer it came from (one transfer may pay several invoices). */
    transferId: text("transfer_id").references(() => bankTransfers.id, { onDelete: "restrict" }),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payments_proposal_idx").on(table.proposalId),
    index("payments_invoice_idx").on(table.invoiceId),
    index("payments_received_idx").on(table.receivedOn),
    index("payments_transfer_idx").on(table.transferId),
    check("payments_amount_positive", sql`${table.amountCents} > 0`),
    check("payments_target_invoice", sql`(${table.target} = 'invoice') = (${table.invoiceId} is not null)`),
  ],
);

/**
 * Money received that paid nothing (it matched nothing open, paid something
 * already paid, was more than was owed, or not what was asked for): held for
 * the owner, who refunds it or applies it by hand. One row per intent.
 */
export const heldPayments = pgTable(
  "held_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    intentId: text("intent_id").notNull().unique(),
    reason: heldReason("reason").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** What it was made for, when known. */
    proposalId: bigint("proposal_id", { mode: "number" }).references(() => proposals.id, { onDelete: "restrict" }),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, { onDelete: "restrict" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    resolution: heldResolution("resolution"),
    resolutionNote: text("resolution_note"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    index("held_payments_open_idx")
      .on(table.receivedAt)
      .where(sql`${table.resolution} is null`),
    check("held_payments_amount_positive", sql`${table.amountCents} > 0`),
    check("held_payments_resolved_fields", sql`(${table.resolution} is null) = (${table.resolvedAt} is null)`),
  ],
);

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type HeldPaymentRow = typeof heldPayments.$inferSelect;
