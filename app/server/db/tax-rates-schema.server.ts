import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { user } from "./auth-schema.server";

const quarterCheck = (column: unknown) => sql`${column} ~ '^[0-9]{4}-Q[1-4]$'`;
const rateCheck = (column: unknown) => sql`${column} between 0 and 15000`;

/**
 * One quarter's pair of DOR rate files as the owner uploaded them. A quarter
 * has at most one: uploading it again replaces this row and, by cascade,
 * every range and rate it brought.
 */
export const taxRateLoads = pgTable(
  "tax_rate_loads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "2026-Q4": the quarter the ZIP+4 file's ranges start in. */
    quarter: text("quarter").notNull().unique(),
    /** The first and last day the ZIP+4 file's ranges apply. */
    effectiveStart: date("effective_start", { mode: "string" }).notNull(),
    effectiveEnd: date("effective_end", { mode: "string" }).notNull(),
    zipPlus4FileName: text("zip_plus4_file_name").notNull(),
    zipPlus4Rows: integer("zip_plus4_rows").notNull(),
    ratesFileName: text("rates_file_name").notNull(),
    ratesRows: integer("rates_rows").notNull(),
    uploadedById: text("uploaded_by_id").references(() => user.id, { onDelete: "set null" }),
    uploadedByEmail: text("uploaded_by_email").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("tax_rate_loads_quarter", quarterCheck(table.quarter)),
    check("tax_rate_loads_period", sql`${table.effectiveStart} <= ${table.effectiveEnd}`),
    check("tax_rate_loads_rows", sql`${table.zipPlus4Rows} > 0 and ${table.ratesRows} > 0`),
  ],
);

/**
 * What every row of both DOR files holds: the load it came in, a location code with its state,
 * local and total rates for a period, and its line in the file (for messages). New builders on
 * each call: a column belongs to one table.
 */
function codeRateColumns() {
  return {
    loadId: bigint("load_id", { mode: "number" })
      .notNull()
      .references(() => taxRateLoads.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    stateRateMilli: integer("state_rate_milli").notNull(),
    localRateMilli: integer("local_rate_milli").notNull(),
    rateMilli: integer("rate_milli").notNull(),
    effectiveStart: date("effective_start", { mode: "string" }).notNull(),
    effectiveEnd: date("effective_end", { mode: "string" }).notNull(),
    line: integer("line").notNull(),
  };
}

/** A row of DOR's ZIP+4 file: a range of ZIP+4 codes in one location code, for a period. */
export const taxZipPlus4Ranges = pgTable(
  "tax_zip_plus4_ranges",
  {
    ...codeRateColumns(),
    zip: text("zip").notNull(),
    plus4Low: integer("plus4_low").notNull(),
    plus4High: integer("plus4_high").notNull(),
  },
  (table) => [
    index("tax_zip_plus4_ranges_load_idx").on(table.loadId, table.line),
    check("tax_zip_plus4_ranges_rate", rateCheck(table.rateMilli)),
  ],
);

/** A row of DOR's rates-by-location-code file. */
export const taxLocationRates = pgTable(
  "tax_location_rates",
  {
    ...codeRateColumns(),
    location: text("location").notNull(),
  },
  (table) => [
    index("tax_location_rates_load_idx").on(table.loadId, table.code),
    check("tax_location_rates_rate", rateCheck(table.rateMilli)),
  ],
);

/**
 * DOR's address lookup's definite answers, one per normalised address and
 * quarter, so an address is asked about once a quarter. "Not found" is kept
 * too; a timeout or an answer that could not be read is never kept.
 */
export const taxLookupAnswers = pgTable(
  "tax_lookup_answers",
  {
    addressKey: text("address_key").notNull(),
    quarter: text("quarter").notNull(),
    found: boolean("found").notNull(),
    /** DOR's result code (0–6). */
    resultCode: integer("result_code").notNull(),
    /** "address", "zip+4" or "zip" when found. */
    match: text("match"),
    code: text("code"),
    rateMilli: integer("rate_milli"),
    localRateMilli: integer("local_rate_milli"),
    stateRateMilli: integer("state_rate_milli"),
    /** DOR's name for the location ("SEATTLE"). */
    location: text("location"),
    askedAt: timestamp("asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.addressKey, table.quarter] }),
    index("tax_lookup_answers_code_idx").on(table.quarter, table.code),
    check("tax_lookup_answers_quarter", quarterCheck(table.quarter)),
    check(
      "tax_lookup_answers_found",
      sql`${table.found} = (${table.code} is not null and ${table.rateMilli} is not null and ${table.match} is not null)`,
    ),
    check("tax_lookup_answers_rate", sql`${table.rateMilli} is null or ${rateCheck(table.rateMilli)}`),
  ],
);
