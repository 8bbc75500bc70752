import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { ReminderKind } from "#app/domain/billing/reminders";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, invoiceReminders, invoices, outbox } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { sendInvoiceReminder } from "./changes.server";
import { listInvoices } from "./console-queries.server";
import { recordInvoicePayment } from "./ledger.server";
import { invoiceViewById } from "./queries.server";
import { REMINDER_SCHEDULE_ACTOR, sendDueReminders, setRemindersPaused, startReminderJob } from "./reminders.server";
import { voidInvoice } from "./voiding.server";

const owner = { id: null, email: "owner@nestz.example" };

/** An open purchase-order invoice issued on `issuedOn`, due on `dueOn`. */
async function openInvoice(dueOn: string, issuedOn = "2026-11-01") {
  const request = await storeQuoteRequest();
  const { token, contentHash } = await sendDraft(await pricedDraft(request.id, 4_000_000, { paymentTerms: "po" }));
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  const answered = await answerWithPurchaseOrder(token, "PO-77");
  if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
  const [invoice] = await getDb()
    .update(invoices)
    .set({ issuedOn, dueOn })
    .where(byToken(invoices, answered.invoiceToken))
    .returning();
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

async function sentKinds(invoiceId: number): Promise<ReminderKind[]> {
  const rows = await getDb()
    .select({ kind: invoiceReminders.kind })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoiceId))
    .orderBy(asc(invoiceReminders.id));
  return rows.map((row) => row.kind);
}

async function reminderEmails(to: string): Promise<number> {
  const rows = await getDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.kind, "invoice-reminder")));
  return rows.length;
}

async function reminderEntries(invoiceId: number) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "invoice.reminded"), eq(auditLog.subjectId, String(invoiceId))));
}

/** Every `hours` hours from `from` up to (not including) `to`. */
function every(hours: number, from: string, to: string): Date[] {
  const instants: Date[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += hours * 3_600_000) instants.push(new Date(at));
  return instants;
}

describe("the reminder job", () => {
  it("sends each due step once, through a three-day clock jump and a clock set back", async () => {
    const invoice = await openInvoice("2026-12-10");
    // Every two hours from 2 December; the clock leaps from 8 December 20:00 to 11 December 20:00 Pacific.
    for (const now of [
      ...every(2, "2026-12-02T08:00:00Z", "2026-12-09T04:00:00Z"),
      ...every(2, "2026-12-12T04:00:00Z", "2026-12-13T04:00:00Z"),
    ]) {
      await sendDueReminders(now);
    }
    expect(await sentKinds(invoice.id)).toEqual(["week-before", "due-day"]);
    // Set back to before the jump: nothing again.
    await sendDueReminders(new Date("2026-12-08T18:00:00Z"));
    expect(await sentKinds(invoice.id)).toEqual(["week-before", "due-day"]);
    expect(await reminderEmails(invoice.buyerEmail)).toBe(2);
    const entries = await reminderEntries(invoice.id);
    expect(entries.map((entry) => entry.actorEmail)).toEqual([
      REMINDER_SCHEDULE_ACTOR.email,
      REMINDER_SCHEDULE_ACTOR.email,
    ]);
    expect(entries.map((entry) => (entry.after as { step: string }).step)).toEqual(["week-before", "due-day"]);
    // Written in bulk, an entry with nothing before stores no value there, as one written alone does.
    const jsonNulls = await getDb().execute<{ count: number }>(
      sql`select count(*)::int as count from audit_log where jsonb_typeof(before) = 'null'`,
    );
    expect(jsonNulls.rows[0]?.count).toBe(0);
  });

  it("catches up with one reminder, the latest, after days down", async () => {
    const invoice = await openInvoice("2026-12-10");
    await sendDueReminders(new Date("2026-12-20T18:00:00Z"));
    await sendDueReminders(new Date("2026-12-20T19:00:00Z"));
    expect(await sentKinds(invoice.id)).toEqual(["week-late"]);
    const [email] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, invoice.buyerEmail), eq(outbox.kind, "invoice-reminder")));
    expect(email?.text).toContain(`was due on`);
    await sendDueReminders(new Date("2027-01-10T18:00:00Z"));
    await sendDueReminders(new Date("2027-03-10T18:00:00Z"));
    expect(await sentKinds(invoice.id)).toEqual(["week-late", "month-late"]);
  });

  it("sends once when several runs go at once", async () => {
    const due = await Promise.all([openInvoice("2026-12-10"), openInvoice("2026-12-11"), openInvoice("2026-12-03")]);
    const now = new Date("2026-12-10T18:00:00Z");
    const runs = await Promise.all([sendDueReminders(now), sendDueReminders(now), sendDueReminders(now)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(3);
    const [first, second, third] = due;
    expect(await sentKinds(first!.id)).toEqual(["due-day"]);
    expect(await sentKinds(second!.id)).toEqual(["week-before"]);
    expect(await sentKinds(third!.id)).toEqual(["week-late"]);
    for (const invoice of due) {
      expect(await reminderEmails(invoice.buyerEmail)).toBe(1);
      expect(await reminderEntries(invoice.id)).toHaveLength(1);
    }
  });

  it("sends nothing for a paid, void or paused invoice, and resumes after a pause", async () => {
    const [paid, voided, paused] = await Promise.all([
      openInvoice("2026-12-10"),
      openInvoice("2026-12-10"),
      openInvoice("2026-12-10"),
    ]);
    await recordInvoicePayment(owner, paid!.id, { method: "wire", reference: "W-1", paidOn: "2026-12-01" });
    expect(await voidInvoice(owner, voided!.id, "Sent to the wrong county office.")).toMatchObject({ ok: true });
    expect(await setRemindersPaused(owner, paused!.id, true)).toEqual({ ok: true, changed: true });
    expect(await setRemindersPaused(owner, paused!.id, true)).toEqual({ ok: true, changed: false });
    await sendDueReminders(new Date("2026-12-10T18:00:00Z"));
    for (const invoice of [paid!, voided!, paused!]) expect(await sentKinds(invoice.id)).toEqual([]);

    // A paid or void invoice has no reminders to pause.
    expect(await setRemindersPaused(owner, paid!.id, true)).toEqual({ ok: false, reason: "not-open" });
    expect(await setRemindersPaused(owner, 987_654_321, true)).toEqual({ ok: false, reason: "not-found" });

    expect(await setRemindersPaused(owner, paused!.id, false)).toEqual({ ok: true, changed: true });
    await sendDueReminders(new Date("2026-12-10T19:00:00Z"));
    expect(await sentKinds(paused!.id)).toEqual(["due-day"]);
    const actions = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, "invoice"),
          eq(auditLog.subjectId, String(paused!.id)),
          inArray(auditLog.action, ["invoice.reminders-paused", "invoice.reminders-resumed"]),
        ),
      )
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual(["invoice.reminders-paused", "invoice.reminders-resumed"]);
  });

  it("keeps a reminder sent by hand apart from the schedule, and shows both on the console", async () => {
    const invoice = await openInvoice("2026-12-10");
    expect(await sendInvoiceReminder(owner, invoice.id, new Date("2026-12-01T18:00:00Z"))).toEqual({ ok: true });
    expect(await sendInvoiceReminder(owner, invoice.id, new Date("2026-12-02T18:00:00Z"))).toEqual({ ok: true });
    await sendDueReminders(new Date("2026-12-03T18:00:00Z"));
    expect(await sentKinds(invoice.id)).toEqual(["by-hand", "by-hand", "week-before"]);

    const listed = (await listInvoices(new Date("2026-12-04T18:00:00Z"))).find((row) => row.id === invoice.id);
    expect(listed?.reminders).toEqual({
      paused: false,
      last: { label: "A week before it is due", on: "December 3, 2026" },
      next: { label: "On the due day", on: "December 10, 2026" },
    });
  });
});

