/**
 * Scheduled payment reminders (docs/decisions/0079, 0091): which step is due
 * is the domain's rule (`dueReminders`); here each is sent once. A step's row
 * in invoice_reminders is unique per invoice and inserted in the transaction
 * that queues its email and its Activity entry, with the invoice locked: two
 * runs at once, or a run racing a payment, a void or a pause, send nothing
 * twice and nothing for an invoice that is no longer open.
 */
import { and, asc, eq, isNull, lte, notExists, sql } from "drizzle-orm";

import { invoiceStanding } from "#app/domain/billing/invoices";
import { dueReminders, type ReminderStep } from "#app/domain/billing/reminders";
import { businessDay } from "#app/domain/time/business-time";
import { addDays, dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, type Change, recordChange, recordChanges } from "#app/server/audit/record.server";
import { invoiceUrl, linkToken } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { invoiceReminders, type InvoiceRow, invoices } from "#app/server/db/schema.server";
import { enqueueEmails } from "#app/server/email/outbox.server";
import { invoiceReminderEmail } from "#app/server/email/proposal-templates.server";

/** Who sends the scheduled reminders, as Activity names it. */
export const REMINDER_SCHEDULE_ACTOR: Actor = { id: null, email: "payment reminder schedule" };

/** Invoices locked and sent per transaction: short locks, few statements. */
const BATCH_SIZE = 500;

/**
 * The latest scheduled step sent; the enum is declared in step order, so `max` is the latest.
 * Written out in full: in a selected field, the query builder leaves column names unqualified.
 */
const lastStepSent = sql<ReminderStep | null>`(
  select max(sent.kind) from invoice_reminders sent
  where sent.invoice_id = "invoices"."id" and sent.kind <> 'by-hand'
)`;

export interface ReminderRun {
  /** Open, unpaused invoices whose first step has come and whose last step is not yet sent. */
  considered: number;
  sent: number;
}

/**
 * Sends every reminder due at `now`, at most one per invoice (the latest step
 * that has come, per `dueReminders`). Safe to run from several instances, or
 * from a cron command while servers run it too.
 */
export async function sendDueReminders(now = new Date()): Promise<ReminderRun> {
  // No step comes earlier than a week before the due day, Pacific: later invoices are not read.
  const firstStepBy = addDays(businessDay(now), 7);
  const candidates = await withDb((db) =>
    db
      .select({ id: invoices.id, issuedOn: invoices.issuedOn, dueOn: invoices.dueOn, lastStep: lastStepSent })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, "open"),
          isNull(invoices.remindersPausedAt),
          lte(invoices.dueOn, firstStepBy),
          notExists(
            db
              .select({ one: sql`1` })
              .from(invoiceReminders)
              .where(and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.kind, "month-late"))),
          ),
        ),
      )
      .orderBy(asc(invoices.id)),
  );
  const due = candidates
    .filter((row) => dueReminders({ status: "open", paused: false, ...row }, row.lastStep, now) !== null)
    .map((row) => row.id);
  let sent = 0;
  for (let start = 0; start < due.length; start += BATCH_SIZE) {
    const batch = due.slice(start, start + BATCH_SIZE);
    sent += await withDb((db) => db.transaction((tx) => sendBatch(tx, batch, now)));
  }
  return { considered: candidates.length, sent };
}

/** Locks the batch's invoices, decides again from what is committed now, and sends what is still due. */
async function sendBatch(tx: Transaction, ids: readonly number[], now: Date): Promise<number> {
  const locked = await tx
    .select({ invoice: invoices, lastStep: lastStepSent })
    .from(invoices)
    .where(
      and(
        sql`${invoices.id} = any(${`{${ids.join(",")}}`}::bigint[])`,
        eq(invoices.status, "open"),
        isNull(invoices.remindersPausedAt),
      ),
    )
    .orderBy(asc(invoices.id))
    .for("update", { of: invoices });
  const chosen = locked.flatMap(({ invoice, lastStep }) => {
    const step = dueReminders({ ...invoice, paused: false }, lastStep, now);
    return step ? [{ invoice, step }] : [];
  });
  if (chosen.length === 0) return 0;
  // The invoices are locked, so no other run can have sent these steps; the unique index says so too.
  const steps = chosen.map(({ invoice, step }) => ({ invoice_id: invoice.id, kind: step }));
  const inserted = await tx.execute<{ invoice_id: string }>(sql`
    insert into ${invoiceReminders} (invoice_id, kind, sent_at)
    select invoice_id, kind, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(steps)}::jsonb) as step(invoice_id bigint, kind reminder_kind)
    on conflict do nothing
    returning invoice_id`);
  const insertedIds = new Set(inserted.rows.map((row) => Number(row.invoice_id)));
  const sending = chosen.filter(({ invoice }) => insertedIds.has(invoice.id));
  const today = businessDay(now);
  await enqueueEmails(
    tx,
    sending.map(({ invoice }) => reminderEmail(invoice, today)),
  );
  await recordChanges(
    tx,
    REMINDER_SCHEDULE_ACTOR,
    sending.map(({ invoice, step }): Change => ({
      action: "invoice.reminded",
      subjectType: "invoice",
      subjectId: invoice.id,
      after: { number: invoice.number, to: invoice.buyerEmail, step },
    })),
  );
  return sending.length;
}

/** The reminder email of an invoice on `today` (Pacific): gentle before and on the due day, plain after it. */
export function reminderEmail(invoice: InvoiceRow, today: string) {
  return invoiceReminderEmail({
    to: invoice.buyerEmail,
    name: invoice.buyerName,
    number: invoice.number,
    amountCents: invoice.amountCents,
    dueLabel: dayLabel(invoice.dueOn),
    overdue: invoiceStanding(invoice.status, invoice.dueOn, today) === "overdue",
    url: invoiceUrl(linkToken("invoice", invoice.linkNonce)),
  });
}

export type PauseResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "not-open" };

/**
 * Pauses or resumes one invoice's scheduled reminders. Pausing again, or
 * resuming what runs, changes nothing. A step that came while paused is sent
 * on resuming (the latest only), as after any downtime.
 */
export async function setRemindersPaused(
  actor: Actor,
  invoiceId: number,
  paused: boolean,
  now = new Date(),
): Promise<PauseResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      if (!invoice) return { ok: false, reason: "not-found" } as const;
      if (invoice.status !== "open") return { ok: false, reason: "not-open" } as const;
      if ((invoice.remindersPausedAt !== null) === paused) return { ok: true, changed: false } as const;
      await tx
        .update(invoices)
        .set({ remindersPausedAt: paused ? now : null })
        .where(eq(invoices.id, invoiceId));
      await recordChange(tx, actor, {
        action: paused ? "invoice.reminders-paused" : "invoice.reminders-resumed",
        subjectType: "invoice",
        subjectId: invoiceId,
        before: { remindersPaused: !paused },
        after: { number: invoice.number, remindersPaused: paused },
      });
      return { ok: true, changed: true } as const;
    }),
  );
}

/**
 * Runs `job` (the reminders, or the whole periodic billing run of
 * jobs/periodic-billing.server.ts) every `intervalMs`, the first run shortly after start.
 * Returns a stop function that waits for a run in progress.
 */
export function startReminderJob(
  intervalMs: number,
  job: () => Promise<unknown> = sendDueReminders,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return; // a slow run is never overlapped by the next
    busy = true;
    running = job()
      .catch((error: unknown) => {
        // The database may be down; the next run catches up.
        console.error(`reminders: the run failed (${(error as Error).message})`);
      })
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(run, Math.min(intervalMs, 15_000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
