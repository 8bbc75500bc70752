import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  customType,
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

import { user } from "./auth-schema.server";
import { deliveryRecords, proposals } from "./proposals-schema.server";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
const stageList = sql.raw(BUILD_STAGES.map((stage) => `'${stage}'`).join(", "));

/** How many homes the workshop finishes a week: the build queue's expected months follow it. One row. */
export const buildSettings = pgTable(
  "build_settings",
  {
    id: integer("id").primaryKey().default(1),
    weeklyRate: integer("weekly_rate").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("build_settings_one_row", sql`${table.id} = 1`),
    check("build_settings_weekly_rate_range", sql`${table.weeklyRate} between 0 and 100`),
  ],
);

/**
 * One home of an accepted order: a proposal for twenty homes has twenty rows,
 * numbered from 1. Made in the transaction that accepts the proposal.
 * `acceptedAt` is the proposal's, copied so the build queue orders by it.
 */
export const orderUnits = pgTable(
  "order_units",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    unit: integer("unit").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull(),
    /** When the unit reached "ready": it leaves the build queue. */
    readyAt: timestamp("ready_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The owner's note for the workshop on this home's build sheet (which home has the kitchen, its colour). */
    buildNote: text("build_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("order_units_unit_unique").on(table.proposalId, table.unit),
    check("order_units_build_note_length", sql`length(${table.buildNote}) <= 2000`),
    index("order_units_queue_idx").on(table.acceptedAt, table.proposalId, table.unit),
    check("order_units_unit_positive", sql`${table.unit} >= 1`),
  ],
);

/** A build stage a unit reached: each stage once per unit (the primary key refuses a second). */
export const orderUnitStages = pgTable(
  "order_unit_stages",
  {
    orderUnitId: bigint("order_unit_id", { mode: "number" })
      .notNull()
      .references(() => orderUnits.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    reachedOn: date("reached_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    markedBy: text("marked_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.orderUnitId, table.stage] }),
    check("order_unit_stages_stage_known", sql`${table.stage} in (${stageList})`),
    check("order_unit_stages_note_length", sql`length(${table.note}) <= 2000`),
  ],
);

/**
 * A dated photo of a unit at a stage, or on its delivery day ("delivered").
 * Made by the photo library's pipeline; only its JPEG sizes are kept, served
 * to the order's own page and the console.
 */
export const orderUnitPhotos = pgTable(
  "order_unit_photos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderUnitId: bigint("order_unit_id", { mode: "number" })
      .notNull()
      .references(() => orderUnits.id, { onDelete: "cascade" }),
    stage: text("stage").notNull(),
    takenOn: date("taken_on", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_unit_photos_unit_idx").on(table.orderUnitId, table.stage),
    check("order_unit_photos_stage_known", sql`${table.stage} in (${stageList}, 'delivered')`),
    check("order_unit_photos_hash_shape", sql`${table.hash} ~ '^[0-9a-f]{16}$'`),
  ],
);

export const orderUnitPhotoFiles = pgTable(
  "order_unit_photo_files",
  {
    photoId: bigint("photo_id", { mode: "number" })
      .notNull()
      .references(() => orderUnitPhotos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width] })],
);

/**
 * A day the trucks deliver, and how many homes they can carry. `booked` is
 * kept by a trigger on delivery_bookings and can never pass `capacity` (a
 * check), so two buyers can never both take a day's last place.
 */
export const deliveryDays = pgTable(
  "delivery_days",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("delivery_days_capacity_range", sql`${table.capacity} between 0 and 50`),
    check("delivery_days_within_capacity", sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);

/**
 * A unit's delivery day, taken by the buyer after acknowledging the site
 * checklist (the items and the moment are kept), and what happened on the day.
 */
export const deliveryBookings = pgTable(
  "delivery_bookings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderUnitId: bigint("order_unit_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => orderUnits.id, { onDelete: "restrict" }),
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => deliveryDays.day, { onDelete: "restrict" }),
    checklist: jsonb("checklist").$type<string[]>().notNull(),
    checklistAcknowledgedAt: timestamp("checklist_acknowledged_at", { withTimezone: true }).notNull(),
    /** On the day: when the home was set down, who received it, and the name the buyer typed. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    receivedBy: text("received_by"),
    acknowledgedName: text("acknowledged_name"),
    note: text("note").notNull().default(""),
    /** The out-of-state delivery's record (WAC 458-20-193), when the home left Washington. */
    deliveryRecordId: bigint("delivery_record_id", { mode: "number" }).references(() => deliveryRecords.id, {
      onDelete: "restrict",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("delivery_bookings_day_idx").on(table.day),
    check(
      "delivery_bookings_delivered_fields",
      sql`(${table.deliveredAt} is null) = (${table.receivedBy} is null) and (${table.deliveredAt} is null) = (${table.acknowledgedName} is null)`,
    ),
  ],
);

export type OrderUnitRow = typeof orderUnits.$inferSelect;
export type DeliveryBookingRow = typeof deliveryBookings.$inferSelect;
