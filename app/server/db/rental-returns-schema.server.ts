import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { CHARGE_KINDS, type ChargeKind, type InspectionChecklist } from "#app/domain/rentals/returns";

import { user } from "./auth-schema.server";
import { invoices, proposals } from "./proposals-schema.server";
import { quoteRequests, rentalBookings, rentalUnits } from "./quote-requests-schema.server";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A unit's return inspection (docs/decisions/0145): one per booking of an
 * accepted rental, so a second recording of the same return is refused by
 * the unique booking, never stored twice.
 */
export const rentalInspections = pgTable(
  "rental_inspections",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .unique("rental_inspections_booking_once")
      .references(() => rentalBookings.id, { onDelete: "restrict" }),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    unitId: bigint("unit_id", { mode: "number" })
      .notNull()
      .references(() => rentalUnits.id, { onDelete: "restrict" }),
    checklist: jsonb("checklist").$type<InspectionChecklist>().notNull(),
    notes: text("notes").notNull().default(""),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rental_inspections_proposal_idx").on(table.proposalId),
    check("rental_inspections_notes_length", sql`length(${table.notes}) <= 2000`),
  ],
);

/** A charge an inspection found: damage or cleaning, what for, and how much. */
export const rentalInspectionCharges = pgTable(
  "rental_inspection_charges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inspectionId: bigint("inspection_id", { mode: "number" })
      .notNull()
      .references(() => rentalInspections.id, { onDelete: "restrict" }),
    kind: text("kind").$type<ChargeKind>().notNull(),
    description: text("description").notNull(),
    cents: bigint("cents", { mode: "number" }).notNull(),
  },
  (table) => [
    index("rental_inspection_charges_inspection_idx").on(table.inspectionId),
    check(
      "rental_inspection_charges_kind_known",
      sql`${table.kind} in (${sql.raw(CHARGE_KINDS.map((k) => `'${k}'`).join(", "))})`,
    ),
    check("rental_inspection_charges_description_length", sql`length(${table.description}) between 1 and 200`),
    check("rental_inspection_charges_cents_range", sql`${table.cents} between 1 and 5000000`),
  ],
);

/** An inspection's photos, made by the photo library's pipeline, read only through the console. */
export const rentalInspectionPhotos = pgTable(
  "rental_inspection_photos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inspectionId: bigint("inspection_id", { mode: "number" })
      .notNull()
      .references(() => rentalInspections.id, { onDelete: "restrict" }),
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [
    index("rental_inspection_photos_inspection_idx").on(table.inspectionId),
    check("rental_inspection_photos_hash_shape", sql`${table.hash} ~ '^[0-9a-f]{16}$'`),
  ],
);

export const rentalInspectionPhotoFiles = pgTable(
  "rental_inspection_photo_files",
  {
    photoId: bigint("photo_id", { mode: "number" })
      .notNull()
      .references(() => rentalInspectionPhotos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width] })],
);

/** How a deposit goes back: to the card it was paid with, or sent by hand (check, ACH) and marked sent. */
export const DEPOSIT_REFUND_WAYS = ["card", "by-hand"] as const;
export type DepositRefundWay = (typeof DEPOSIT_REFUND_WAYS)[number];

/**
 * A rental's security deposit settled once every unit is inspected: the
 * deposit the ledger holds, less the charges, never below zero (the rest
 * invoiced). One per rental (unique); the owner carries it out, and its
 * `refundedAt` says when.
 */
export const rentalDepositRefunds = pgTable(
  "rental_deposit_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .unique("rental_deposit_refunds_once")
      .references(() => proposals.id, { onDelete: "restrict" }),
    depositPaidCents: bigint("deposit_paid_cents", { mode: "number" }).notNull(),
    chargesCents: bigint("charges_cents", { mode: "number" }).notNull(),
    refundCents: bigint("refund_cents", { mode: "number" }).notNull(),
    /** The invoice for the charges beyond the deposit, if any. */
    restInvoiceId: bigint("rest_invoice_id", { mode: "number" }).references(() => invoices.id, {
      onDelete: "restrict",
    }),
    way: text("way").$type<DepositRefundWay>().notNull(),
    /** The card payment's intent a card refund goes back through. */
    intentId: text("intent_id"),
    provider: text("provider"),
    providerRefundId: text("provider_refund_id"),
    /** What the owner noted when sending it by hand (check number, ACH reference). */
    sentNote: text("sent_note"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refundedBy: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "rental_deposit_refunds_sum",
      sql`${table.depositPaidCents} >= 0 and ${table.chargesCents} >= 0 and ${table.refundCents} = greatest(0, ${table.depositPaidCents} - ${table.chargesCents})`,
    ),
    check(
      "rental_deposit_refunds_way",
      sql`${table.way} in ('card', 'by-hand') and (${table.way} = 'card') = (${table.intentId} is not null and ${table.provider} is not null)`,
    ),
    check("rental_deposit_refunds_nothing_to_send", sql`${table.refundCents} > 0 or ${table.refundedAt} is not null`),
    check("rental_deposit_refunds_note_length", sql`${table.sentNote} is null or length(${table.sentNote}) <= 300`),
  ],
);

/**
 * A rental turned into a purchase: the sale's request and draft, crediting a
 * share of the rent the ledger holds on the rental's period invoices. Once
 * per rental (unique), and the credit is the share of the rent to the cent,
 * rounded half up (checked).
 */
export const rentalPurchaseConversions = pgTable(
  "rental_purchase_conversions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    rentalProposalId: bigint("rental_proposal_id", { mode: "number" })
      .notNull()
      .unique("rental_purchase_conversions_once")
      .references(() => proposals.id, { onDelete: "restrict" }),
    quoteRequestId: bigint("quote_request_id", { mode: "number" })
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "restrict" }),
    saleProposalId: bigint("sale_proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    shareBasisPoints: integer("share_basis_points").notNull(),
    rentPaidCents: bigint("rent_paid_cents", { mode: "number" }).notNull(),
    creditCents: bigint("credit_cents", { mode: "number" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("rental_purchase_conversions_share_range", sql`${table.shareBasisPoints} between 1 and 10000`),
    check(
      "rental_purchase_conversions_credit",
      sql`${table.rentPaidCents} >= 0 and ${table.creditCents} = (${table.rentPaidCents} * ${table.shareBasisPoints} + 5000) / 10000`,
    ),
  ],
);

export type RentalInspectionRow = typeof rentalInspections.$inferSelect;
export type RentalDepositRefundRow = typeof rentalDepositRefunds.$inferSelect;
