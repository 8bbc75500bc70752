import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { FILING_FREQUENCIES } from "#app/domain/tax/filing-periods";

import { user } from "./auth-schema.server";

/**
 * Facts the owner edits in the console and every page states (units ready,
 * the next free build slot). One row; `version` refuses a stale save.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    unitsReady: integer("units_ready").notNull(),
    /** The month of the next free build slot, `YYYY-MM`; null when none is announced. */
    nextBuildMonth: text("next_build_month"),
    /** How often the sales tax return is filed (DOR assigns it): the Tax page's periods. */
    taxFilingFrequency: text("tax_filing_frequency", { enum: FILING_FREQUENCIES }).notNull().default("quarterly"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("site_settings_one_row", sql`${table.id} = 1`),
    check("site_settings_units_ready_range", sql`${table.unitsReady} between 0 and 9999`),
    check("site_settings_next_build_month_format", sql`${table.nextBuildMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("site_settings_tax_filing_frequency", sql`${table.taxFilingFrequency} in ('monthly', 'quarterly')`),
  ],
);

/**
 * Every change made in the console: who, when, what, before and after.
 * Written in the same transaction as the change it describes.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as written, so the record survives the account. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId),
  ],
);

/**
 * Fixed-window counters shared by every server instance (quote requests,
 * payment intents, sign-in attempts per account). A row per key and window.
 */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull().default(0),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("request_limits_window_idx").on(table.windowEndsAt)],
);
