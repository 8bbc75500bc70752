import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { user } from "./auth-schema.server";

/**
 * The pages the owner edits (console → Pages): each page's draft, the version
 * guests see, and the one waiting for its time. `draft_revision` refuses a
 * save made on a draft someone else has changed since it was read.
 */
export const sitePages = pgTable(
  "site_pages",
  {
    page: text("page").primaryKey(),
    /** The words being edited, as typed blocks (never HTML). */
    draft: jsonb("draft").notNull(),
    draftRevision: integer("draft_revision").notNull().default(1),
    /** The version guests see. */
    publishedNumber: integer("published_number").notNull(),
    /** A version to publish at `scheduled_at`; claimed once by whichever instance reaches it first. */
    scheduledNumber: integer("scheduled_number"),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every page the owner writes, including content pages not yet given a design: a key here
    // costs nothing until the app has its words, and adding a page then needs no migration.
    check(
      "site_pages_page",
      sql`${table.page} in ('home', 'story', 'faq', 'notice', 'benefits', 'bedroom', 'office', 'bathroom', 'kitchen', 'paint', 'specs', 'construction', 'customize', 'delivery', 'social', 'contact', 'government', 'rent')`,
    ),
    check("site_pages_schedule_whole", sql`(${table.scheduledNumber} is null) = (${table.scheduledAt} is null)`),
  ],
);

/** Every version a page has had or is waiting to have: kept for good, so any can be restored. */
export const sitePageVersions = pgTable(
  "site_page_versions",
  {
    page: text("page")
      .notNull()
      .references(() => sitePages.page),
    number: integer("number").notNull(),
    words: jsonb("words").notNull(),
    /** When it went live; null while it waits for its scheduled time. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The version it restores, for a revert. */
    revertedFrom: integer("reverted_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdById: text("created_by_id").references(() => user.id, { onDelete: "set null" }),
    createdByEmail: text("created_by_email").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.page, table.number] }),
    check("site_page_versions_number", sql`${table.number} > 0`),
  ],
);
