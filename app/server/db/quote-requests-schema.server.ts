import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { BUYER_TYPES, INTENTS, MODELS } from "#app/domain/quote-requests/rules";
import { QUOTE_REQUEST_STATUSES } from "#app/domain/quote-requests/status";
import { RENTAL_PERIOD_KINDS, REPAIR_MAX_DAYS } from "#app/domain/rentals/fleet";

import { user } from "./auth-schema.server";

export const quoteRequestStatus = pgEnum("quote_request_status", QUOTE_REQUEST_STATUSES);
export const buyerType = pgEnum("buyer_type", BUYER_TYPES);
export const quoteRequestIntent = pgEnum("quote_request_intent", INTENTS);
export const homeModel = pgEnum("home_model", MODELS);
export const rentalPeriodKind = pgEnum("rental_period_kind", RENTAL_PERIOD_KINDS);

/** A quote or rental request from the site; `reference` (Q-1001, …) is what the buyer quotes back. */
export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reference: text("reference")
      .notNull()
      .generatedAlwaysAs(sql`'Q-' || (id + 1000)::text`),
    /** The form's one-time key: a resubmitted page finds this request instead of making another. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: quoteRequestStatus("status").notNull().default("new"),
    buyerType: buyerType("buyer_type").notNull(),
    intent: quoteRequestIntent("intent").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organization: text("organization"),
    /** A government buyer's bid or purchase-order reference. */
    poReference: text("po_reference"),
    units: integer("units").notNull(),
    model: homeModel("model").notNull(),
    /** Option slugs: bathroom, kitchen, custom-paint. */
    options: text("options")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Papers the buyer asked for (w9, insurance), sent from the console with one click. */
    papers: text("papers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the owner last sent the papers asked for. */
    papersSentAt: timestamp("papers_sent_at", { withTimezone: true }),
    /** The delivery address as the buyer typed it: the street and city are optional, the ZIP is not. */
    deliveryStreet: text("delivery_street"),
    deliveryCityName: text("delivery_city_name"),
    zip: text("zip").notNull(),
    /** The delivery estimate at the time of the request; null outside the delivery area. */
    deliveryCity: text("delivery_city"),
    deliveryState: text("delivery_state"),
    deliveryMiles: integer("delivery_miles"),
    deliveryFeeCents: integer("delivery_fee_cents"),
    /** `YYYY-MM`. */
    neededBy: text("needed_by").notNull(),
    rentalStart: date("rental_start", { mode: "string" }),
    rentalDays: integer("rental_days"),
    message: text("message").notNull().default(""),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Where the visit that led here came from (app/server/insights/attribution.server.ts
     * `attributeRequest`): utm_source, else the referring host, else "(direct)"; null when
     * nothing is known (a request from before Insights, or a browser that opted out).
     * Proposals, deposits and invoices inherit these through their request.
     */
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    referrerHost: text("referrer_host"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_requests_created_idx").on(table.createdAt),
    index("quote_requests_status_idx").on(table.status, table.createdAt),
    index("quote_requests_user_idx").on(table.userId, table.createdAt),
    index("quote_requests_source_idx").on(table.createdAt, table.source),
    check("quote_requests_units_range", sql`${table.units} between 1 and 500`),
    check("quote_requests_papers_known", sql`${table.papers} <@ array['w9', 'insurance']::text[]`),
    check("quote_requests_zip_format", sql`${table.zip} ~ '^[0-9]{5}$'`),
    check(
      "quote_requests_delivery_address_lengths",
      sql`(${table.deliveryStreet} is null or length(${table.deliveryStreet}) between 1 and 200) and (${table.deliveryCityName} is null or length(${table.deliveryCityName}) between 1 and 100)`,
    ),
    check("quote_requests_needed_by_format", sql`${table.neededBy} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    // Rentals are for under 180 days of continuous occupancy (WAC 296-150P).
    check(
      "quote_requests_rental_days_range",
      sql`${table.rentalDays} is null or ${table.rentalDays} between 1 and 179`,
    ),
    check(
      "quote_requests_rental_fields",
      sql`(${table.intent} = 'rent') = (${table.rentalStart} is not null and ${table.rentalDays} is not null)`,
    ),
  ],
);

/** Private notes on a request, by the staff member who wrote them. */
export const quoteRequestNotes = pgTable(
  "quote_request_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    quoteRequestId: bigint("quote_request_id", { mode: "number" })
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("quote_request_notes_quote_request_idx").on(table.quoteRequestId, table.createdAt),
    check("quote_request_notes_body_length", sql`length(${table.body}) between 1 and 5000`),
  ],
);

/**
 * A unit kept for renting out: the name the owner knows it by, the model, the
 * maker's serial number and the Labor & Industries insignia it carries, and
 * where it stands. Retired units keep `archivedAt`; the other states come from
 * rental_bookings (domain/rentals/fleet.ts).
 */
export const rentalUnits = pgTable(
  "rental_units",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    model: homeModel("model").notNull(),
    /** Null only for units added before the fleet kept them; the console asks for both. */
    serialNumber: text("serial_number").unique(),
    insigniaNumber: text("insignia_number").unique(),
    location: text("location").notNull().default(""),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("rental_units_location_length", sql`length(${table.location}) <= 120`)],
);

/**
 * The rate card: one row per model, integer cents. Delivery and pick-up are
 * each the delivery fee for the renter's ZIP (domain/delivery/fee.ts), so they
 * are not stored here.
 */
export const rentalRates = pgTable(
  "rental_rates",
  {
    model: homeModel("model").primaryKey(),
    dailyCents: integer("daily_cents").notNull(),
    weeklyCents: integer("weekly_cents").notNull(),
    monthlyCents: integer("monthly_cents").notNull(),
    depositCents: integer("deposit_cents").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "rental_rates_positive",
      sql`${table.dailyCents} > 0 and ${table.weeklyCents} > 0 and ${table.monthlyCents} > 0 and ${table.depositCents} >= 0`,
    ),
  ],
);

/**
 * A unit booked from `startsOn` up to (not including) `endsOn`, or (kind
 * `repair`) out for repair over those days. Periods of one unit never
 * overlap: the migration adds an exclusion constraint
 * (rental_bookings_no_overlap), so PostgreSQL itself refuses a booking across
 * a repair as it refuses one across another booking.
 */
export const rentalBookings = pgTable(
  "rental_bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    unitId: integer("unit_id")
      .notNull()
      .references(() => rentalUnits.id, { onDelete: "restrict" }),
    quoteRequestId: bigint("quote_request_id", { mode: "number" }).references(() => quoteRequests.id, {
      onDelete: "set null",
    }),
    kind: rentalPeriodKind("kind").notNull().default("booking"),
    /**
     * The accepted rental proposal that made the booking. Its foreign key to
     * proposals is written in the migration, so this module need not import
     * the proposals' (which imports this one).
     */
    proposalId: bigint("proposal_id", { mode: "number" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rental_bookings_unit_idx").on(table.unitId, table.startsOn),
    index("rental_bookings_proposal_idx").on(table.proposalId),
    check("rental_bookings_repair_unproposed", sql`${table.kind} = 'booking' or ${table.proposalId} is null`),
    check("rental_bookings_order", sql`${table.endsOn} > ${table.startsOn}`),
    // Stays are under 180 days (WAC 296-150P); a repair may run up to a year before the unit is retired.
    check("rental_bookings_under_180_days", sql`${table.kind} = 'repair' or ${table.endsOn} - ${table.startsOn} < 180`),
    check(
      "rental_bookings_repair_length",
      sql`${table.kind} = 'booking' or ${table.endsOn} - ${table.startsOn} <= ${sql.raw(String(REPAIR_MAX_DAYS))}`,
    ),
    check("rental_bookings_repair_unrequested", sql`${table.kind} = 'booking' or ${table.quoteRequestId} is null`),
  ],
);
