import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { StripeStandIn } from "#tests/support/stripe-stand-in";

import { getDb } from "../db/client.server";
import { auditLog, orders, outbox, products } from "../db/schema.server";
import { getPaymentProvider, paymentProviderNamed } from "../payments/payments.server";
import { PaymentProviderError } from "../payments/provider.server";
import { markOrderPaid, startCheckout } from "./checkout.server";
import { refundKey, refundOrder } from "./console-changes.server";

const SECRET_KEY = "sk_test_nestz_refunds";
const stripeApi = new StripeStandIn(SECRET_KEY);
const owner = { id: null, email: "owner@nestz.example" };

beforeAll(async () => {
  await stripeApi.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_nestz_refunds",
    STRIPE_WEBHOOK_SECRET: "whsec_nestz_refunds",
    STRIPE_API_URL: stripeApi.url,
  });
});

afterAll(async () => {
  await stripeApi.stop();
});

/** A sticker order paid through Stripe (the stand-in charged the card; the webhook's work done directly). */
async function paidStripeOrder() {
  const [sticker] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
  const email = `stripe-${randomUUID()}@example.com`;
  const started = await startCheckout(
    {
      items: [{ id: sticker?.id ?? 0, quantity: 3 }],
      amountCents: 300,
      idempotencyKey: randomUUID(),
      email,
      billingName: "Cedar Buyer",
      userId: null,
    },
    getPaymentProvider(),
  );
  if (!started.ok) throw new Error(started.message);
  stripeApi.succeededEvent(started.intent.id);
  await markOrderPaid(started.intent.id);
  return { id: started.order.id, intentId: started.intent.id, email };
}

const orderRow = async (id: number) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

describe("refunds through Stripe (a local stand-in for its API)", () => {
  it("asks Stripe once for the intent's full amount with the order's idempotency key, even when pressed five times at once", async () => {
    const { id, intentId, email } = await paidStripeOrder();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => refundOrder(owner, id)));
    expect(outcomes.filter((outcome) => outcome.outcome === "changed")).toHaveLength(1);

    const requests = stripeApi.requests.filter(
      (request) => request.path === "/v1/refunds" && request.form.get("payment_intent") === intentId,
    );
    expect(requests.length).toBeGreaterThanOrEqual(1);
    for (const request of requests) {
      expect(request.method).toBe("POST");
      expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(request.idempotencyKey).toBe(refundKey(id));
      expect(request.form.get("amount")).toBe("300");
    }
    const refunds = stripeApi.refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect(await orderRow(id)).toMatchObject({ status: "refunded", providerRefundId: refunds[0]?.id });
    expect(refunds[0]?.id).toMatch(/^re_/);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.refunded"), eq(auditLog.subjectId, String(id))));
    expect(audit).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.kind, "order-refunded"))),
    ).toHaveLength(1);
  });

  it("finds the refund already made when Stripe no longer knows the key (keys expire after a day)", async () => {
    const { intentId } = await paidStripeOrder();
    const stripe = paymentProviderNamed("stripe");
    if (!stripe) throw new Error("Stripe is not configured");
    const first = await stripe.refund(intentId, 300, "refund-first-key");
    const later = await stripe.refund(intentId, 300, "refund-key-after-expiry");
    expect(later).toEqual(first);
    expect(stripeApi.refundsOf(intentId)).toHaveLength(1);
  });

  it("leaves the order paid, with Stripe's message, when Stripe refuses the refund", async () => {
    const { id, email, intentId } = await paidStripeOrder();
    stripeApi.refundFailure = {
      status: 400,
      error: {
        type: "invalid_request_error",
        code: "charge_disputed",
        message: "This charge has been disputed and cannot be refunded.",
      },
    };
    try {
      const outcome = await refundOrder(owner, id);
      expect(outcome).toMatchObject({ outcome: "provider_failed", order: { status: "paid" } });
      expect(outcome.outcome === "provider_failed" && outcome.message).toContain("This charge has been disputed");
    } finally {
      stripeApi.refundFailure = null;
    }
    expect(await orderRow(id)).toMatchObject({ status: "paid", providerRefundId: null, refundedAt: null });
    expect(
      await getDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.kind, "order-refunded"))),
    ).toEqual([]);
    // Stripe replays a refusal for its key; once Stripe agrees, the next press asks under a new key and works.
    await expect(paymentProviderNamed("stripe")?.refund(intentId, 300, refundKey(id))).rejects.toThrow("disputed");
    expect((await refundOrder(owner, id)).outcome).toBe("changed");
    expect(stripeApi.requests.findLast((request) => request.path === "/v1/refunds")?.idempotencyKey).toBe(
      refundKey(id, 2),
    );
    expect(stripeApi.refundsOf(intentId)).toHaveLength(1);
  });

  it("reports an unreachable Stripe as a provider error", async () => {
    const { intentId } = await paidStripeOrder();
    const stripe = paymentProviderNamed("stripe");
    await stripeApi.stop();
    try {
      await expect(stripe?.refund(intentId, 300, `refund-${randomUUID()}`)).rejects.toBeInstanceOf(
        PaymentProviderError,
      );
    } finally {
      await stripeApi.start(stripeApi.port);
    }
  });

  it("refunds an order the test provider took through the test provider, whatever takes payments now", () => {
    expect(paymentProviderNamed("test")?.name).toBe("test");
    expect(paymentProviderNamed("stripe")?.name).toBe("stripe");
    expect(paymentProviderNamed("paypal")).toBeNull();
  });
});
