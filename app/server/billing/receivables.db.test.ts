/**
 * Receivables from real invoices and part payments made through the ledger:
 * the aging buckets add up to the open balances to the cent, and a buyer's
 * statement lists every invoice, payment and credit.
 */
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { invoices } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { recordInvoicePayment } from "./ledger.server";
import { buyerStatement, receivables } from "./receivables.server";
import { voidInvoice } from "./voiding.server";

const owner = { id: null, email: "owner@nestz.example" };

/** A purchase-order invoice for `email`, issued `daysAgo` days before today and due net 30. */
async function poInvoice(email: string, unitPriceCents: number, daysAgo: number) {
  const request = await storeQuoteRequest({ email, organization: "Multnomah County" });
  const { token, contentHash } = await sendDraft(await pricedDraft(request.id, unitPriceCents, { paymentTerms: "po" }));
  const answer = await acceptProposal(token, {
    name: "Grace Hopper",
    contentHash,
    client: "198.51.100.7",
    userAgent: "vitest",
  });
  if (!answer.ok) throw new Error(`not accepted: ${answer.reason}`);
  const answered = await answerWithPurchaseOrder(token, `PO-${randomUUID().slice(0, 8)}`);
  if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
  const issuedOn = addDays(businessDay(new Date()), -daysAgo);
  const [invoice] = await getDb()
    .update(invoices)
    .set({ issuedOn, dueOn: addDays(issuedOn, 30) })
    .where(byToken(invoices, answered.invoiceToken))
    .returning();
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

async function pay(invoiceId: number, amountCents: number | undefined, paidOn: string, reference: string) {
  const result = await recordInvoicePayment(owner, invoiceId, { method: "check", reference, paidOn, amountCents });
  if (!result.ok) throw new Error(`not recorded: ${result.reason}`);
}

/** Every open invoice's amount less its ledger payments, summed by the database itself. */
async function openBalancesInSql(): Promise<number> {
  const result = await getDb().execute<{ owed: string }>(sql`
    select coalesce(sum(greatest(0, i.amount_cents - i.credited_cents - coalesce(p.paid, 0))), 0) as owed
    from invoices i
    left join (select invoice_id, sum(amount_cents) as paid from payments group by invoice_id) p on p.invoice_id = i.id
    where i.status = 'open'`);
  return Number(result.rows[0]?.owed);
}

describe("receivables", () => {
  it("age each buyer's open balances and add up to the open balances to the cent", async () => {
    const email = `county-${randomUUID()}@example.gov`;
    const today = businessDay(new Date());
    const current = await poInvoice(email, 3_333_333, 5); // due in 25 days
    const late = await poInvoice(email.toUpperCase(), 4_100_017, 45); // 15 days past due
    const older = await poInvoice(email, 2_500_001, 100); // 70 days past due
    const settled = await poInvoice(email, 1_900_000, 130);
    await pay(late.id, 1_000_001, today, "Check 1");
    await pay(late.id, 333, today, "Check 2");
    await pay(older.id, 7, today, "Check 3");
    await pay(settled.id, undefined, addDays(today, -40), "Check 4");

    const { report, buyers } = await receivables();
    const row = report.buyers.find((buyer) => buyer.buyer === email);
    expect(row?.buckets).toEqual({
      current: current.amountCents,
      "1-30": late.amountCents - 1_000_334,
      "31-60": 0,
      "61-90": older.amountCents - 7,
      "over-90": 0,
    });
    expect(row?.totalCents).toBe(current.amountCents + late.amountCents - 1_000_334 + older.amountCents - 7);
    expect(buyers[email]).toMatchObject({ email, organization: "Multnomah County", name: "Grace Hopper" });

    // Across every buyer: the grand total is what the database says is open, and the buckets and rows add up to it.
    expect(report.totalCents).toBe(await openBalancesInSql());
    expect(Object.values(report.totals).reduce((sum, cents) => sum + cents, 0)).toBe(report.totalCents);
    expect(report.buyers.reduce((sum, buyer) => sum + buyer.totalCents, 0)).toBe(report.totalCents);
  });

  it("give a statement with every invoice, payment and credit, ending at what is owed", async () => {
    const email = `city-${randomUUID()}@example.gov`;
    const today = businessDay(new Date());
    const first = await poInvoice(email, 1_250_000, 60);
    const second = await poInvoice(email, 980_005, 20);
    const voided = await poInvoice(email, 400_000, 10);
    await pay(first.id, 500_000, addDays(today, -50), "Check 10");
    await pay(first.id, undefined, addDays(today, -15), "Wire 11");
    await pay(second.id, 80_005, addDays(today, -5), "Check 12");
    // Only an unpaid invoice can be voided (money received is corrected with a credit note).
    expect(await voidInvoice(owner, voided.id, "Ordered twice by mistake")).toMatchObject({ ok: true });

    const found = await buyerStatement(email.toUpperCase());
    if (!found) throw new Error("no statement");
    const { statement } = found;
    expect(statement.entries.map((entry) => [entry.kind, entry.invoiceNumber, entry.amountCents])).toEqual([
      ["invoice", first.number, first.amountCents],
      ["payment", first.number, 500_000],
      ["invoice", second.number, second.amountCents],
      ["payment", first.number, first.amountCents - 500_000],
      ["invoice", voided.number, voided.amountCents],
      ["credit", voided.number, voided.amountCents],
      ["payment", second.number, 80_005],
    ]);
    expect(statement.balanceCents).toBe(second.amountCents - 80_005);
    const { report } = await receivables();
    expect(report.buyers.find((buyer) => buyer.buyer === email)?.totalCents).toBe(statement.balanceCents);
    expect(await buyerStatement(`nobody-${randomUUID()}@example.gov`)).toBeNull();
  });
});
