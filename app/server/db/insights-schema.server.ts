/**
 * First-party, cookie-less analytics (docs/decisions/0026, 0027). Raw page
 * views live in `insight_events`, which the migration turns into a table
 * partitioned by month of `day`; complete days are rolled up into
 * `insight_days` and `insight_day_counts`, which stay after the raw rows are dropped.
 */
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { DEVICE_CLASSES, INSIGHT_DIMENSIONS } from "#app/domain/insights/kinds";

export const insightDevice = pgEnum("insight_device", DEVICE_CLASSES);
export const insightDimension = pgEnum("insight_dimension", INSIGHT_DIMENSIONS);

/** One secret salt per Pacific day, shared by every instance; earlier days' salts are deleted. */
export const insightSalts = pgTable("insight_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counted page view. No address, no user agent, no cookie: `visitor` is
 * 48 bits of the day's visitor hash, meaningless once the day's salt is gone.
 * Partitioned by month of `day` (the custom migration); no primary key, as
 * nothing ever looks one row up.
 */
export const insightEvents = pgTable(
  "insight_events",
  {
    /** The Pacific day it was counted on: the partition key. */
    day: date("day", { mode: "string" }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    visitor: bigint("visitor", { mode: "number" }).notNull(),
    path: text("path").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** utm_source, else the referrer's host, else "(direct)" (app/domain/insights/source.ts). */
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    device: insightDevice("device").notNull(),
  },
  (table) => [index("insight_events_visitor_idx").on(table.day, table.visitor, table.occurredAt)],
);

/** A day rolled up: its totals. A row here means the day's counts below are complete and final. */
export const insightDays = pgTable(
  "insight_days",
  {
    day: date("day", { mode: "string" }).primaryKey(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    aggregatedAt: timestamp("aggregated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("insight_days_counts", sql`${table.views} >= ${table.visitors} and ${table.visitors} >= 0`)],
);

/**
 * A day's counts by dimension and value: views and visitors of a page; for
 * the others, the visitors who entered that way and all the views they made.
 */
export const insightDayCounts = pgTable(
  "insight_day_counts",
  {
    day: date("day", { mode: "string" })
      .notNull()
      .references(() => insightDays.day, { onDelete: "cascade" }),
    dimension: insightDimension("dimension").notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    index("insight_day_counts_dimension_idx").on(table.dimension, table.day),
  ],
);