describe("the reminder timer", () => {
  it("sends what is due on its own when a test turns it on, and waits for its run when stopped", async () => {
    const today = businessDay(new Date());
    // Due eight days ago: the week-late step came yesterday, whatever the hour now.
    const invoice = await openInvoice(addDays(today, -8), addDays(today, -40));
    const job = startReminderJob(50);
    await expect.poll(() => sentKinds(invoice.id), { timeout: 10_000 }).toEqual(["week-late"]);
    await job.stop();
    expect(await reminderEmails(invoice.buyerEmail)).toBe(1);
  });
});

describe("voiding an invoice", () => {
  it("keeps its number with the reason, once, and refuses a paid invoice", async () => {
    const invoice = await openInvoice("2026-12-10");
    const reason = "The county reissued its purchase order under a new number.";
    const [first, second] = await Promise.all([
      voidInvoice(owner, invoice.id, reason, new Date("2026-12-02T18:00:00Z")),
      voidInvoice(owner, invoice.id, "Another reason", new Date("2026-12-02T18:00:00Z")),
    ]);
    expect([first, second].filter((result) => result.ok && result.changed)).toHaveLength(1);
    const [stored] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored).toMatchObject({ status: "void", number: invoice.number, sequence: invoice.sequence });
    expect([reason, "Another reason"]).toContain(stored?.voidReason);
    const view = await invoiceViewById(invoice.id, new Date("2026-12-03T18:00:00Z"));
    expect(view?.standing).toBe("void");
    expect(view?.voided).toEqual({ on: "December 2, 2026", reason: stored?.voidReason });
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.voided"), eq(auditLog.subjectId, String(invoice.id))));
    expect(entries).toHaveLength(1);
    // A void invoice can't be paid by hand afterwards.
    expect(
      await recordInvoicePayment(owner, invoice.id, { method: "check", reference: "", paidOn: "2026-12-04" }),
    ).toEqual({ ok: false, reason: "void" });

    const paid = await openInvoice("2026-12-10");
    await recordInvoicePayment(owner, paid.id, { method: "check", reference: "Check 9", paidOn: "2026-12-01" });
    expect(await voidInvoice(owner, paid.id, "Mistake")).toEqual({ ok: false, reason: "paid" });
    const [still] = await getDb().select().from(invoices).where(eq(invoices.id, paid.id));
    expect(still).toMatchObject({ status: "paid", voidedAt: null, voidReason: null });
    // A part payment is money received too: the invoice stays open, and only a credit note corrects it.
    const partPaid = await openInvoice("2026-12-10");
    await recordInvoicePayment(owner, partPaid.id, {
      method: "ach",
      reference: "ACH 1",
      paidOn: "2026-12-01",
      amountCents: 1_000,
    });
    expect(await voidInvoice(owner, partPaid.id, "Mistake")).toEqual({ ok: false, reason: "paid" });
    const [open] = await getDb().select().from(invoices).where(eq(invoices.id, partPaid.id));
    expect(open).toMatchObject({ status: "open", voidedAt: null });
    expect(await voidInvoice(owner, 987_654_321, "Gone")).toEqual({ ok: false, reason: "not-found" });
  });
});
