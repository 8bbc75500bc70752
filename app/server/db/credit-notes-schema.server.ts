import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { CREDIT_EXCESS_TO } from "#app/domain/billing/credit-notes";

import { user } from "./auth-schema.server";
import { invoices } from "./proposals-schema.server";

/**
 * The one counter credit note numbers are taken from, apart from the
 * invoices' own: taken in the transaction that stores the credit note, so a
 * rolled-back one gives its number back (no gaps, no repeats).
 */
export const creditNoteCounter = pgTable(
  "credit_note_counter",
  {
    id: integer("id").primaryKey().default(1),
    last: integer("last").notNull().default(0),
  },
  (table) => [check("credit_note_counter_single_row", sql`${table.id} = 1`)],
);

/**
 * A credit note: a correction of an invoice money was received on, lowering
 * what it asks for by `amountCents` (its pre-tax part and its tax share).
 * Kept as issued: a trigger in the migration refuses changes and adds the
 * amount to the invoice's `credited_cents`, whose check keeps every credit
 * note of an invoice together within its amount. Money already paid beyond
 * the new amount (`excessCents`) becomes the buyer's credit or is flagged
 * for a refund (`excessTo`).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sequence: integer("sequence").notNull().unique(),
    number: text("number").notNull().unique(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    preTaxCents: bigint("pre_tax_cents", { mode: "number" }).notNull(),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    excessCents: bigint("excess_cents", { mode: "number" }).notNull().default(0),
    excessTo: text("excess_to", { enum: CREDIT_EXCESS_TO }),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_notes_invoice_idx").on(table.invoiceId),
    check("credit_notes_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "credit_notes_tax_split",
      sql`${table.preTaxCents} >= 0 and ${table.taxCents} >= 0 and ${table.preTaxCents} + ${table.taxCents} = ${table.amountCents}`,
    ),
    check("credit_notes_excess_range", sql`${table.excessCents} between 0 and ${table.amountCents}`),
    check(
      "credit_notes_excess_to",
      sql`(${table.excessCents} = 0) = (${table.excessTo} is null) and (${table.excessTo} is null or ${table.excessTo} in ('credit', 'refund'))`,
    ),
    check("credit_notes_reason_length", sql`length(${table.reason}) between 1 and 300`),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
