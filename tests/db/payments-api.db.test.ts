import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { action as createPaymentIntent, loader as createPaymentIntentGet } from "#app/routes/api/create-payment-intent";
import { action as confirmTest } from "#app/routes/api/payments.test-confirm";
import { getDb } from "#app/server/db/client.server";
import { orders, products } from "#app/server/db/schema.server";
import { testProvider } from "#app/server/payments/test-provider.server";

const ORIGIN = "http://localhost:3000";

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    // A client address of its own per request, so the checkout limit counts only where a test means it to.
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-client-ip": randomUUID(),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const call = async (handler: (args: { request: Request }) => Response | Promise<Response>, request: Request) =>
  handler({ request });

async function stickerId() {
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
  return row?.id ?? 0;
}

const orderCount = async () => (await getDb().select().from(orders)).length;

describe("POST /.netlify/functions/createPaymentIntent", () => {
  it("answers the payment intent for a valid cart", async () => {
    const response = await call(
      createPaymentIntent,
      post("/.netlify/functions/createPaymentIntent", {
        items: [{ id: await stickerId(), quantity: 2 }],
        amount: 200,
        email: "Guest@Example.com",
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { paymentIntent: Record<string, unknown>; order: { number: string } };
    expect(body.paymentIntent).toMatchObject({ amount: 200, currency: "usd", status: "requires_payment_method" });
    expect(body.paymentIntent.id).toEqual(expect.stringMatching(/^pi_test_/));
    expect(body.paymentIntent.client_secret).toEqual(expect.stringContaining("_secret_"));
    expect(body.order.number).toMatch(/^NZ-\d{6}$/);
    const [order] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.providerIntentId, String(body.paymentIntent.id)));
    expect(order?.email).toBe("guest@example.com");
  });

  it("refuses bad input with a clear 4xx and writes no order", async () => {
    const id = await stickerId();
    const before = await orderCount();
    const cases: [string, Request, number][] = [
      ["malformed JSON", post("/x", "{items:"), 400],
      ["wrong types", post("/x", { items: "sticker", amount: "2" }), 400],
      ["negative quantity", post("/x", { items: [{ id, quantity: -1 }], amount: -100, email: "a@b.co" }), 400],
      ["fractional quantity", post("/x", { items: [{ id, quantity: 1.5 }], amount: 150, email: "a@b.co" }), 400],
      ["quantity over 99", post("/x", { items: [{ id, quantity: 100 }], amount: 10_000, email: "a@b.co" }), 400],
      [
        "51 lines",
        post("/x", {
          items: Array.from({ length: 51 }, (_, n) => ({ id: n + 1, quantity: 1 })),
          amount: 0,
          email: "a@b.co",
        }),
        400,
      ],
      [
        "a product id past the database's range",
        post("/x", { items: [{ id: 3_000_000_000, quantity: 1 }], amount: 100, email: "a@b.co" }),
        400,
      ],
      ["tampered amount", post("/x", { items: [{ id, quantity: 2 }], amount: 1, email: "a@b.co" }), 409],
      [
        "over-long email",
        post("/x", { items: [{ id, quantity: 1 }], amount: 100, email: `${"a".repeat(250)}@b.co` }),
        400,
      ],
      ["no receipt email for a guest", post("/x", { items: [{ id, quantity: 1 }], amount: 100 }), 400],
      ["extra fields", post("/x", { items: [{ id, quantity: 1 }], amount: 100, email: "a@b.co", price: 0 }), 400],
      [
        "a form post",
        new Request(`${ORIGIN}/x`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "items=1",
        }),
        415,
      ],
      [
        "a bad idempotency key",
        post("/x", { items: [{ id, quantity: 1 }], amount: 100, email: "a@b.co" }, { "idempotency-key": "<>" }),
        400,
      ],
    ];
    for (const [name, request, status] of cases) {
      const response = await call(createPaymentIntent, request);
      expect(response.status, name).toBe(status);
      const body = (await response.json()) as { error?: { code?: string; message?: string } };
      expect(body.error?.message, name).toEqual(expect.any(String));
    }
    expect((await call(createPaymentIntentGet, new Request(`${ORIGIN}/x`))).status).toBe(405);
    expect(await orderCount()).toBe(before);
  });
});

