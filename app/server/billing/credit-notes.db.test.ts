/**
 * Credit notes against the real database: they lower what an invoice asks
 * for to the cent (tax share included), settle it when nothing more is owed,
 * move money paid beyond to the buyer's credit or a refund flag, never
 * credit more than the invoice under concurrency, number without gaps when
 * a transaction rolls back, and the statement and receivables add up.
 */
import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, buyerCredits, creditNotes, heldPayments, invoices, outbox } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { creditCentsOf } from "./bank-transfers.server";
import { issueCreditNote } from "./credit-notes.server";
import { recordInvoicePayment } from "./ledger.server";
import { creditNoteViewByToken, invoiceViewByToken } from "./queries.server";
import { buyerStatement, receivables } from "./receivables.server";
import { voidInvoice } from "./voiding.server";

const owner = { id: null, email: "owner@nestz.example" };

/** A purchase-order invoice for a new buyer, carrying `taxCents` of tax. */
async function poInvoice(unitPriceCents: number, taxCents: number) {
  const email = `buyer-${randomUUID()}@example.gov`;
  const request = await storeQuoteRequest({ email, organization: "Lane County" });
  const { token, contentHash } = await sendDraft(await pricedDraft(request.id, unitPriceCents, { paymentTerms: "po" }));
  const answer = await acceptProposal(token, {
    name: "Grace Hopper",
    contentHash,
    client: "198.51.100.7",
    userAgent: "vitest",
  });
  if (!answer.ok) throw new Error(`not accepted: ${answer.reason}`);
  const answered = await answerWithPurchaseOrder(token, `PO-${randomUUID().slice(0, 8)}`);
  if (!answered.ok) throw new Error(answered.reason);
  if (!answered.invoiceToken) throw new Error("the acceptance stage was not invoiced");
  const [invoice] = await getDb()
    .update(invoices)
    .set({ taxCents, preTaxCents: sql`${invoices.amountCents} - ${taxCents}` })
    .where(byToken(invoices, answered.invoiceToken))
    .returning();
  if (!invoice) throw new Error("no invoice");
  return { invoice, email, token: answered.invoiceToken };
}

async function pay(invoiceId: number, amountCents: number) {
  const result = await recordInvoicePayment(owner, invoiceId, {
    method: "check",
    reference: "Check 77",
    paidOn: businessDay(new Date()),
    amountCents,
  });
  if (!result.ok) throw new Error(`not recorded: ${result.reason}`);
}

const invoiceRow = async (id: number) => {
  const [row] = await getDb().select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw new Error("no invoice");
  return row;
};

