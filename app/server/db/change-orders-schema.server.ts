import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";

import { BUILD_STAGES } from "#app/domain/production/stages";
import { CHANGE_ORDER_STATUSES, type ChangeOrderLine, type PlannedInvoice } from "#app/domain/proposals/change-orders";

import { user } from "./auth-schema.server";
import { creditNotes } from "./credit-notes-schema.server";
import { outbox } from "./outbox-schema.server";
import { invoices, proposals } from "./proposals-schema.server";

const statusList = sql.raw(CHANGE_ORDER_STATUSES.map((status) => `'${status}'`).join(", "));
const stageList = sql.raw(BUILD_STAGES.map((stage) => `'${stage}'`).join(", "));

/**
 * A change to an accepted proposal: lines added or taken off, priced and
 * taxed at the proposal's rate, sent on its own private link (kept as a
 * proposal's is: a hash and a nonce) with its own deadline and typed
 * acceptance. A trigger in the migration refuses any change to its content
 * once it is sent, and to its acceptance once recorded. `scheduleAfter` is
 * the schedule's invoices as they stand after it was accepted: the stage
 * triggers invoice from the latest one.
 */
export const changeOrders = pgTable(
  "change_orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    /** Its place among the proposal's change orders, from 1 without gaps: "…-CO1". */
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    status: text("status").$type<(typeof CHANGE_ORDER_STATUSES)[number]>().notNull().default("draft"),
    tokenHash: text("token_hash").notNull().unique(),
    linkNonce: text("link_nonce").notNull(),
    lines: jsonb("lines").$type<ChangeOrderLine[]>().notNull(),
    note: text("note").notNull().default(""),
    /** The proposal's charged rate, copied: null when it charged no tax. */
    taxRateMilli: integer("tax_rate_milli"),
    /** Signed: a decrease is negative. */
    subtotalCents: bigint("subtotal_cents", { mode: "number" }).notNull().default(0),
    taxCents: bigint("tax_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull().default(0),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
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
    scheduleAfter: jsonb("schedule_after").$type<PlannedInvoice[]>(),
    /** With every stage invoiced: the invoice of an increase, or the first credit note of a decrease. */
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id, { onDelete: "restrict" }),
    creditNoteId: bigint("credit_note_id", { mode: "number" }).references(() => creditNotes.id, {
      onDelete: "restrict",
    }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("change_orders_sequence_unique").on(table.proposalId, table.sequence),
    unique("change_orders_number_unique").on(table.number),
    index("change_orders_proposal_idx").on(table.proposalId, table.status),
    check("change_orders_status_known", sql`${table.status} in (${statusList})`),
    check("change_orders_sequence_positive", sql`${table.sequence} >= 1`),
    check("change_orders_token_hash_format", sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check("change_orders_link_nonce_format", sql`${table.linkNonce} ~ '^[0-9a-f]{32}$'`),
    check("change_orders_note_length", sql`length(${table.note}) <= 2000`),
    check("change_orders_total_adds_up", sql`${table.totalCents} = ${table.subtotalCents} + ${table.taxCents}`),
    check(
      "change_orders_accepted_fields",
      sql`(${table.status} = 'accepted') = (${table.acceptedAt} is not null and ${table.acceptedHash} is not null)`,
    ),
  ],
);

/**
 * The one email a stage sends an order's buyer: homes of one order reaching
 * a stage together are told in one message, rewritten while it waits in the
 * outbox, not one email per home.
 */
export const orderStageEmails = pgTable(
  "order_stage_emails",
  {
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" })
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    /** The homes (their numbers in the order) the waiting email lists. */
    units: jsonb("units").$type<number[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.proposalId, table.stage] }),
    check("order_stage_emails_stage_known", sql`${table.stage} in (${stageList})`),
  ],
);

export type ChangeOrderRow = typeof changeOrders.$inferSelect;