describe("the checkout limit per client address", () => {
  it("answers 429 with Retry-After past 20 a minute from one address, writing no order, and leaves other addresses alone", async () => {
    const id = await stickerId();
    const cart = { items: [{ id, quantity: 1 }], amount: 100, email: "busy@example.com" };
    const address = { "x-client-ip": "203.0.113.7" };
    const before = await orderCount();
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) statuses.push((await call(createPaymentIntent, post("/x", cart, address))).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await call(createPaymentIntent, post("/x", cart, address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({
      error: { code: "rate_limited", message: expect.stringMatching(/Please wait \d+ seconds? and try again\./) },
    });
    expect(await orderCount()).toBe(before + 20);
    expect((await call(createPaymentIntent, post("/x", cart, { "x-client-ip": "203.0.113.8" }))).status).toBe(200);
  });

  it("counts an IPv6 client by its /64: a new address in it is the same client", async () => {
    const id = await stickerId();
    const cart = { items: [{ id, quantity: 1 }], amount: 100, email: "busy@example.com" };
    const from = (address: string) => ({ "x-client-ip": address });
    const network = `2001:db8:${Math.floor(Math.random() * 0xfffe).toString(16)}`;
    const statuses: number[] = [];
    for (let n = 1; n <= 20; n++)
      statuses.push(
        (await call(createPaymentIntent, post("/x", cart, from(`${network}:7::${n.toString(16)}`)))).status,
      );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rotated = await call(createPaymentIntent, post("/x", cart, from(`${network}:7:ffff:1:2:3`)));
    expect(rotated.status).toBe(429);
    expect((await call(createPaymentIntent, post("/x", cart, from(`${network}:8::1`)))).status).toBe(200);
  });
});

describe("one Idempotency-Key, many carts at once", () => {
  it("answers 409 for every cart but the one the key was first used for, never a 5xx", async () => {
    const id = await stickerId();
    const key = randomUUID();
    const before = await orderCount();
    // Ten carts of 1 to 10 stickers, all sent at the same moment under one key.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        call(
          createPaymentIntent,
          post(
            "/x",
            { items: [{ id, quantity: n + 1 }], amount: (n + 1) * 100, email: "race@example.com" },
            { "idempotency-key": key },
          ),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(","),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 409),
      statuses.join(","),
    ).toHaveLength(9);
    const winner = responses[statuses.indexOf(200)];
    const { paymentIntent } = (await winner?.json()) as { paymentIntent: { amount: number } };
    const written = await getDb().select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(written).toHaveLength(1);
    expect(written[0]?.amountCents).toBe(paymentIntent.amount);
    expect(await orderCount()).toBe(before + 1);
  });

  it("answers 409 when the key's payment intent, made by a request still in flight, is for another amount", async () => {
    const key = randomUUID();
    // The other request has made its intent but not yet written its order.
    await testProvider.createIntent({
      amountCents: 300,
      currency: "usd",
      idempotencyKey: key,
      description: "three stickers",
    });
    const response = await call(
      createPaymentIntent,
      post(
        "/x",
        { items: [{ id: await stickerId(), quantity: 1 }], amount: 100, email: "late@example.com" },
        { "idempotency-key": key },
      ),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: "idempotency_conflict" } });
    expect(await getDb().select().from(orders).where(eq(orders.idempotencyKey, key))).toEqual([]);
  });

  it("answers 409 when two carts of the same total share a key", async () => {
    const id = await stickerId();
    const [sticker] = await getDb().select().from(products).where(eq(products.id, id));
    if (!sticker) throw new Error("no sticker in the seed");
    // A $2 item beside the $1 sticker: two stickers and one of these cost the same.
    const [pair] = await getDb()
      .insert(products)
      .values({
        ...sticker,
        id: undefined,
        slug: `pair-${randomUUID()}`,
        name: "Sticker pair",
        priceCents: 200,
        version: 1,
      })
      .returning();
    const key = randomUUID();
    const [one, other] = await Promise.all([
      call(
        createPaymentIntent,
        post(
          "/x",
          { items: [{ id, quantity: 2 }], amount: 200, email: "same@example.com" },
          { "idempotency-key": key },
        ),
      ),
      call(
        createPaymentIntent,
        post(
          "/x",
          { items: [{ id: pair?.id, quantity: 1 }], amount: 200, email: "same@example.com" },
          { "idempotency-key": key },
        ),
      ),
    ]);
    expect([one.status, other.status].sort()).toEqual([200, 409]);
  });
});

describe("POST /api/payments/test/confirm", () => {
  it("answers 402 for the decline card, 400 naming the field for a bad card, 200 for the success card", async () => {
    const start = await call(
      createPaymentIntent,
      post("/x", { items: [{ id: await stickerId(), quantity: 1 }], amount: 100, email: "card@example.com" }),
    );
    const { paymentIntent } = (await start.json()) as { paymentIntent: { id: string; client_secret: string } };
    const confirm = (number: string, extra: Record<string, unknown> = {}) =>
      call(
        confirmTest,
        post("/api/payments/test/confirm", {
          paymentIntentId: paymentIntent.id,
          clientSecret: paymentIntent.client_secret,
          card: { number, expMonth: 12, expYear: 2040, cvc: "123", ...extra },
          billingName: "guest",
        }),
      );
    const bad = await confirm("4111 1111 1111 1111");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "invalid_card", field: "number" } });
    expect((await confirm("4242424242424242", { cvc: "1" })).status).toBe(400);
    const paid = await confirm("4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ paymentIntent: { status: "succeeded" }, order: { status: "paid" } });
    const junk = await call(confirmTest, post("/api/payments/test/confirm", "[]"));
    expect(junk.status).toBe(400);
  });

  it("declines with 402 and fails the order", async () => {
    const start = await call(
      createPaymentIntent,
      post("/x", { items: [{ id: await stickerId(), quantity: 1 }], amount: 100, email: "decline@example.com" }),
    );
    const { paymentIntent } = (await start.json()) as { paymentIntent: { id: string; client_secret: string } };
    const declined = await call(
      confirmTest,
      post("/api/payments/test/confirm", {
        paymentIntentId: paymentIntent.id,
        clientSecret: paymentIntent.client_secret,
        card: { number: "4000 0000 0000 0002", expMonth: 12, expYear: 2040, cvc: "123" },
      }),
    );
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { code: "card_declined" } });
    const [order] = await getDb().select().from(orders).where(eq(orders.providerIntentId, paymentIntent.id));
    expect(order?.status).toBe("failed");
  });
});
