import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { parseCsv } from "#app/domain/console/csv";
import { ordersCsv } from "#app/domain/orders/export";
import { type OrderFilters, orderFiltersSchema } from "#app/domain/orders/filters";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { overviewFigures } from "#app/server/console/queries.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, orders, outbox, products, testRefunds, user } from "#app/server/db/schema.server";
import { type PaymentProvider, PaymentProviderError } from "#app/server/payments/provider.server";
import { testProvider } from "#app/server/payments/test-provider.server";

import { markOrderPaid, startCheckout } from "./checkout.server";
import { fulfilOrder, refundKey, refundOrder } from "./console-changes.server";
import { exportOrders, findOrderDetail, listOrders, parseOrderId } from "./console-queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const partner = { id: null, email: "partner@nestz.example" };
const goodCard = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };

async function stickerId(): Promise<number> {
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
  if (!row) throw new Error("no sticker");
  return row.id;
}

/** A checkout through the test provider; paid unless told otherwise. */
async function order({
  email = `buyer-${randomUUID()}@example.com`,
  quantity = 2,
  pay = true,
  userId = null as string | null,
} = {}) {
  const started = await startCheckout(
    {
      items: [{ id: await stickerId(), quantity }],
      amountCents: quantity * 100,
      idempotencyKey: randomUUID(),
      email,
      billingName: "Rowan Buyer",
      userId,
    },
    testProvider,
  );
  if (!started.ok) throw new Error(started.message);
  if (pay) {
    const confirmed = await confirmTestPayment({
      intentId: started.intent.id,
      clientSecret: started.intent.clientSecret,
      card: goodCard,
    });
    if (confirmed.outcome !== "succeeded") throw new Error(`payment ${confirmed.outcome}`);
  }
  return { id: started.order.id, email, intentId: started.intent.id };
}

const orderRow = async (id: number) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0];
const auditOf = (id: number, action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, "order"), eq(auditLog.subjectId, String(id)), eq(auditLog.action, action)));
const mailsTo = (email: string, kind: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, kind)));
const refundsOf = (intentId: string) =>
  getDb().select().from(testRefunds).where(eq(testRefunds.paymentIntentId, intentId));

const filters = (query: Record<string, string>): OrderFilters => orderFiltersSchema.parse(query);

