import { sql } from "drizzle-orm";
import { bigint, bigserial, check, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { RENTAL_CHANGE_KINDS, type RentalChangeKind } from "#app/domain/rentals/agreement";

import { user } from "./auth-schema.server";
import { proposals } from "./proposals-schema.server";

/**
 * A change to an accepted rental: extended to a later end, or ended early.
 * The proposal's terms stay as accepted; the rental as it stands is those
 * terms with its latest change (`endsOn`, and the rent before tax for the
 * whole stay, `rentCents`). Rows are only added, never changed.
 */
export const rentalChanges = pgTable(
  "rental_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    proposalId: bigint("proposal_id", { mode: "number" })
      .notNull()
      .references(() => proposals.id, { onDelete: "restrict" }),
    kind: text("kind").$type<RentalChangeKind>().notNull(),
    /** The day the units were due back before, and the day they are due back now. */
    previousEndsOn: date("previous_ends_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** The rent of all units for the whole stay as changed, before fees and tax. */
    rentCents: bigint("rent_cents", { mode: "number" }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rental_changes_proposal_idx").on(table.proposalId, table.createdAt),
    check(
      "rental_changes_kind_known",
      sql`${table.kind} in (${sql.raw(RENTAL_CHANGE_KINDS.map((k) => `'${k}'`).join(", "))})`,
    ),
    check(
      "rental_changes_direction",
      sql`(${table.kind} = 'extension' and ${table.endsOn} > ${table.previousEndsOn}) or (${table.kind} = 'early-end' and ${table.endsOn} < ${table.previousEndsOn})`,
    ),
    check("rental_changes_rent_not_negative", sql`${table.rentCents} >= 0`),
    check("rental_changes_note_length", sql`length(${table.note}) <= 1000`),
  ],
);

export type RentalChangeRow = typeof rentalChanges.$inferSelect;
