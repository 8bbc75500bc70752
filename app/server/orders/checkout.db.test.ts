import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { getDb } from "#app/server/db/client.server";
import { orderItems, orders, outbox, products, testPaymentIntents } from "#app/server/db/schema.server";
import { testProvider } from "#app/server/payments/test-provider.server";

import { type CheckoutInput, listOrdersForUser, markOrderPaid, startCheckout } from "./checkout.server";

const goodCard = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };
const declinedCard = { ...goodCard, number: "4000 0000 0000 0002" };

async function productId(slug: string): Promise<number> {
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

async function checkout(overrides: Partial<CheckoutInput> = {}) {
  const sticker = await productId("sticker");
  return startCheckout(
    {
      items: [{ id: sticker, quantity: 3 }],
      amountCents: 300,
      idempotencyKey: randomUUID(),
      email: "buyer@example.com",
      billingName: "guest",
      userId: null,
      ...overrides,
    },
    testProvider,
  );
}

const confirmationsTo = (email: string) => getDb().select().from(outbox).where(eq(outbox.recipient, email));

describe("startCheckout", () => {
  it("prices from the database and stores a pending order with its items copied", async () => {
    const result = await checkout();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order).toMatchObject({
      status: "pending",
      amountCents: 300,
      provider: "test",
      email: "buyer@example.com",
    });
    expect(result.intent.amountCents).toBe(300);
    const items = await getDb().select().from(orderItems).where(eq(orderItems.orderId, result.order.id));
    expect(items).toMatchObject([{ name: "Nestz Sticker", unitPriceCents: 100, quantity: 3 }]);
  });

  it("keeps the price paid when the catalog price changes later", async () => {
    const result = await checkout();
    await getDb().update(products).set({ priceCents: 250 }).where(eq(products.slug, "sticker"));
    if (!result.ok) throw new Error("checkout failed");
    const [item] = await getDb().select().from(orderItems).where(eq(orderItems.orderId, result.order.id));
    expect(item?.unitPriceCents).toBe(100);
    await getDb().update(products).set({ priceCents: 100 }).where(eq(products.slug, "sticker"));
  });

  it("refuses a tampered amount, homes and unknown products, writing nothing", async () => {
    const before = (await getDb().select().from(orders)).length;
    expect(await checkout({ amountCents: 1 })).toMatchObject({ ok: false, code: "amount_mismatch" });
    expect(
      await checkout({ items: [{ id: await productId("bedroom-nestz"), quantity: 1 }], amountCents: 0 }),
    ).toMatchObject({
      ok: false,
      code: "not_purchasable",
    });
    expect(await checkout({ items: [{ id: 999_999, quantity: 1 }], amountCents: 100 })).toMatchObject({
      code: "unknown_product",
    });
    expect(await checkout({ items: [{ id: await productId("hat"), quantity: 1 }], amountCents: 0 })).toMatchObject({
      code: "not_purchasable",
    });
    expect((await getDb().select().from(orders)).length).toBe(before);
  });

  it("gives the same order and intent for the same key, even when pressed twice at once", async () => {
    const key = randomUUID();
    const results = await Promise.all([
      checkout({ idempotencyKey: key }),
      checkout({ idempotencyKey: key }),
      checkout({ idempotencyKey: key }),
    ]);
    const ids = new Set(results.map((result) => (result.ok ? result.order.id : -1)));
    const intents = new Set(results.map((result) => (result.ok ? result.intent.id : "")));
    expect(ids.size).toBe(1);
    expect(intents.size).toBe(1);
    expect(await getDb().select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
    expect(
      await getDb().select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, key)),
    ).toHaveLength(1);
  });

  it("refuses a key reused for a different cart", async () => {
    const key = randomUUID();
    await checkout({ idempotencyKey: key });
    const sticker = await productId("sticker");
    expect(
      await checkout({ idempotencyKey: key, items: [{ id: sticker, quantity: 4 }], amountCents: 400 }),
    ).toMatchObject({
      ok: false,
      code: "idempotency_conflict",
    });
  });
});