describe("refunding an order", () => {
  it("happens exactly once when five admins press Refund at the same moment", async () => {
    const { id, email, intentId } = await order();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, press) => refundOrder(press % 2 ? partner : owner, id)),
    );

    expect(outcomes.filter((outcome) => outcome.outcome === "changed")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === "already")).toHaveLength(4);
    const refunds = await refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 200, idempotencyKey: refundKey(id) });
    const stored = await orderRow(id);
    expect(stored).toMatchObject({ status: "refunded", providerRefundId: refunds[0]?.id });
    expect(stored?.refundedAt).toBeInstanceOf(Date);
    const audit = await auditOf(id, "order.refunded");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      before: { status: "paid" },
      after: { status: "refunded", amountCents: 200, providerRefundId: refunds[0]?.id },
    });
    const mails = await mailsTo(email, "order-refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your refund for Nestz order NZ-\d{6}$/);
    expect(mails[0]?.text).toContain("$2.00");
  });

  it("changes nothing when pressed again later, and says it is already refunded", async () => {
    const { id, email, intentId } = await order();
    expect((await refundOrder(owner, id)).outcome).toBe("changed");
    const again = await refundOrder(owner, id);
    expect(again).toMatchObject({ outcome: "already", order: { status: "refunded" } });
    expect(await refundsOf(intentId)).toHaveLength(1);
    expect(await auditOf(id, "order.refunded")).toHaveLength(1);
    expect(await mailsTo(email, "order-refunded")).toHaveLength(1);
  });

  it("refunds a fulfilled order too, recording that it was fulfilled", async () => {
    const { id } = await order();
    expect((await fulfilOrder(owner, id)).outcome).toBe("changed");
    expect((await refundOrder(owner, id)).outcome).toBe("changed");
    expect((await auditOf(id, "order.refunded"))[0]?.before).toEqual({ status: "fulfilled" });
    expect((await orderRow(id))?.fulfilledAt).toBeInstanceOf(Date);
  });

  it("refuses an order that was never paid, without asking the provider", async () => {
    const pending = await order({ pay: false });
    const refund = vi.fn<PaymentProvider["refund"]>();
    const spy: PaymentProvider = { ...testProvider, refund };
    expect(await refundOrder(owner, pending.id, () => spy)).toMatchObject({
      outcome: "refused",
      order: { status: "pending" },
    });
    expect(refund).not.toHaveBeenCalled();
    expect(await refundOrder(owner, 987_654_321)).toEqual({ outcome: "not_found" });
  });

  it("leaves the order as it was when the provider refuses or is unreachable", async () => {
    const { id, email, intentId } = await order();
    const failing: PaymentProvider = {
      ...testProvider,
      refund: () => Promise.reject(new PaymentProviderError("The card network is not answering.")),
    };
    expect(await refundOrder(owner, id, () => failing)).toMatchObject({
      outcome: "provider_failed",
      message: "The card network is not answering.",
      order: { status: "paid" },
    });
    expect(await refundOrder(owner, id, () => null)).toMatchObject({
      outcome: "provider_failed",
      order: { status: "paid" },
    });
    expect(await orderRow(id)).toMatchObject({ status: "paid", refundedAt: null, providerRefundId: null });
    expect(await auditOf(id, "order.refunded")).toEqual([]);
    expect(await mailsTo(email, "order-refunded")).toEqual([]);
    // The refusal is in the order's history, and the next attempt asks under a new key.
    expect(await auditOf(id, "order.refund_refused")).toMatchObject([
      { after: { status: "paid", error: "The card network is not answering." } },
    ]);
    expect((await refundOrder(owner, id)).outcome).toBe("changed");
    expect((await refundsOf(intentId))[0]?.idempotencyKey).toBe(refundKey(id, 2));
  });

  it("a refund that cannot be audited is not recorded; pressing again records the one refund the provider made", async () => {
    const { id, email, intentId } = await order();
    // An actor id that is no account breaks the audit row's foreign key, inside the refund's transaction.
    await expect(refundOrder({ id: "no-such-account", email: "ghost@nestz.example" }, id)).rejects.toThrow();
    expect(await orderRow(id)).toMatchObject({ status: "paid", providerRefundId: null });
    expect(await mailsTo(email, "order-refunded")).toEqual([]);
    expect(await refundsOf(intentId)).toHaveLength(1);

    expect((await refundOrder(owner, id)).outcome).toBe("changed");
    const refunds = await refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect((await orderRow(id))?.providerRefundId).toBe(refunds[0]?.id);
  });

  it("is never undone by a payment success replayed afterwards (nor is a fulfilment)", async () => {
    const { id, email, intentId } = await order();
    await fulfilOrder(owner, id);
    expect(await markOrderPaid(intentId)).toMatchObject({ changed: false, order: { status: "fulfilled" } });
    await refundOrder(owner, id);
    expect(await markOrderPaid(intentId)).toMatchObject({ changed: false, order: { status: "refunded" } });
    expect((await orderRow(id))?.status).toBe("refunded");
    expect(await mailsTo(email, "order-confirmation")).toHaveLength(1);
  });

  it("takes the refunded order out of this month's paid revenue on the overview", async () => {
    const before = await overviewFigures();
    const { id } = await order({ quantity: 3 });
    const paid = await overviewFigures();
    expect(paid.paidRevenueThisMonthCents).toBe(before.paidRevenueThisMonthCents + 300);
    await refundOrder(owner, id);
    const after = await overviewFigures();
    expect(after.paidRevenueThisMonthCents).toBe(before.paidRevenueThisMonthCents);
    expect(after.ordersToday).toBe(paid.ordersToday);
  });
});

