/**
 * Money that cannot be taken twice or lost: each hole found in review, through
 * the Stripe webhook as Stripe would deliver it (docs/decisions/0088).
 */
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { action as webhook } from "#app/routes/api/stripe.webhook";
import { invoiceBalance } from "#app/server/billing/changes.server";
import { getEnv } from "#app/server/config/env.server";
import { byToken, linkToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, heldPayments, invoices, outbox, payments, proposals } from "#app/server/db/schema.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { setUpStripeStandIn, STRIPE_TEST_WEBHOOK_SECRET } from "#tests/support/test-services";

import { startDeposit, startInvoiceCardPayment } from "./card-payments.server";
import { heldFigures, resolveHeldPayment } from "./held-payments.server";
import { recordInvoicePayment } from "./ledger.server";

const owner = { id: null, email: "owner@nestz.example" };
const stripeApi = setUpStripeStandIn();

async function accepted(paymentTerms: "card" | "po" | "both" = "both") {
  const request = await storeQuoteRequest();
  const { token, proposal, contentHash } = await sendDraft(await pricedDraft(request.id, 4_000_000, { paymentTerms }));
  const answer = await acceptProposal(token, {
    name: "Grace Hopper",
    contentHash,
    client: "198.51.100.7",
    userAgent: "vitest",
  });
  if (!answer.ok) throw new Error(`not accepted: ${answer.reason}`);
  return { id: proposal.id, token, proposal };
}

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

async function depositOk(token: string) {
  const started = await startDeposit(token, getPaymentProvider());
  if (!started.ok) throw new Error(`no deposit: ${started.reason}`);
  return started;
}

const sumOf = (rows: readonly { amountCents: number }[]) => rows.reduce((sum, row) => sum + row.amountCents, 0);
const proposalRow = async (id: number) => (await getDb().select().from(proposals).where(eq(proposals.id, id)))[0];
const ledgerOf = (proposalId: number) => getDb().select().from(payments).where(eq(payments.proposalId, proposalId));
const heldFor = (intentId: string) => getDb().select().from(heldPayments).where(eq(heldPayments.intentId, intentId));
const ownerHeldEmails = () =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "payment-held"), eq(outbox.recipient, getEnv().CONTACT_EMAIL)));

describe("a deposit paid by an intent made a day later", () => {
  it("is settled by whichever recorded intent succeeds, and the other one, paid too, is held for a refund", async () => {
    const { id, token, proposal } = await accepted("card");
    const monday = await depositOk(token);
    stripeApi.forgetIdempotencyKeys();
    const tuesday = await depositOk(token);
    expect(tuesday.intentId).not.toBe(monday.intentId);

    expect((await deliver(stripeApi.succeededEvent(tuesday.intentId))).status).toBe(200);
    expect((await proposalRow(id))?.depositPaidAt).toBeInstanceOf(Date);
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ target: "deposit", amountCents: proposal.depositCents, intentId: tuesday.intentId }),
    ]);

    // The Monday tab was paid too: the money is not dropped, nor does it pay the deposit twice.
    const before = (await ownerHeldEmails()).length;
    expect((await deliver(stripeApi.succeededEvent(monday.intentId))).status).toBe(200);
    expect(await ledgerOf(id)).toHaveLength(1);
    expect(await heldFor(monday.intentId)).toEqual([
      expect.objectContaining({ reason: "already-paid", amountCents: proposal.depositCents, proposalId: id }),
    ]);
    expect(await ownerHeldEmails()).toHaveLength(before + 1);
  });
});

describe("the same success delivered twice, at once and a day late", () => {
  it("pays the deposit once, with one receipt, one ledger row and nothing held", async () => {
    const { id, token } = await accepted("card");
    const started = await depositOk(token);
    const event = stripeApi.succeededEvent(started.intentId);
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await deliver(event)).status).toBe(200);
    expect(await ledgerOf(id)).toHaveLength(1);
    expect(await heldFor(started.intentId)).toEqual([]);
    const row = await proposalRow(id);
    const receipts = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "proposal-deposit-receipt"), eq(outbox.recipient, row?.buyerEmail ?? "")));
    expect(receipts).toHaveLength(1);
  });
});

