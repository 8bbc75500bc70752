import { and, asc, eq, ne } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DraftClaim } from "#app/domain/proposals/tax";
import { filingPeriodOf, previousFilingPeriod } from "#app/domain/tax/filing-periods";
import { saleLabel } from "#app/domain/tax/return-figures";
import { businessDay } from "#app/domain/time/business-time";
import { action as webhook } from "#app/routes/api/stripe.webhook";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { invoiceBalance } from "#app/server/billing/changes.server";
import { issueCreditNote } from "#app/server/billing/credit-notes.server";
import { recordInvoicePayment } from "#app/server/billing/ledger.server";
import { voidInvoice } from "#app/server/billing/voiding.server";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, creditNotes, invoices, proposals } from "#app/server/db/schema.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { DorLookupStandIn } from "#tests/support/dor-lookup-stand-in";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { setUpStripeStandIn, STRIPE_TEST_WEBHOOK_SECRET } from "#tests/support/test-services";

import { askedPeriod, taxReturnView } from "./console-queries.server";
import { FILING_FREQUENCY_ACTION, filingFrequency, setFilingFrequency } from "./filing-frequency.server";

const owner = { id: null, email: "owner@nestz.example" };
const stripeApi = setUpStripeStandIn();
const dor = new DorLookupStandIn();
beforeAll(async () => {
  await dor.start();
  process.env.DOR_LOOKUP_URL = dor.url;
});
afterAll(() => dor.stop());

/** Addresses DOR's stand-in answers exactly: Seattle (code 1726, 10.35 %) and Tumwater (3406, 9.8 %). */
const SEATTLE = { deliveryStreet: "400 Broad St", deliveryCityName: "Seattle", zip: "98109", deliveryCity: "Seattle" };
const TUMWATER = {
  deliveryStreet: "6500 Linderson Way SW",
  deliveryCityName: "Tumwater",
  zip: "98501",
  deliveryCity: "Tumwater",
};

function deliver(event: object) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_TEST_WEBHOOK_SECRET });
  return webhook({
    request: new Request("http://localhost:3000/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body,
    }),
  });
}

/**
 * A company's Washington delivery, priced, sent and accepted with the console's and the buyer's own
 * steps: the rate is decided from the address by DOR's lookup (its stand-in), as in the console.
 */
async function acceptedSale(
  address: typeof SEATTLE,
  unitPriceCents: number,
  terms: "card" | "po",
  claim: DraftClaim = { kind: "none" },
) {
  const request = await storeQuoteRequest({ ...address, deliveryState: "WA", buyerType: "corporate" });
  const { token, proposal, contentHash } = await sendDraft(
    await pricedDraft(request.id, unitPriceCents, { paymentTerms: terms, claim }),
  );
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  return { token, proposal };
}

async function cardDepositAndBalance(address: typeof SEATTLE, unitPriceCents: number) {
  const { token, proposal } = await acceptedSale(address, unitPriceCents, "card");
  const started = await startDeposit(token, getPaymentProvider());
  if (!started.ok) throw new Error(started.reason);
  expect((await deliver(stripeApi.succeededEvent(started.intentId))).status).toBe(200);
  const balance = await invoiceBalance(owner, proposal.id);
  if (!balance.ok) throw new Error("the balance was not invoiced");
  return proposal;
}

async function purchaseOrder(address: typeof SEATTLE, unitPriceCents: number, claim?: DraftClaim) {
  const { token, proposal } = await acceptedSale(address, unitPriceCents, "po", claim);
  const answered = await answerWithPurchaseOrder(token, `PO-${proposal.id}`);
  if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
  const [invoice] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
  if (!invoice) throw new Error("no invoice");
  return { proposal, invoice };
}