describe("credit notes", () => {
  it("lower what a part-paid invoice asks for, with its tax share, audited and emailed", async () => {
    const { invoice, email, token } = await poInvoice(1_000_003, 87_501);
    await pay(invoice.id, 300_000);
    expect(await voidInvoice(owner, invoice.id, "Wrong buyer")).toEqual({ ok: false, reason: "paid" });

    const result = await issueCreditNote(owner, invoice.id, {
      amountCents: 100_001,
      reason: "One window left out of the order",
      excessTo: "credit",
    });
    expect(result).toMatchObject({ ok: true, excessCents: 0, settled: false });
    if (!result.ok) return;
    expect(result.number).toMatch(/^CN-\d{4,}$/);

    const [note] = await getDb().select().from(creditNotes).where(eq(creditNotes.number, result.number));
    // The tax in the invoice's proportion, rounded half up: 87,501 × 100,001 / amount.
    const expectedTax = Math.round((87_501 * 100_001) / invoice.amountCents);
    expect(note).toMatchObject({ amountCents: 100_001, taxCents: expectedTax, preTaxCents: 100_001 - expectedTax });
    const after = await invoiceRow(invoice.id);
    expect(after).toMatchObject({ status: "open", creditedCents: 100_001 });

    const view = await invoiceViewByToken(token);
    expect(view).toMatchObject({ creditedCents: 100_001, balanceCents: invoice.amountCents - 100_001 - 300_000 });
    expect(view?.creditNotes.map((link) => link.number)).toEqual([result.number]);
    const page = await creditNoteViewByToken(token, result.number);
    expect(page).toMatchObject({ invoiceAsksCents: invoice.amountCents - 100_001, excess: null });
    expect(await creditNoteViewByToken(token, "CN-999999")).toBeNull();

    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.credited"), eq(auditLog.subjectId, String(invoice.id))));
    expect(audit?.after).toMatchObject({ creditNote: result.number, reason: "One window left out of the order" });
    const [mail] = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "credit-note"), eq(outbox.recipient, email)));
    expect(mail?.attachments).toEqual([{ kind: "credit-note-pdf", id: note?.id }]);

    // The statement shows it, and ends at what receivables say is owed, to the cent.
    const found = await buyerStatement(email);
    expect(found?.statement.entries.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ["invoice", invoice.amountCents],
      ["payment", 300_000],
      ["credit-note", 100_001],
    ]);
    const { report } = await receivables();
    const owed = invoice.amountCents - 100_001 - 300_000;
    expect(found?.statement.balanceCents).toBe(owed);
    expect(report.buyers.find((buyer) => buyer.buyer === email)?.totalCents).toBe(owed);

    // A recorded payment is held to the new amount.
    const over = await recordInvoicePayment(owner, invoice.id, {
      method: "check",
      reference: "Check 78",
      paidOn: businessDay(new Date()),
      amountCents: owed + 1,
    });
    expect(over).toMatchObject({ ok: false, reason: "amount" });
    await pay(invoice.id, owed);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid" });
  });

  it("settle an invoice credited down to what was paid, and move what was paid beyond to credit or a refund", async () => {
    const credited = await poInvoice(500_000, 40_000);
    await pay(credited.invoice.id, credited.invoice.amountCents);
    const toCredit = await issueCreditNote(owner, credited.invoice.id, {
      amountCents: 120_000,
      reason: "Delivery was cheaper than quoted",
      excessTo: "credit",
    });
    expect(toCredit).toMatchObject({ ok: true, excessCents: 120_000 });
    expect(await creditCentsOf(getDb(), credited.email)).toBe(120_000);

    const refunded = await poInvoice(600_000, 0);
    await pay(refunded.invoice.id, 250_000);
    // Credited in full: the 250,000 paid is all beyond, flagged for a refund, and the invoice asks for nothing.
    const toRefund = await issueCreditNote(owner, refunded.invoice.id, {
      amountCents: refunded.invoice.amountCents,
      reason: "Order cancelled",
      excessTo: "refund",
    });
    expect(toRefund).toMatchObject({ ok: true, excessCents: 250_000, settled: true });
    if (!toRefund.ok) return;
    expect(await invoiceRow(refunded.invoice.id)).toMatchObject({
      status: "paid",
      creditedCents: refunded.invoice.amountCents,
      paymentMethod: "check",
    });
    const [held] = await getDb().select().from(heldPayments).where(eq(heldPayments.intentId, toRefund.number));
    expect(held).toMatchObject({ amountCents: 250_000, reason: "overpaid", resolution: null });
    expect(await creditCentsOf(getDb(), refunded.email)).toBe(0);
    // Nothing more can be credited, and the statements end at zero, as receivables do.
    expect(
      await issueCreditNote(owner, refunded.invoice.id, { amountCents: 1, reason: "Again", excessTo: "refund" }),
    ).toMatchObject({ ok: false, reason: "amount" });
    for (const { email } of [credited, refunded]) {
      const found = await buyerStatement(email);
      expect(found?.statement.balanceCents).toBe(0);
    }
    const statement = (await buyerStatement(refunded.email))?.statement;
    expect(statement?.entries.map((entry) => entry.kind)).toEqual(["invoice", "payment", "credit-note", "moved"]);
    const { report } = await receivables();
    expect(report.buyers.find((buyer) => buyer.buyer === refunded.email)).toBeUndefined();
  });

  it("are refused on an invoice nothing was paid on, over what is left, or with a bad amount", async () => {
    const { invoice } = await poInvoice(300_000, 0);
    const input = { amountCents: 1_000, reason: "Discount", excessTo: "credit" as const };
    expect(await issueCreditNote(owner, invoice.id, input)).toEqual({ ok: false, reason: "unpaid" });
    await pay(invoice.id, 1_000);
    expect(await issueCreditNote(owner, invoice.id, { ...input, amountCents: invoice.amountCents + 1 })).toMatchObject({
      ok: false,
      reason: "amount",
    });
    expect(await issueCreditNote(owner, invoice.id, { ...input, amountCents: 0 })).toMatchObject({ ok: false });
    expect(await issueCreditNote(owner, 2_147_000_000, input)).toEqual({ ok: false, reason: "not-found" });
    expect((await invoiceRow(invoice.id)).creditedCents).toBe(0);
  });

  it("never credit more than the invoice when issued at once, and take back its tax exactly in full", async () => {
    const { invoice } = await poInvoice(900_001, 77_777);
    await pay(invoice.id, 10_000);
    const third = Math.floor(invoice.amountCents / 3) + 1; // three of these are more than the invoice
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        issueCreditNote(owner, invoice.id, { amountCents: third, reason: `Part ${index}`, excessTo: "credit" }),
      ),
    );
    const issued = results.filter((result) => result.ok);
    expect(issued).toHaveLength(2);
    const row = await invoiceRow(invoice.id);
    expect(row.creditedCents).toBe(2 * third);
    const rest = await issueCreditNote(owner, invoice.id, {
      amountCents: invoice.amountCents - 2 * third,
      reason: "The rest",
      excessTo: "credit",
    });
    expect(rest).toMatchObject({ ok: true, settled: true });
    const [sums] = await getDb()
      .select({
        amount: sql<string>`sum(${creditNotes.amountCents})`,
        tax: sql<string>`sum(${creditNotes.taxCents})`,
      })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    expect([Number(sums?.amount), Number(sums?.tax)]).toEqual([invoice.amountCents, 77_777]);
    // The database holds the line too: no credit note past the invoice's amount, and none is changed.
    await expect(
      getDb().insert(creditNotes).values({
        sequence: 2_000_000_000,
        number: "CN-X",
        invoiceId: invoice.id,
        amountCents: 1,
        preTaxCents: 1,
        taxCents: 0,
        reason: "Past the amount",
        issuedOn: "2026-11-29",
      }),
    ).rejects.toThrow();
    await expect(
      getDb().update(creditNotes).set({ reason: "Edited" }).where(eq(creditNotes.invoiceId, invoice.id)),
    ).rejects.toThrow();
  });

  it("number without gaps: a credit note that rolls back gives its number back", async () => {
    const { invoice } = await poInvoice(400_000, 0);
    await pay(invoice.id, 5_000);
    const first = await issueCreditNote(owner, invoice.id, { amountCents: 100, reason: "First", excessTo: "credit" });
    // The reason passes no form here: the database refuses it after the number was taken, and all rolls back.
    await expect(
      issueCreditNote(owner, invoice.id, { amountCents: 100, reason: "x".repeat(301), excessTo: "credit" }),
    ).rejects.toThrow();
    const second = await issueCreditNote(owner, invoice.id, { amountCents: 100, reason: "Second", excessTo: "credit" });
    if (!first.ok || !second.ok) throw new Error("not issued");
    const sequenceOf = (number: string) => Number(number.slice(3));
    expect(sequenceOf(second.number)).toBe(sequenceOf(first.number) + 1);
    expect((await invoiceRow(invoice.id)).creditedCents).toBe(200);
    // Across every credit note: the numbers run 1..n with none missing.
    const [numbers] = await getDb()
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`max(${creditNotes.sequence})` })
      .from(creditNotes)
      .where(sql`${creditNotes.sequence} < 2000000000`);
    expect(numbers?.last).toBe(numbers?.count);
    const credits = await getDb().select().from(buyerCredits).where(eq(buyerCredits.invoiceId, invoice.id));
    expect(credits).toEqual([]);
  });
});
