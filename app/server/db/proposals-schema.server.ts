import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from "#app/domain/billing/invoices";
import type { DraftLine } from "#app/domain/proposals/draft";
import { PAYMENT_TERMS, PROPOSAL_STATUSES } from "#app/domain/proposals/status";

import { user } from "./auth-schema.server";
import { buyerType, quoteRequests } from "./quote-requests-schema.server";

export const proposalStatus = pgEnum("proposal_status", PROPOSAL_STATUSES);
export const paymentTerms = pgEnum("payment_terms", PAYMENT_TERMS);
export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceKind = pgEnum("invoice_kind", INVOICE_KINDS);
export const paymentMethod = pgEnum("payment_method", PAYMENT_METHODS);

/**
 * One version of a priced proposal for a quote request. A draft is edited
 * freely; sending freezes it (a trigger in the migration refuses any change
 * to the content of a version that is no longer a draft). The buyer's private
 * link is never stored: only its SHA-256 (`tokenHash`, how a visit finds the
 * row) and the random `linkNonce` the server makes the link from with its own
 * key (private-links.server.ts), so a backup or a reader of the database cannot
 * open it. `earlierTokenHash` is the SHA-256 of the link emailed before links
 * were made that way, so it keeps working (docs/decisions/0064).
 */
export const proposals = pgTable(
  "proposals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteRequestId: bigint("quote_request_id", { mode: "number" })
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    status: proposalStatus("status").notNull().default("draft"),
    tokenHash: text("token_hash").notNull().unique(),
    linkNonce: text("link_nonce").notNull(),
    earlierTokenHash: text("earlier_token_hash").unique(),
    lines: jsonb("lines").$type<DraftLine[]>().notNull(),
    taxExempt: boolean("tax_exempt").notNull().default(false),
    /** Thousandths of a percent (9.125 % is 9125); null while the owner has not set it. */
    taxRateMilli: integer("tax_rate_milli"),
    exemptionCertificate: text("exemption_certificate").notNull().default(""),
    depositPercent: integer("deposit_percent").notNull().default(25),
    paymentTerms: paymentTerms("payment_terms").notNull(),
    /** The last day it holds, to 23:59:59 Pacific; `expiresAt` is that moment. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    terms: text("terms").notNull(),
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    depositCents: bigint("deposit_cents", { mode: "number" }).notNull().default(0),
    /** Who it is for, copied from the request when the draft is made. */
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerOrganization: text("buyer_organization"),
    buyerType: buyerType("buyer_type").notNull(),
    /** SHA-256 of the exact content the buyer is shown, fixed when it is sent. */
    contentHash: text("content_hash"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedEmail: text("accepted_email"),
    acceptedClient: text("accepted_client"),
    acceptedUserAgent: text("accepted_user_agent"),
    acceptedHash: text("accepted_hash"),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** When the card deposit was paid (its payment and intents are in the payments ledger). */
    depositPaidAt: timestamp("deposit_paid_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("proposals_version_unique").on(table.quoteRequestId, table.version),
    index("proposals_status_idx").on(table.status, table.createdAt),
    index("proposals_buyer_email_idx").on(table.buyerEmail),
    check("proposals_version_positive", sql`${table.version} >= 1`),
    check("proposals_deposit_percent_range", sql`${table.depositPercent} between 0 and 100`),
    check("proposals_tax_rate_range", sql`${table.taxRateMilli} is null or ${table.taxRateMilli} between 0 and 100000`),
    check("proposals_total_not_negative", sql`${table.totalCents} >= 0`),
    check("proposals_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check("proposals_link_nonce_format", sql`${table.linkNonce} ~ '^[0-9a-f]{32}$'`),
  ],
);

/**
 * The one counter invoice numbers are taken from: incremented in the
 * transaction that stores the invoice, so a rolled-back invoice gives its
 * number back and numbers stay unique and without gaps.
 */
export const invoiceCounter = pgTable(
  "invoice_counter",
  {
    id: integer("id").primaryKey().default(1),
    last: integer("last").notNull().default(0),
  },
  (table) => [check("invoice_counter_single_row", sql`${table.id} = 1`)],
);

/**
 * An invoice for a proposal: the whole on a purchase order, or the balance after a card deposit.
 * Its private link is kept as a proposal's is: a hash and a nonce, never the link itself.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sequence: integer("sequence").notNull().unique(),
    number: text("number").notNull().unique(),
    tokenHash: text("token_hash").notNull().unique(),
    linkNonce: text("link_nonce").notNull(),
    earlierTokenHash: text("earlier_token_hash").unique(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    kind: invoiceKind("kind").notNull(),
    status: invoiceStatus("status").notNull().default("open"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    poNumber: text("po_number"),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    /** Paid in full: when, and by the payment that completed it (every payment is in the ledger). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paymentMethod: paymentMethod("payment_method"),
    paymentReference: text("payment_reference"),
    paidOn: date("paid_on", { mode: "string" }),
    /** Set while the owner holds the scheduled reminders (a payment on its way, a question open). */
    remindersPausedAt: timestamp("reminders_paused_at", { withTimezone: true }),
    /** A void invoice keeps its number; when and why it was voided are kept with it. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoices_status_idx").on(table.status, table.dueOn),
    index("invoices_proposal_idx").on(table.proposalId),
    check("invoices_amount_positive", sql`${table.amountCents} > 0`),
    check("invoices_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check("invoices_link_nonce_format", sql`${table.linkNonce} ~ '^[0-9a-f]{32}$'`),
    check(
      "invoices_paid_fields",
      sql`(${table.status} = 'paid') = (${table.paidAt} is not null and ${table.paymentMethod} is not null)`,
    ),
    check(
      "invoices_void_fields",
      sql`(${table.status} = 'void') = (${table.voidedAt} is not null and ${table.voidReason} is not null)`,
    ),
  ],
);

/** A proposal version as stored. */
export type ProposalRow = typeof proposals.$inferSelect;
/** An invoice as stored. */
export type InvoiceRow = typeof invoices.$inferSelect;