describe("a success for the wrong amount or currency", () => {
  it("pays nothing and is held for the owner", async () => {
    const { id, token } = await accepted("card");
    const short = await depositOk(token);
    await deliver(stripeApi.succeededEvent(short.intentId, { amount_received: 100 }));
    expect((await proposalRow(id))?.depositPaidAt).toBeNull();
    expect(await heldFor(short.intentId)).toEqual([
      expect.objectContaining({ reason: "wrong-amount", amountCents: 100 }),
    ]);

    const { id: otherId, token: otherToken, proposal } = await accepted("card");
    const euros = await depositOk(otherToken);
    await deliver(stripeApi.succeededEvent(euros.intentId, { currency: "eur" }));
    expect((await proposalRow(otherId))?.depositPaidAt).toBeNull();
    expect(await heldFor(euros.intentId)).toEqual([
      expect.objectContaining({ reason: "wrong-amount", currency: "eur", amountCents: proposal.depositCents }),
    ]);
    expect(await ledgerOf(id)).toEqual([]);
  });
});

describe("a success that matches nothing", () => {
  it("reaches the owner by email, once, and waits in the console", async () => {
    const before = (await ownerHeldEmails()).length;
    const stray = stripeApi.strayEvent(12_345, { purpose: "proposal-deposit" });
    expect((await deliver(stray.event)).status).toBe(200);
    expect((await deliver(stray.event)).status).toBe(200);
    const emails = await ownerHeldEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.at(-1)?.text).toContain("$123.45");
    expect(await heldFor(stray.intentId)).toEqual([
      expect.objectContaining({ reason: "no-match", amountCents: 12_345, resolution: null }),
    ]);

    // The owner marks it applied, once, in Activity; it leaves the Overview's count.
    const waiting = (await heldFigures()).count;
    const [row] = await heldFor(stray.intentId);
    if (!row) throw new Error("nothing held");
    const marks = await Promise.all([
      resolveHeldPayment(owner, row.id, { kind: "applied", note: "Check 3 of Harbor County" }),
      resolveHeldPayment(owner, row.id, { kind: "refunded", note: "" }),
    ]);
    expect(marks.filter((mark) => mark.ok && mark.changed)).toHaveLength(1);
    expect((await heldFigures()).count).toBe(waiting - 1);
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "payment"), eq(auditLog.subjectId, String(row.id))));
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      ["payment.held", marks[0]?.ok && marks[0].changed ? "payment.applied" : "payment.refunded"].sort(),
    );
    expect(await resolveHeldPayment(owner, 999_999, { kind: "applied", note: "" })).toEqual({
      ok: false,
      reason: "not-found",
    });

    const shop = stripeApi.strayEvent(500, { purpose: "order" });
    await deliver(shop.event);
    expect(await heldFor(shop.intentId)).toEqual([expect.objectContaining({ reason: "no-match" })]);
  });
});

