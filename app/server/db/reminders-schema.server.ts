import { sql } from "drizzle-orm";
import { bigint, bigserial, index, pgEnum, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { REMINDER_KINDS } from "#app/domain/billing/reminders";

import { invoices } from "./proposals-schema.server";

/** Declared in step order, so `max(kind)` over the scheduled ones is the latest step sent. */
export const reminderKind = pgEnum("reminder_kind", REMINDER_KINDS);

/**
 * Every payment reminder sent. A scheduled step has one row per invoice at
 * most, inserted in the transaction that queues its email: however many
 * senders run, and however the clock jumps, a step goes out once.
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    invoiceId: bigint("invoice_id", { mode: "number" })
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: reminderKind("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoice_reminders_step_once")
      .on(table.invoiceId, table.kind)
      .where(sql`${table.kind} <> 'by-hand'`),
    index("invoice_reminders_invoice_idx").on(table.invoiceId, table.sentAt),
  ],
);

export type InvoiceReminderRow = typeof invoiceReminders.$inferSelect;
