import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { creditNotes } from "./credit-notes-schema.server";
import { invoices } from "./proposals-schema.server";

/**
 * Each buyer's own account and routing number for bank transfers (a Stripe
 * customer and its US bank transfer funding instructions), made once per
 * buyer, known by their email in lower case.
 */
export const buyerBankAccounts = pgTable(
  "buyer_bank_accounts",
  {
    buyerEmail: text("buyer_email").primaryKey(),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull().unique(),
    bankName: text("bank_name").notNull(),
    accountHolderName: text("account_holder_name").notNull(),
    accountNumber: text("account_number").notNull(),
    routingNumber: text("routing_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("buyer_bank_accounts_email_lower", sql`${table.buyerEmail} = lower(${table.buyerEmail})`)],
);

/**
 * Every bank transfer that arrived, once (the provider's transaction id is
 * its key): to whose account, how much, and what was left over as a credit.
 * Its payments in the ledger name it.
 */
export const bankTransfers = pgTable(
  "bank_transfers",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    /** The buyer whose account it reached; null when it reached no account the site knows (held). */
    buyerEmail: text("buyer_email"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bank_transfers_buyer_idx").on(table.buyerEmail),
    check("bank_transfers_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "bank_transfers_credit_within",
      sql`${table.creditCents} >= 0 and ${table.creditCents} <= ${table.amountCents}`,
    ),
  ],
);

/**
 * A buyer's credit: what a transfer paid beyond every open invoice, or what
 * was paid on an invoice beyond what a credit note left it asking for (a
 * positive row naming its source), and each use of it on a later invoice (a negative row
 * naming the invoice). Their sum is what the buyer has in hand.
 */
export const buyerCredits = pgTable(
  "buyer_credits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    buyerEmail: text("buyer_email").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
    transferId: text("transfer_id").references(() => bankTransfers.id, { onDelete: "restrict" }),
    creditNoteId: bigint("credit_note_id", { mode: "number" }).references(() => creditNotes.id, {
      onDelete: "restrict",
    }),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("buyer_credits_buyer_idx").on(table.buyerEmail),
    check("buyer_credits_not_zero", sql`${table.cents} <> 0`),
    check(
      "buyer_credits_source",
      sql`(${table.cents} > 0 and (${table.transferId} is null) <> (${table.creditNoteId} is null) and ${table.invoiceId} is null) or (${table.cents} < 0 and ${table.invoiceId} is not null and ${table.transferId} is null and ${table.creditNoteId} is null)`,
    ),
  ],
);

export type BuyerBankAccountRow = typeof buyerBankAccounts.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;
