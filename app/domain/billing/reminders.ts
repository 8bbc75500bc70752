/**
 * Payment reminders: a week before an invoice is due, on the day, a week
 * late and a month late. Each step falls on a Pacific calendar day (so
 * daylight saving never moves one) and goes out from 9 in the morning there.
 * A sender that was down catches up once: of the steps that have come, only
 * the latest is sent, never a backlog.
 */
import { businessWallClockAsUtc } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";

import type { InvoiceStatus } from "./invoices";

export const REMINDER_STEPS = ["week-before", "due-day", "week-late", "month-late"] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/** What a sent reminder was: one of the scheduled steps (each sent at most once), or one the owner sent by hand. */
export const REMINDER_KINDS = [...REMINDER_STEPS, "by-hand"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Each step's day, counted in calendar days from the due day: the one place they are stated. */
export const REMINDER_OFFSET_DAYS: Record<ReminderStep, number> = {
  "week-before": -7,
  "due-day": 0,
  "week-late": 7,
  "month-late": 30,
};

export const REMINDER_STEP_LABELS: Record<ReminderStep, string> = {
  "week-before": "A week before it is due",
  "due-day": "On the due day",
  "week-late": "A week past due",
  "month-late": "A month past due",
};

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  ...REMINDER_STEP_LABELS,
  "by-hand": "Sent by hand",
};

/** Reminders go out from this hour, Pacific, on their day: in the morning, not at midnight. */
export const REMINDER_SEND_HOUR = 9;

export interface RemindableInvoice {
  status: InvoiceStatus;
  /** The owner has paused its reminders (a payment is on its way, a dispute is open). */
  paused: boolean;
  issuedOn: string;
  dueOn: string;
}

export interface ReminderDate {
  step: ReminderStep;
  day: string;
}

/**
 * The invoice's reminder steps and their days. A step on or before the day
 * the invoice was issued is left out: the invoice itself was the news.
 */
export function reminderDays(invoice: Pick<RemindableInvoice, "issuedOn" | "dueOn">): ReminderDate[] {
  return REMINDER_STEPS.map((step) => ({ step, day: addDays(invoice.dueOn, REMINDER_OFFSET_DAYS[step]) })).filter(
    ({ day }) => day > invoice.issuedOn,
  );
}

/** The last instant read, and its day and hour: a run asks about thousands of invoices at one `now`. */
let lastRead: { time: number; day: string; hour: number } | null = null;

/** The Pacific calendar day and hour of an instant. */
function pacific(now: Date): { day: string; hour: number } {
  if (lastRead?.time !== now.getTime()) {
    const wallClock = new Date(businessWallClockAsUtc(now));
    lastRead = { time: now.getTime(), day: wallClock.toISOString().slice(0, 10), hour: wallClock.getUTCHours() };
  }
  return lastRead;
}

/**
 * The one reminder to send now, or null. A step has come once its Pacific day
 * has reached the send hour. Of the steps that have come, only the latest is
 * due, and only if it comes after the last one sent: after downtime, one
 * reminder catches up, and a clock set back never sends one twice. Paid, void
 * and paused invoices get none.
 */
export function dueReminders(
  invoice: RemindableInvoice,
  lastSentStep: ReminderStep | null,
  now: Date,
): ReminderStep | null {
  if (invoice.status !== "open" || invoice.paused) return null;
  const today = pacific(now);
  const come = reminderDays(invoice).filter(
    ({ day }) => day < today.day || (day === today.day && today.hour >= REMINDER_SEND_HOUR),
  );
  const latest = come.at(-1);
  if (!latest) return null;
  const sentAt = lastSentStep === null ? -1 : REMINDER_STEPS.indexOf(lastSentStep);
  return REMINDER_STEPS.indexOf(latest.step) > sentAt ? latest.step : null;
}

/**
 * When the next reminder goes out, for the console: the step due now (sent on
 * the sender's next run, dated today), else the next step still to come. Null
 * when none is left, or the invoice is paid, void or paused.
 */
export function nextReminder(
  invoice: RemindableInvoice,
  lastSentStep: ReminderStep | null,
  now: Date,
): ReminderDate | null {
  if (invoice.status !== "open" || invoice.paused) return null;
  const today = pacific(now).day;
  const dueNow = dueReminders(invoice, lastSentStep, now);
  if (dueNow) return { step: dueNow, day: today };
  const sentAt = lastSentStep === null ? -1 : REMINDER_STEPS.indexOf(lastSentStep);
  return reminderDays(invoice).find(({ step, day }) => REMINDER_STEPS.indexOf(step) > sentAt && day >= today) ?? null;
}
