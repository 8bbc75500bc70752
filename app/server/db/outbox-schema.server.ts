import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { AttachmentRef } from "#app/domain/email/attachments";
import { OUTBOX_STATES } from "#app/domain/email/outbox-status";

/**
 * pending: waiting to be sent (again, after a failure, at next_attempt_at).
 * sending: claimed by a sender; the SMTP conversation is under way.
 * sent: the mail server accepted it.
 * uncertain: a sender stopped mid-conversation; not retried, so no one gets it twice.
 */
export const outboxStatus = pgEnum("outbox_status", OUTBOX_STATES);

/** Every email the site sends, written in the same transaction as what caused it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Files to attach, by reference ({ kind, id }); the sender reads their bytes when it sends. */
    attachments: jsonb("attachments")
      .$type<AttachmentRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: outboxStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("outbox_sending_idx")
      .on(table.claimedAt)
      .where(sql`${table.status} = 'sending'`),
  ],
);