describe("the test provider's refunds", () => {
  it("answers the same refund for the same key and for an intent refunded under another key; refuses an unpaid intent", async () => {
    const { intentId } = await order();
    const first = await testProvider.refund(intentId, 200, "key-one");
    expect(await testProvider.refund(intentId, 200, "key-one")).toEqual(first);
    expect(await testProvider.refund(intentId, 200, "key-two")).toEqual(first);
    await expect(testProvider.refund(intentId, 100, "key-one")).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(testProvider.refund(intentId, 201, "key-three")).rejects.toBeInstanceOf(PaymentProviderError);
    expect(await refundsOf(intentId)).toHaveLength(1);
    const unpaid = await order({ pay: false });
    await expect(testProvider.refund(unpaid.intentId, 200, "key-four")).rejects.toThrow("never completed");
    await expect(testProvider.refund("pi_test_nope", 200, "key-five")).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("marking an order fulfilled", () => {
  it("works only from paid, once, audited", async () => {
    const paid = await order();
    const outcomes = await Promise.all([
      fulfilOrder(owner, paid.id),
      fulfilOrder(partner, paid.id),
      fulfilOrder(owner, paid.id),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["already", "already", "changed"]);
    expect(await orderRow(paid.id)).toMatchObject({ status: "fulfilled" });
    const audit = await auditOf(paid.id, "order.fulfilled");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { status: "paid" }, after: { status: "fulfilled" } });

    const pending = await order({ pay: false });
    expect(await fulfilOrder(owner, pending.id)).toMatchObject({
      outcome: "refused",
      order: { status: "pending" },
    });
    const refunded = await order();
    await refundOrder(owner, refunded.id);
    expect(await fulfilOrder(owner, refunded.id)).toMatchObject({
      outcome: "refused",
      order: { status: "refunded" },
    });
    expect(await auditOf(pending.id, "order.fulfilled")).toEqual([]);
    expect(await fulfilOrder(owner, 987_654_321)).toEqual({ outcome: "not_found" });
  });

  it("a change that cannot be audited is not made at all", async () => {
    const { id } = await order();
    await expect(fulfilOrder({ id: "no-such-account", email: "ghost@nestz.example" }, id)).rejects.toThrow();
    expect(await orderRow(id)).toMatchObject({ status: "paid", fulfilledAt: null });
  });
});

describe("the console's order list and export", () => {
  it("filters by status, by part of the email (any case, % taken literally) and pages newest first", async () => {
    const tag = randomUUID().slice(0, 8);
    const first = await order({ email: `Fern.${tag}@Example.com` });
    const second = await order({ email: `fern.${tag}+100%@example.com`, pay: false });
    const third = await order({ email: `moss.${tag}@example.com` });

    const byEmail = await listOrders(filters({ email: `FERN.${tag}` }));
    expect(byEmail.entries.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(byEmail.total).toBe(2);
    expect((await listOrders(filters({ email: "100%" }))).entries.map((entry) => entry.id)).toEqual([second.id]);
    expect((await listOrders(filters({ email: `_ern.${tag}` }))).total).toBe(0);
    expect((await listOrders(filters({ email: tag, status: "paid" }))).entries.map((entry) => entry.id)).toEqual([
      third.id,
      first.id,
    ]);
    expect((await listOrders(filters({ email: tag, status: "all" }))).total).toBe(3);

    const entry = byEmail.entries[1];
    expect(entry).toMatchObject({ number: expect.stringMatching(/^NZ-\d{6}$/), status: "paid", amountCents: 200 });
    expect(entry?.items).toEqual([
      { name: "Nestz Sticker", description: expect.any(String), quantity: 2, unitPriceCents: 100 },
    ]);
  });

  it("takes the date range as the business's days, both ends included", async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `dated.${tag}@example.com`;
    // 07:30 UTC on March 8 is 23:30 on March 7 in Portland; 08:00 UTC on March 9 is 01:00 on March 9 (PDT).
    const late = await order({ email });
    const early = await order({ email });
    await getDb()
      .update(orders)
      .set({ createdAt: new Date("2026-03-08T07:30:00Z") })
      .where(eq(orders.id, late.id));
    await getDb()
      .update(orders)
      .set({ createdAt: new Date("2026-03-09T08:00:00Z") })
      .where(eq(orders.id, early.id));

    const ids = async (query: Record<string, string>) =>
      (await listOrders(filters({ email, ...query }))).entries.map((row) => row.id);
    expect(await ids({ from: "2026-03-07", to: "2026-03-07" })).toEqual([late.id]);
    expect(await ids({ from: "2026-03-08", to: "2026-03-08" })).toEqual([]);
    expect(await ids({ from: "2026-03-09" })).toEqual([early.id]);
    expect(await ids({ to: "2026-03-08" })).toEqual([late.id]);
    expect(await ids({ from: "2026-03-01", to: "2026-03-31" })).toEqual([early.id, late.id]);
  });

  it("splits long lists into pages of 25", async () => {
    const email = `many.${randomUUID().slice(0, 8)}@example.com`;
    const made: number[] = [];
    for (let index = 0; index < 27; index++) made.push((await order({ email, pay: false })).id);
    const one = await listOrders(filters({ email }));
    const two = await listOrders(filters({ email, page: "2" }));
    expect(one).toMatchObject({ total: 27, pageCount: 2, page: 1 });
    expect(one.entries).toHaveLength(25);
    expect(two.entries.map((entry) => entry.id)).toEqual([made[1], made[0]]);
    expect((await listOrders(filters({ email, page: "3" }))).entries).toEqual([]);
  });

  it("exports every matching order, all pages, with its references and times", async () => {
    const email = `export.${randomUUID().slice(0, 8)}@example.com`;
    const refunded = await order({ email, quantity: 3 });
    await fulfilOrder(owner, refunded.id);
    await refundOrder(owner, refunded.id);
    const pending = await order({ email, pay: false });
    const rows = await exportOrders(filters({ email }));
    expect(rows.map((row) => row.id)).toEqual([pending.id, refunded.id]);
    const refundRow = (await refundsOf(refunded.intentId))[0];
    expect(rows[1]).toMatchObject({
      provider: "test",
      providerIntentId: refunded.intentId,
      providerRefundId: refundRow?.id,
      status: "refunded",
    });
    expect(rows[1]?.paidAt && rows[1].fulfilledAt && rows[1].refundedAt).toBeTruthy();

    const [header, ...records] = parseCsv(ordersCsv(rows));
    expect(header?.[0]).toBe("Order");
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual(
      expect.arrayContaining([email, "3 × Nestz Sticker", "3.00", "USD", refunded.intentId, refundRow?.id, "Refunded"]),
    );
    expect(await exportOrders(filters({ email: `nobody-${randomUUID()}` }))).toEqual([]);
  });
});

describe("an order's page", () => {
  it("has its items, buyer, account, references and console history", async () => {
    const userId = `user-${randomUUID()}`;
    await getDb()
      .insert(user)
      .values({ id: userId, name: "Alder Account", email: `${userId}@example.com` });
    const { id, intentId } = await order({ userId });
    await fulfilOrder(owner, id);
    await refundOrder(partner, id);

    const detail = await findOrderDetail(id);
    expect(detail).toMatchObject({
      id,
      status: "refunded",
      amountCents: 200,
      billingName: "Rowan Buyer",
      providerIntentId: intentId,
      account: { id: userId, name: "Alder Account", email: `${userId}@example.com` },
      items: [{ name: "Nestz Sticker", quantity: 2, unitPriceCents: 100 }],
    });
    expect(detail?.providerRefundId).toMatch(/^re_test_/);
    expect(detail?.activity.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["order.refunded", partner.email],
      ["order.fulfilled", owner.email],
    ]);
    expect(await findOrderDetail(987_654_321)).toBeNull();
  });

  it("takes only a whole positive id from the URL", () => {
    expect(parseOrderId("42")).toBe(42);
    for (const bad of [undefined, "", "0", "-1", "01", "1.5", "1e3", "NZ-000001", "99999999999999999999", " 7"]) {
      expect(parseOrderId(bad), String(bad)).toBeNull();
    }
  });
});

it("keeps the order statuses of the database and the console the same", async () => {
  const result = await getDb().execute<{ labels: string[] }>(
    sql`select enum_range(null::order_status)::text[] as labels`,
  );
  const { ORDER_STATUSES } = await import("#app/domain/orders/status");
  expect(result.rows[0]?.labels).toEqual([...ORDER_STATUSES]);
});
