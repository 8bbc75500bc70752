/**
 * Bank transfers through Stripe, as Stripe would answer and deliver them
 * (docs/decisions/0094): a customer and its US funding instructions per
 * buyer, and the signed cash balance webhook when money arrives.
 */
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { action as webhook } from "#app/routes/api/stripe.webhook";
import { getDb } from "#app/server/db/client.server";
import { buyerBankAccounts, invoices, payments } from "#app/server/db/schema.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { setUpStripeStandIn, STRIPE_TEST_WEBHOOK_SECRET } from "#tests/support/test-services";

import { issueInvoice } from "./changes.server";
import { invoicePdfAttachment, invoiceViewById } from "./queries.server";

const stripeApi = setUpStripeStandIn();

function deliver(event: object, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return webhook({
    request: new Request("http://localhost:3000/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body,
    }),
  });
}

describe("bank transfers through Stripe", () => {
  it("prints the customer's US account on the invoice, made once, and pays it when the funded webhook arrives, once", async () => {
    const request = await storeQuoteRequest();
    const { proposal, reference } = await sendDraft(await pricedDraft(request.id, 4_000_000));
    const invoice = await issueInvoice({
      proposal,
      quoteReference: reference,
      kind: "balance",
      amountCents: 9_000_00,
      poNumber: null,
      actor: { id: null, email: "owner@nestz.example" },
      now: new Date(),
    });
    // The invoice's email draws its PDF, which makes the account if the issue's own ask has not yet.
    const mail = await invoicePdfAttachment(invoice.id);
    expect(mail?.filename).toContain(invoice.number);
    const asked = stripeApi.requests.length;
    const [first, second] = await Promise.all([invoiceViewById(invoice.id), invoiceViewById(invoice.id)]);
    // The page only reads the account: viewing it asks nothing of the provider.
    expect(stripeApi.requests.length).toBe(asked);
    expect(first?.bankAccount).toMatchObject({ routingNumber: "110000000", bankName: "Stand-in National Bank" });
    expect(second?.bankAccount).toEqual(first?.bankAccount);
    const [account] = await getDb()
      .select()
      .from(buyerBankAccounts)
      .where(eq(buyerBankAccounts.buyerEmail, proposal.buyerEmail.toLowerCase()));
    if (!account) throw new Error("no account stored");
    expect(account.provider).toBe("stripe");
    expect(stripeApi.customer(account.customerId)?.email).toBe(proposal.buyerEmail.toLowerCase());
    expect(
      stripeApi.requests
        .filter((made) => made.method === "POST" && made.path === "/v1/customers")
        .map((made) => made.idempotencyKey),
    ).toContain(`bank-account:${proposal.buyerEmail.toLowerCase()}:customer`);

    // A forged event changes nothing.
    const forged = stripeApi.fundedEvent(account.customerId, 9_000_00);
    expect((await deliver(forged, "whsec_someone_else")).status).toBe(400);
    expect((await getDb().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]?.status).toBe("open");

    const short = stripeApi.fundedEvent(account.customerId, 2_000_00);
    expect((await deliver(short)).status).toBe(200);
    expect((await deliver(short)).status).toBe(200);
    expect(await invoiceViewById(invoice.id)).toMatchObject({ paidCents: 2_000_00, balanceCents: 7_000_00 });

    expect((await deliver(stripeApi.fundedEvent(account.customerId, 7_000_00))).status).toBe(200);
    expect((await getDb().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      status: "paid",
      paymentMethod: "bank-transfer",
    });
    const ledger = await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(ledger.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([2_000_00, 7_000_00]);
  });
});