describe("the return's figures from the database", () => {
  it("the report's sums equal the invoices'", async () => {
    const period = filingPeriodOf(businessDay(new Date()), "quarterly");
    const before = (await taxReturnView(period)).figures;

    // Awkward amounts: a card deposit and its balance at 10.35 %, a purchase order at 9.1 %,
    // an exemption on the owner's reason, and a purchase order voided after it was issued.
    const cardSale = await cardDepositAndBalance(SEATTLE, 1_611_111);
    const card = cardSale.id;
    expect(cardSale).toMatchObject({ taxLocationCode: "1726", taxRateMilli: 10_350, taxTreatment: "taxable" });
    const po = await purchaseOrder(TUMWATER, 2_333_333);
    expect(po.proposal).toMatchObject({ taxLocationCode: "3406", taxRateMilli: 9_800 });
    const exempt = await purchaseOrder(SEATTLE, 999_999, {
      kind: "other",
      reason: "The buyer's letter says the homes are for a tribal housing authority.",
      paper: "Letter of 2026-11-02",
    });
    const voided = await purchaseOrder(SEATTLE, 500_000);
    expect(await voidInvoice(owner, voided.invoice.id, "Issued twice by mistake")).toMatchObject({ ok: true });

    const { figures } = await taxReturnView(period);
    const ours = [card, po.proposal.id, exempt.proposal.id, voided.proposal.id];
    const issued = (
      await getDb()
        .select()
        .from(invoices)
        .where(and(ne(invoices.status, "void")))
    ).filter((invoice) => ours.includes(invoice.proposalId));
    const [deposit] = await getDb().select().from(proposals).where(eq(proposals.id, card));
    if (!deposit) throw new Error("the card proposal is missing");
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

    // What the buyers were asked for, before tax and in tax, is what the return counts: to the cent.
    const askedCents = sum(issued.map((invoice) => invoice.amountCents)) + deposit.depositCents;
    const taxCents = sum(issued.map((invoice) => invoice.taxCents)) + deposit.depositTaxCents;
    expect(figures.grossCents - before.grossCents + (figures.taxCents - before.taxCents)).toBe(askedCents);
    expect(figures.taxCents - before.taxCents).toBe(taxCents);
    // And it is the tax the proposals charged: each one's deposit and invoices share it exactly.
    const charged = await getDb().select().from(proposals);
    expect(taxCents).toBe(
      sum(charged.filter((row) => ours.includes(row.id) && row.id !== voided.proposal.id).map((row) => row.taxCents)),
    );
    expect(figures.stateTaxCents + figures.localTaxCents).toBe(figures.taxCents);
    expect(figures.grossCents).toBe(figures.deductionsCents + figures.taxableCents);
    const other = figures.deductions.find((deduction) => deduction.kind === "other");
    expect((other?.amountCents ?? 0) - (before.deductions.find((d) => d.kind === "other")?.amountCents ?? 0)).toBe(
      exempt.invoice.preTaxCents,
    );
    expect(other?.sales).toContain(`invoice-${exempt.invoice.id}`);
    expect(figures.flaggedSales).toContain(`invoice-${exempt.invoice.id}`);

    // Each sale is named once: the deposit, the balance, the two purchase orders; never the void one.
    const keys = figures.grossSales;
    expect(keys).toContain(`deposit-${card}`);
    for (const invoice of issued) expect(keys).toContain(`invoice-${invoice.id}`);
    expect(keys).not.toContain(`invoice-${voided.invoice.id}`);
    // Every deposit and invoice carries a pre-tax amount and tax that come to what it asked for.
    const ourKeys = [`deposit-${card}`, ...issued.map((invoice) => `invoice-${invoice.id}`)];
    expect(figures.problems.filter((problem) => ourKeys.includes(problem.sale))).toEqual([]);

    // Another period counts none of them.
    const earlier = (await taxReturnView(previousFilingPeriod(period))).figures;
    expect(earlier.grossSales.filter((key) => keys.includes(key) && !before.grossSales.includes(key))).toEqual([]);
  });

  it("takes a partial credit note's pre-tax amount and tax back out of its invoice's sale, to the cent", async () => {
    const period = filingPeriodOf(businessDay(new Date()), "quarterly");
    const before = (await taxReturnView(period)).figures;
    const { invoice } = await purchaseOrder(SEATTLE, 1_234_567);
    expect(invoice).toMatchObject({ status: "open" });
    const paid = await recordInvoicePayment(owner, invoice.id, {
      method: "check",
      reference: "Check 1041",
      paidOn: businessDay(new Date()),
      amountCents: 500_000,
    });
    expect(paid).toMatchObject({ ok: true });
    const issued = await issueCreditNote(owner, invoice.id, {
      amountCents: 123_457,
      reason: "The porch was left off the order",
      excessTo: "credit",
    });
    if (!issued.ok) throw new Error(`no credit note: ${issued.reason}`);
    const [note] = await getDb().select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    if (!note) throw new Error("the credit note is missing");
    expect(note.taxCents).toBeGreaterThan(0);

    const { figures } = await taxReturnView(period);
    const netPreTax = invoice.preTaxCents - note.preTaxCents;
    const netTax = invoice.taxCents - note.taxCents;
    expect(figures.grossCents - before.grossCents).toBe(netPreTax);
    expect(figures.taxableCents - before.taxableCents).toBe(netPreTax);
    expect(figures.deductionsCents).toBe(before.deductionsCents);
    expect(figures.taxCents - before.taxCents).toBe(netTax);
    // Each document's tax splits by 6.5 / 10.35 (half up); the note's comes off the invoice's.
    const statePart = (cents: number) => Math.round((cents * 6_500) / 10_350);
    expect(figures.stateTaxCents - before.stateTaxCents).toBe(statePart(invoice.taxCents) - statePart(note.taxCents));
    const seattle = (lines: typeof figures.locations) =>
      lines.find((line) => line.code === "1726" && line.localRateMilli === 3_850);
    const line = seattle(figures.locations);
    const lineBefore = seattle(before.locations);
    expect((line?.taxableCents ?? 0) - (lineBefore?.taxableCents ?? 0)).toBe(netPreTax);
    expect(
      (line?.stateTaxCents ?? 0) +
        (line?.localTaxCents ?? 0) -
        (lineBefore?.stateTaxCents ?? 0) -
        (lineBefore?.localTaxCents ?? 0),
    ).toBe(netTax);
    expect(line?.sales).toContain(`credit-note-${note.id}`);
    // The return's invariants still hold.
    expect(figures.grossCents).toBe(figures.deductionsCents + figures.taxableCents);
    expect(figures.stateTaxCents + figures.localTaxCents).toBe(figures.taxCents);
    // It is named on its invoice, opens that invoice's proposal, and nothing needs putting right.
    const counted = figures.sales.find((sale) => sale.kind === "credit-note" && sale.id === note.id);
    expect(counted && saleLabel(counted)).toBe(`${issued.number} on ${invoice.number}`);
    expect(counted).toMatchObject({ proposalId: invoice.proposalId, treatment: "taxable", locationCode: "1726" });
    expect(figures.problems.filter((problem) => problem.sale === `credit-note-${note.id}`)).toEqual([]);
  });

  it("reads the period from the address, or offers the last one ended", async () => {
    expect(await askedPeriod("2026-Q3")).toMatchObject({ ok: true, period: { key: "2026-Q3" } });
    expect(await askedPeriod("2026-13")).toEqual({
      ok: false,
      message: "Choose a month (2026-11) or a quarter (2026-Q4).",
    });
    const now = new Date("2026-11-28T20:00:00Z");
    expect(await askedPeriod(null, now)).toMatchObject({ ok: true, period: { key: "2026-Q3" } });
  });
});

describe("the filing frequency", () => {
  it("is quarterly until set, audited when changed, and unchanged when set again", async () => {
    expect(await filingFrequency()).toBe("quarterly");
    expect(await setFilingFrequency(owner, "quarterly")).toEqual({ changed: false, frequency: "quarterly" });
    const [first, second] = await Promise.all([
      setFilingFrequency(owner, "monthly"),
      setFilingFrequency(owner, "monthly"),
    ]);
    expect([first?.changed, second?.changed].sort()).toEqual([false, true]);
    expect(await filingFrequency()).toBe("monthly");
    expect((await taxReturnView(filingPeriodOf("2026-11-02", "monthly"))).periods[0]?.kind).toBe("month");
    await setFilingFrequency(owner, "quarterly");
    const records = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, FILING_FREQUENCY_ACTION))
      .orderBy(asc(auditLog.id));
    expect(records.map((record) => [record.before, record.after, record.actorEmail])).toEqual([
      [{ frequency: "quarterly" }, { frequency: "monthly" }, owner.email],
      [{ frequency: "monthly" }, { frequency: "quarterly" }, owner.email],
    ]);
  });
});