describe("paying with the test provider", () => {
  it("marks the order paid exactly once, with one confirmation email, under replays and concurrent confirmations", async () => {
    const email = `paid-${randomUUID()}@example.com`;
    const started = await checkout({ email });
    if (!started.ok) throw new Error("checkout failed");
    const confirm = () =>
      confirmTestPayment({ intentId: started.intent.id, clientSecret: started.intent.clientSecret, card: goodCard });
    const outcomes = await Promise.all([confirm(), confirm(), confirm(), confirm()]);
    expect(outcomes.every((outcome) => outcome.outcome === "succeeded")).toBe(true);
    expect((await confirm()).outcome).toBe("succeeded");
    expect(await markOrderPaid(started.intent.id)).toMatchObject({ changed: false });
    const [order] = await getDb().select().from(orders).where(eq(orders.id, started.order.id));
    expect(order?.status).toBe("paid");
    expect(order?.paidAt).toBeInstanceOf(Date);
    const mails = await confirmationsTo(email);
    expect(mails).toHaveLength(1);
    // The same attempt asked again (its answer was lost) reports the payment as done.
    const again = await checkout({ email, idempotencyKey: order?.idempotencyKey ?? "" });
    expect(again).toMatchObject({ ok: true, intent: { status: "succeeded" }, order: { status: "paid" } });
    expect(mails[0]?.subject).toMatch(/^Your Nestz order NZ-\d{6}$/);
    expect(mails[0]?.text).toContain("3 × Nestz Sticker — $3.00");
  });

  it("fails the order on a declined card and sends nothing", async () => {
    const email = `declined-${randomUUID()}@example.com`;
    const started = await checkout({ email });
    if (!started.ok) throw new Error("checkout failed");
    const outcome = await confirmTestPayment({
      intentId: started.intent.id,
      clientSecret: started.intent.clientSecret,
      card: declinedCard,
    });
    expect(outcome.outcome).toBe("declined");
    const [order] = await getDb().select().from(orders).where(eq(orders.id, started.order.id));
    expect(order?.status).toBe("failed");
    expect(await confirmationsTo(email)).toHaveLength(0);
    // The attempt is over: the same key cannot start it again.
    expect(await checkout({ email, idempotencyKey: order?.idempotencyKey ?? "" })).toMatchObject({
      code: "attempt_finished",
    });
  });

  it("refuses a bad card, an unknown intent and a wrong client secret without changing anything", async () => {
    const started = await checkout();
    if (!started.ok) throw new Error("checkout failed");
    const base = { intentId: started.intent.id, clientSecret: started.intent.clientSecret };
    expect(await confirmTestPayment({ ...base, card: { ...goodCard, number: "4111111111111111" } })).toMatchObject({
      outcome: "invalid_card",
      field: "number",
    });
    expect(await confirmTestPayment({ ...base, card: { ...goodCard, expYear: 2020 } })).toMatchObject({
      outcome: "invalid_card",
      field: "expiry",
    });
    expect(await confirmTestPayment({ ...base, card: { ...goodCard, cvc: "1" } })).toMatchObject({
      outcome: "invalid_card",
      field: "cvc",
    });
    expect(await confirmTestPayment({ ...base, clientSecret: "wrong", card: goodCard })).toEqual({
      outcome: "not_found",
    });
    expect(await confirmTestPayment({ intentId: "pi_test_nope", clientSecret: "x", card: goodCard })).toEqual({
      outcome: "not_found",
    });
    const [order] = await getDb().select().from(orders).where(eq(orders.id, started.order.id));
    expect(order?.status).toBe("pending");
  });
});

describe("listOrdersForUser", () => {
  it("lists a person's orders with their items, newest first", async () => {
    const userId = `user-${randomUUID()}`;
    const { user } = await import("#app/server/db/schema.server");
    await getDb()
      .insert(user)
      .values({ id: userId, name: "Lister", email: `${userId}@example.com` });
    const first = await checkout({ userId });
    const second = await checkout({ userId });
    if (!first.ok || !second.ok) throw new Error("checkout failed");
    await confirmTestPayment({ intentId: second.intent.id, clientSecret: second.intent.clientSecret, card: goodCard });
    const listed = await listOrdersForUser(userId);
    expect(listed.map((order) => order.status)).toEqual(["paid", "pending"]);
    expect(listed[0]?.items).toEqual([{ name: "Nestz Sticker", quantity: 3, unitPriceCents: 100 }]);
    expect(listed[0]?.number).toMatch(/^NZ-\d{6}$/);
  });
});
