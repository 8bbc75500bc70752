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
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { INVOICE_KINDS, INVOICE_STATUSES, PAYMENT_METHODS } from "#app/domain/billing/invoices";
import type { PaymentSchedule } from "#app/domain/billing/schedule";
import type { DraftLine } from "#app/domain/proposals/draft";
import { PAYMENT_TERMS, PROPOSAL_STATUSES } from "#app/domain/proposals/status";
import { PROPOSAL_KINDS, type ProposalKind, type RentalTerms } from "#app/domain/rentals/agreement";
import { TAX_BUYER_KINDS, type TaxBuyerKind } from "#app/domain/tax/exemptions";
import type { MatchQuality } from "#app/domain/tax/rate-choice";
import {
  ACKNOWLEDGEMENT_KINDS,
  type AcknowledgementKind,
  RATE_SOURCES,
  TAX_TREATMENTS,
  type TaxEvidence,
  type TaxTreatmentCode,
} from "#app/domain/tax/treatments";

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
    /** A sale of homes, or a rental of units from the fleet. */
    kind: text("kind").$type<ProposalKind>().notNull().default("sale"),
    /** A rental's terms (dates, units, priced lines, fees, deposit, tax treatment, agreement version); null for a sale. */
    rental: jsonb("rental").$type<RentalTerms>(),
    status: proposalStatus("status").notNull().default("draft"),
    tokenHash: text("token_hash").notNull().unique(),
    linkNonce: text("link_nonce").notNull(),
    earlierTokenHash: text("earlier_token_hash").unique(),
    lines: jsonb("lines").$type<DraftLine[]>().notNull(),
    /** Where the buyer receives the homes; Washington's tax follows it (RCW 82.32.730). Null until set. */
    deliveryStreet: text("delivery_street"),
    deliveryCityName: text("delivery_city_name"),
    deliveryState: text("delivery_state"),
    /** Five or nine digits, no dash. */
    deliveryZip: text("delivery_zip"),
    /** How the sale is taxed, by rule (app/domain/tax/exemptions.ts); never a bare checkbox. */
    taxTreatment: text("tax_treatment").$type<TaxTreatmentCode>().notNull().default("taxable"),
    taxBuyerKind: text("tax_buyer_kind").$type<TaxBuyerKind>(),
    taxEvidence: jsonb("tax_evidence").$type<TaxEvidence>(),
    /** An exemption on the owner's written reason: the tax report lists it for the accountant. */
    taxFlagged: boolean("tax_flagged").notNull().default(false),
    /** DOR's location code for the delivery address, and the rate it carries in `taxQuarter`. */
    taxLocationCode: text("tax_location_code"),
    /** Thousandths of a percent (9.125 % is 9125), state and local together; null until decided. */
    taxRateMilli: integer("tax_rate_milli"),
    taxStateRateMilli: integer("tax_state_rate_milli"),
    taxLocalRateMilli: integer("tax_local_rate_milli"),
    taxRateSource: text("tax_rate_source").$type<(typeof RATE_SOURCES)[number]>(),
    taxRateMatch: text("tax_rate_match").$type<MatchQuality | "owner">(),
    /** "2026-Q4": a revision in a later quarter decides the rate again. */
    taxQuarter: text("tax_quarter"),
    taxAddressUsed: text("tax_address_used"),
    /** The stages the contract is invoiced in and the units it is split over; the first acceptance stage is the deposit. */
    paymentSchedule: jsonb("payment_schedule").$type<PaymentSchedule>().notNull(),
    paymentTerms: paymentTerms("payment_terms").notNull(),
    /** The last day it holds, to 23:59:59 Pacific; `expiresAt` is that moment. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    terms: text("terms").notNull(),
    /** The gross before tax, after discounts. */
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull().default(0),
    /** The base Washington tax is charged on; 0 when nothing is taxed. */
    taxableCents: bigint("taxable_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    depositCents: bigint("deposit_cents", { mode: "number" }).notNull().default(0),
    /** The card deposit's share of `taxCents`; the balance invoice carries the rest. */
    depositTaxCents: bigint("deposit_tax_cents", { mode: "number" }).notNull().default(0),
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
    /**
     * The offered lines the buyer chose on accepting (their indexes in `lines`, sorted), or null when the
     * version offered no choices. Accepting writes the chosen lines' totals and home count over the
     * default ones, once (docs/decisions/0132).
     */
    acceptedChoices: jsonb("accepted_choices").$type<number[]>(),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** The buyer's purchase order, once they answer with one: every stage's invoice is raised against it. */
    purchaseOrderNumber: text("purchase_order_number"),
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
    check("proposals_kind_known", sql`${table.kind} in (${sql.raw(PROPOSAL_KINDS.map((k) => `'${k}'`).join(", "))})`),
    check("proposals_rental_terms", sql`(${table.kind} = 'rental') = (${table.rental} is not null)`),
    check("proposals_tax_rate_range", sql`${table.taxRateMilli} is null or ${table.taxRateMilli} between 0 and 100000`),
    check("proposals_total_not_negative", sql`${table.totalCents} >= 0`),
    check(
      "proposals_choices_with_acceptance",
      sql`${table.acceptedChoices} is null or ${table.acceptedAt} is not null`,
    ),
    check(
      "proposals_tax_treatment_known",
      sql`${table.taxTreatment} in (${sql.raw(TAX_TREATMENTS.map((t) => `'${t}'`).join(", "))})`,
    ),
    check(
      "proposals_tax_buyer_kind_known",
      sql`${table.taxBuyerKind} is null or ${table.taxBuyerKind} in (${sql.raw(TAX_BUYER_KINDS.map((k) => `'${k}'`).join(", "))})`,
    ),
    check(
      "proposals_tax_rate_source_known",
      sql`${table.taxRateSource} is null or ${table.taxRateSource} in (${sql.raw(RATE_SOURCES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check(
      "proposals_delivery_state_format",
      sql`${table.deliveryState} is null or ${table.deliveryState} ~ '^[A-Z]{2}$'`,
    ),
    check(
      "proposals_delivery_zip_format",
      sql`${table.deliveryZip} is null or ${table.deliveryZip} ~ '^[0-9]{5}([0-9]{4})?$'`,
    ),
    check(
      "proposals_tax_quarter_format",
      sql`${table.taxQuarter} is null or ${table.taxQuarter} ~ '^[0-9]{4}-Q[1-4]$'`,
    ),
    check(
      "proposals_tax_rate_parts",
      sql`${table.taxStateRateMilli} is null or ${table.taxLocalRateMilli} is null or ${table.taxRateMilli} = ${table.taxStateRateMilli} + ${table.taxLocalRateMilli}`,
    ),
    check("proposals_taxable_range", sql`${table.taxableCents} between 0 and greatest(${table.subtotalCents}, 0)`),
    check("proposals_deposit_tax_range", sql`${table.depositTaxCents} between 0 and ${table.taxCents}`),
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
    /** What the invoice asks for before tax, and its share of the proposal's tax: together `amountCents`. */
    preTaxCents: bigint("pre_tax_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    /** What its credit notes took off (kept by a trigger on credit_notes): it asks for `amountCents - creditedCents`. */
    creditedCents: bigint("credited_cents", { mode: "number" }).notNull().default(0),
    poNumber: text("po_number"),
    /** The payment schedule's stage it bills (its index), and the unit for a per-unit stage; null for an invoice outside a schedule. */
    stage: integer("stage"),
    unit: integer("unit"),
    /** The change order whose difference it bills, when every stage was invoiced before it (references change_orders, in the migration). */
    changeOrderId: bigint("change_order_id", { mode: "number" }).unique("invoices_change_order_once"),
    /** The billing period a rental-period invoice bills, up to (not including) its end; null for every other invoice. */
    periodStartsOn: date("period_starts_on", { mode: "string" }),
    periodEndsOn: date("period_ends_on", { mode: "string" }),
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
    // A stage (and unit) has one live invoice, however often or concurrently its trigger fires. Its
    // triggers never issue it again once voided; the owner may, deliberately (stage-triggers.server.ts).
    uniqueIndex("invoices_stage_once")
      .on(table.proposalId, table.stage, sql`coalesce(${table.unit}, 0)`)
      .where(sql`${table.stage} is not null and ${table.status} <> 'void'`),
    check(
      "invoices_stage_range",
      sql`(${table.stage} is null or ${table.stage} >= 0) and (${table.unit} is null or (${table.stage} is not null and ${table.unit} >= 1))`,
    ),
    // A rental's period is invoiced once, however often or concurrently the periodic job runs.
    uniqueIndex("invoices_period_once")
      .on(table.proposalId, table.periodStartsOn)
      .where(sql`${table.periodStartsOn} is not null and ${table.status} <> 'void'`),
    check(
      "invoices_period_fields",
      sql`(${table.periodStartsOn} is null) = (${table.periodEndsOn} is null) and (${table.periodStartsOn} is null or (${table.periodEndsOn} > ${table.periodStartsOn} and ${table.stage} is null))`,
    ),
    check("invoices_amount_positive", sql`${table.amountCents} > 0`),
    check("invoices_tax_share_range", sql`${table.preTaxCents} >= 0 and ${table.taxCents} >= 0`),
    check("invoices_credited_within", sql`${table.creditedCents} between 0 and ${table.amountCents}`),
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

/**
 * The record of a delivery outside Washington (WAC 458-20-193): who
 * delivered, where, when, and the buyer's acknowledgement made on the day,
 * typed or drawn. Kept with the order; it is what lets such a sale carry no
 * Washington sales tax.
 */
export const deliveryRecords = pgTable(
  "delivery_records",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    /** The business's driver or carrier. */
    deliveredBy: text("delivered_by").notNull(),
    /** The address the homes were left at. */
    place: text("place").notNull(),
    state: text("state").notNull(),
    deliveredOn: date("delivered_on", { mode: "string" }).notNull(),
    /** Who received the homes for the buyer. */
    receivedBy: text("received_by").notNull(),
    acknowledgement: text("acknowledgement").$type<AcknowledgementKind>().notNull(),
    /** The name the buyer typed, or printed beside a drawn signature. */
    acknowledgedName: text("acknowledged_name").notNull(),
    /** A drawn signature as SVG path data; null when typed. */
    signatureDrawing: text("signature_drawing"),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }).notNull(),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * The home delivered: one record per unit, which the unique key holds.
     * Null only for records made before orders had units. Its foreign key to
     * order_units is written in the migration, so this module need not import
     * production's (which imports this one).
     */
    orderUnitId: bigint("order_unit_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("delivery_records_proposal_idx").on(table.proposalId),
    unique("delivery_records_unit_unique").on(table.orderUnitId),
    check("delivery_records_state_format", sql`${table.state} ~ '^[A-Z]{2}$'`),
    check(
      "delivery_records_acknowledgement_known",
      sql`${table.acknowledgement} in (${sql.raw(ACKNOWLEDGEMENT_KINDS.map((k) => `'${k}'`).join(", "))})`,
    ),
    check(
      "delivery_records_drawing_when_drawn",
      sql`(${table.acknowledgement} = 'drawn') = (${table.signatureDrawing} is not null)`,
    ),
    check(
      "delivery_records_text_lengths",
      sql`length(${table.deliveredBy}) between 1 and 200 and length(${table.place}) between 1 and 300 and length(${table.receivedBy}) between 1 and 200 and length(${table.acknowledgedName}) between 1 and 200 and (${table.signatureDrawing} is null or length(${table.signatureDrawing}) <= 100000)`,
    ),
  ],
);

/** A proposal version as stored. */
export type ProposalRow = typeof proposals.$inferSelect;
/** An invoice as stored. */
export type InvoiceRow = typeof invoices.$inferSelect;
/** An out-of-state delivery's record as stored. */
export type DeliveryRecordRow = typeof deliveryRecords.$inferSelect;