describe('terms "both": a card deposit and a purchase order for the same money', () => {
  it("never leaves two open bills, whichever lands first, raced on separate connections", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, token, proposal } = await accepted("both");
      const started = await depositOk(token);
      const event = stripeApi.succeededEvent(started.intentId);
      const [answered] = await Promise.all([answerWithPurchaseOrder(token, `PO-${round}`), deliver(event)]);
      const row = await proposalRow(id);
      const bills = await getDb().select().from(invoices).where(eq(invoices.proposalId, id));
      const ledger = await ledgerOf(id);
      const received = sumOf(ledger);
      expect(received).toBe(proposal.depositCents);
      if (answered.ok) {
        // The purchase order came first: the card money pays its invoice, the deposit is not a second bill.
        expect(row?.depositPaidAt).toBeNull();
        expect(bills).toHaveLength(1);
        expect(ledger).toEqual([expect.objectContaining({ target: "invoice", invoiceId: bills[0]?.id })]);
      } else {
        // The card came first: the deposit is paid and the purchase order is refused.
        expect(answered.reason).toBe("paid");
        expect(row?.depositPaidAt).toBeInstanceOf(Date);
        expect(bills).toEqual([]);
      }
      // Whatever the order, what was received and what open bills still ask for never exceed the total.
      const stillOwed = bills
        .filter((bill) => bill.status === "open")
        .map((bill) => bill.amountCents - sumOf(ledger.filter((payment) => payment.invoiceId === bill.id)))
        .reduce((sum, owed) => sum + owed, 0);
      expect(received + stillOwed).toBeLessThanOrEqual(proposal.totalCents);
    }
  });

  it("applies a card deposit that lands after the purchase order to its invoice", async () => {
    const { id, token, proposal } = await accepted("both");
    const started = await depositOk(token);
    const answered = await answerWithPurchaseOrder(token, "PO-77");
    if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
    await deliver(stripeApi.succeededEvent(started.intentId));
    const row = await proposalRow(id);
    expect(row?.depositPaidAt).toBeNull();
    const [bill] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
    // The purchase order is invoiced the schedule's acceptance stage: the same money as the card deposit.
    expect(bill?.amountCents).toBe(proposal.depositCents);
    expect(await ledgerOf(id)).toEqual([
      expect.objectContaining({ target: "invoice", invoiceId: bill?.id, amountCents: proposal.depositCents }),
    ]);
    // The owner's "invoice the balance" finds nothing more to bill: the open invoice already asks for it.
    expect(await invoiceBalance(owner, id)).toEqual({ ok: false, reason: "not-ready" });
  });
});

describe("a card payment landing after the owner recorded a check", () => {
  it("does not pay the invoice twice: the card money is held for a refund and the owner told", async () => {
    const { id, token } = await accepted("card");
    await deliver(stripeApi.succeededEvent((await depositOk(token)).intentId));
    const balance = await invoiceBalance(owner, id);
    if (!balance.ok) throw new Error(balance.reason);
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.number, balance.number));
    if (!invoice) throw new Error("no balance invoice");
    const card = await startInvoiceCardPayment(linkToken("invoice", invoice.linkNonce), getPaymentProvider());
    if (!card.ok) throw new Error(card.reason);

    const recorded = await recordInvoicePayment(owner, invoice.id, {
      method: "check",
      reference: "Check 2001",
      paidOn: "2026-11-27",
    });
    expect(recorded).toEqual({ ok: true, changed: true, paidInFull: true });
    const before = (await ownerHeldEmails()).length;
    await deliver(stripeApi.succeededEvent(card.intentId));

    const ledger = await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(ledger).toEqual([expect.objectContaining({ method: "check", amountCents: invoice.amountCents })]);
    expect(await heldFor(card.intentId)).toEqual([
      expect.objectContaining({ reason: "already-paid", amountCents: invoice.amountCents, invoiceId: invoice.id }),
    ]);
    expect(await ownerHeldEmails()).toHaveLength(before + 1);
  });
});

describe("part payments recorded by hand", () => {
  it("leave the invoice open with its balance until they reach its amount; the card asks only for what is left", async () => {
    const { token } = await accepted("po");
    const answered = await answerWithPurchaseOrder(token, "PO-9");
    if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
    const [invoice] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
    if (!invoice) throw new Error("no invoice");
    const part = { method: "ach" as const, reference: "ACH 1", paidOn: "2026-11-20", amountCents: 1_000_000 };
    expect(await recordInvoicePayment(owner, invoice.id, part)).toEqual({ ok: true, changed: true, paidInFull: false });
    expect(await recordInvoicePayment(owner, invoice.id, { ...part, amountCents: invoice.amountCents })).toEqual({
      ok: false,
      reason: "amount",
      message: "That is more than is left to pay on this invoice.",
    });
    const [open] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(open?.status).toBe("open");
    // The rest, by default what is left.
    expect(
      await recordInvoicePayment(owner, invoice.id, { method: "wire", reference: "W-2", paidOn: "2026-11-25" }),
    ).toEqual({ ok: true, changed: true, paidInFull: true });
    const [paid] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ status: "paid", paymentMethod: "wire", paidOn: "2026-11-25" });
    const ledger = await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(ledger.map((row) => row.amountCents)).toEqual([1_000_000, invoice.amountCents - 1_000_000]);
    await expect(getDb().delete(payments).where(eq(payments.invoiceId, invoice.id))).rejects.toThrow();
  });
});
