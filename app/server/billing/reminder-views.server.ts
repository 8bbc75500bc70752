/** What the console shows of an invoice's reminders: read with the invoice, in the same query. */
import { sql } from "drizzle-orm";

import {
  nextReminder,
  REMINDER_KIND_LABELS,
  REMINDER_STEP_LABELS,
  type ReminderKind,
  type ReminderStep,
} from "#app/domain/billing/reminders";
import type { InvoiceRemindersView } from "#app/domain/billing/views";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import type { InvoiceRow } from "#app/server/db/schema.server";

export interface RemindersSent {
  lastKind: ReminderKind | null;
  lastAt: string | null;
  lastStep: ReminderStep | null;
}

/**
 * The last reminder sent (of any kind) and the latest scheduled step, as one JSON value per invoice.
 * Written out in full: in a selected field, the query builder leaves column names unqualified.
 */
export const invoiceRemindersSent = sql<RemindersSent>`(
  select json_build_object(
    'lastKind', (array_agg(sent.kind order by sent.sent_at desc, sent.id desc))[1],
    'lastAt', max(sent.sent_at),
    'lastStep', max(sent.kind) filter (where sent.kind <> 'by-hand')
  )
  from invoice_reminders sent where sent.invoice_id = "invoices"."id"
)`;

export function remindersView(invoice: InvoiceRow, sent: RemindersSent, now: Date): InvoiceRemindersView {
  const paused = invoice.remindersPausedAt !== null;
  const next = nextReminder({ ...invoice, paused }, sent.lastStep, now);
  return {
    paused,
    last:
      sent.lastKind && sent.lastAt
        ? { label: REMINDER_KIND_LABELS[sent.lastKind], on: dayLabel(businessDay(new Date(sent.lastAt))) }
        : null,
    next: next ? { label: REMINDER_STEP_LABELS[next.step], on: dayLabel(next.day) } : null,
  };
}
