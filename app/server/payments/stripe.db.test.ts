import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

import { action as webhook } from "#app/routes/api/stripe.webhook";
import { getEnv } from "#app/server/config/env.server";
import { startCheckout } from "#app/server/orders/checkout.server";
import { setUpStripeStandIn, STRIPE_TEST_SECRET_KEY, STRIPE_TEST_WEBHOOK_SECRET } from "#tests/support/test-services";

import { getDb } from "../db/client.server";
import { orders, outbox, products } from "../db/schema.server";
import { getPaymentProvider } from "./payments.server";
import { PaymentProviderError } from "./provider.server";
import { getPaymentSettings } from "./settings.server";

const stripeApi = setUpStripeStandIn();

async function stickerId() {
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
  return row?.id ?? 0;
}

async function checkout(email = `buyer-${randomUUID()}@example.com`, key = randomUUID()) {
  const result = await startCheckout(
    {
      items: [{ id: await stickerId(), quantity: 2 }],
      amountCents: 200,
      idempotencyKey: key,
      email,
      billingName: "Stripe Buyer",
      userId: null,
    },
    getPaymentProvider(),
  );
  if (!result.ok) throw new Error(result.message);
  return result;
}

function signed(
  payload: object,
  { secret = STRIPE_TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return { body, header };
}

function deliver(body: string, signature: string | null) {
  const request = new Request("http://localhost:3000/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
    body,
  });
  return webhook({ request });
}

const orderOf = async (id: number) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];

describe("the Stripe provider against a local stand-in for Stripe's API", () => {
  it("is chosen when the keys are set", () => {
    expect(getEnv().STRIPE_API_URL).toBe(stripeApi.url);
    expect(getPaymentSettings()).toEqual({ provider: "stripe", publishableKey: "pk_test_nestz_local" });
  });

  it("creates a PaymentIntent with the secret key, the amount in cents and an idempotency key", async () => {
    const key = randomUUID();
    const { intent, order } = await checkout(undefined, key);
    const request = stripeApi.requests.findLast((entry) => entry.path === "/v1/payment_intents");
    expect(request?.authorization).toBe(`Bearer ${STRIPE_TEST_SECRET_KEY}`);
    expect(request?.idempotencyKey).toBe(key);
    expect(request?.contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(request?.form.get("amount")).toBe("200");
    expect(request?.form.get("currency")).toBe("usd");
    expect(intent.id).toMatch(/^pi_/);
    expect(order).toMatchObject({ provider: "stripe", providerIntentId: intent.id, status: "pending" });
  });

  it("repeats no charge for a repeated request", async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout("twice@example.com", key), checkout("twice@example.com", key)]);
    expect(first.intent.id).toBe(second.intent.id);
    expect(first.order.id).toBe(second.order.id);
  });

  it("answers 409, not a provider error, when Stripe refuses a key reused for another cart", async () => {
    const key = randomUUID();
    const carts = [1, 2, 3, 4].map((quantity) => ({ items: [{ id: 0, quantity }], amountCents: quantity * 100 }));
    const id = await stickerId();
    const results = await Promise.all(
      carts.map((cart) =>
        startCheckout(
          {
            items: cart.items.map((item) => ({ ...item, id })),
            amountCents: cart.amountCents,
            idempotencyKey: key,
            email: "keyed@example.com",
            billingName: "guest",
            userId: null,
          },
          getPaymentProvider(),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === "idempotency_conflict")).toHaveLength(3);
    expect(await getDb().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it("reports an unreachable Stripe as a provider error, writing no order", async () => {
    await stripeApi.stop();
    try {
      const before = (await getDb().select().from(orders)).length;
      await expect(checkout()).rejects.toBeInstanceOf(PaymentProviderError);
      expect((await getDb().select().from(orders)).length).toBe(before);
    } finally {
      await stripeApi.start(stripeApi.port);
    }
  });
});

describe("the Stripe webhook", () => {
  it("marks the order paid once, however often the event arrives", async () => {
    const email = `webhook-${randomUUID()}@example.com`;
    const { intent, order } = await checkout(email);
    const event = stripeApi.succeededEvent(intent.id);
    for (let delivery = 0; delivery < 3; delivery++) {
      const { body, header } = signed(event);
      expect((await deliver(body, header)).status).toBe(200);
    }
    expect((await orderOf(order.id))?.status).toBe("paid");
    expect(await getDb().select().from(outbox).where(eq(outbox.recipient, email))).toHaveLength(1);
  });

  it("refuses a missing, wrong, tampered or stale signature with 400 and changes nothing", async () => {
    const { intent, order } = await checkout();
    const event = stripeApi.succeededEvent(intent.id);
    const good = signed(event);
    const cases = [
      await deliver(good.body, null),
      await deliver(good.body, signed(event, { secret: "whsec_not_ours" }).header),
      await deliver(good.body.replace('"amount_received":200', '"amount_received":1'), good.header),
      await deliver(good.body, signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).header),
      await deliver("not json", good.header),
    ];
    for (const response of cases) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    }
    expect((await orderOf(order.id))?.status).toBe("pending");
  });

  it("does not mark paid an intent whose amount differs from the order", async () => {
    const { intent, order } = await checkout();
    const { body, header } = signed(stripeApi.succeededEvent(intent.id, { amount_received: 1 }));
    expect((await deliver(body, header)).status).toBe(200);
    expect((await orderOf(order.id))?.status).toBe("pending");
  });

  it("fails the order when the payment fails", async () => {
    const { intent, order } = await checkout();
    const { body, header } = signed(stripeApi.failedEvent(intent.id));
    expect((await deliver(body, header)).status).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: "failed", failureMessage: "Your card was declined." });
  });
});
