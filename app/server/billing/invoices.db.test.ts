import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { action as webhook } from "#app/routes/api/stripe.webhook";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, invoices, outbox, proposals } from "#app/server/db/schema.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { setUpStripeStandIn, STRIPE_TEST_WEBHOOK_SECRET } from "#tests/support/test-services";

import { invoiceBalance, sendInvoiceReminder } from "./changes.server";
import { proposalFigures } from "./console-queries.server";
import { recordInvoicePayment } from "./ledger.server";

const owner = { id: null, email: "owner@nestz.example" };
const stripeApi = setUpStripeStandIn();

async function accepted(paymentTerms: "card" | "po" | "both" = "both") {
  const request = await storeQuoteRequest();
  const { token, proposal, contentHash } = await sendDraft(await pricedDraft(request.id, 4_000_000, { paymentTerms }));
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  return { id: proposal.id, token, proposal, email: request.email };
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

describe("the deposit through Stripe", () => {
  it("is paid once, however often the webhook arrives, and the balance is invoiced once", async () => {
    const { id, token, proposal, email } = await accepted("card");
    const started = await startDeposit(token, getPaymentProvider());
    if (!started.ok) throw new Error(started.reason);
    expect(started.amountCents).toBe(proposal.depositCents);
    const event = stripeApi.succeededEvent(started.intentId);
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await deliver(event)).status).toBe(200);
    const [paid] = await getDb().select().from(proposals).where(eq(proposals.id, id));
    expect(paid?.depositPaidAt).toBeInstanceOf(Date);
    const receipts = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, "proposal-deposit-receipt")));
    expect(receipts).toHaveLength(1);

    const [a, b] = await Promise.all([invoiceBalance(owner, id), invoiceBalance(owner, id)]);
    expect(a.ok && b.ok && a.number === b.number).toBe(true);
    const balance = await getDb().select().from(invoices).where(eq(invoices.proposalId, id));
    expect(balance).toHaveLength(1);
    expect(balance[0]?.amountCents).toBe(proposal.totalCents - proposal.depositCents);
  });
});

describe("recording payments", () => {
  it("marks an invoice paid once, with its activity, and sends reminders only while open", async () => {
    const { token } = await accepted("po");
    const answered = await answerWithPurchaseOrder(token, "PO-42");
    if (!answered.ok || answered.invoiceToken === null) throw new Error(answered.ok ? "no invoice" : answered.reason);
    const [invoice] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
    if (!invoice) throw new Error("no invoice");
    expect(await sendInvoiceReminder(owner, invoice.id)).toEqual({ ok: true });
    const payment = { method: "check" as const, reference: "Check 1042", paidOn: "2026-11-26" };
    const results = await Promise.all([
      recordInvoicePayment(owner, invoice.id, payment),
      recordInvoicePayment(owner, invoice.id, payment),
    ]);
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice.payment-recorded"), eq(auditLog.subjectId, String(invoice.id))));
    expect(entries).toHaveLength(1);
    expect(await sendInvoiceReminder(owner, invoice.id)).toEqual({ ok: false, reason: "not-open" });
    const figures = await proposalFigures();
    expect(figures.receivedThisMonthCents).toBeGreaterThanOrEqual(invoice.amountCents);
    expect(figures.acceptedThisMonth).toBeGreaterThanOrEqual(1);
  });
});
