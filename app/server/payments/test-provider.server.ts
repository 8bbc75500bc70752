import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { and, eq, ne } from "drizzle-orm";

import { checkTestCard, type TestCardField, type TestCardInput } from "#app/domain/payments/test-cards";

import { withDb } from "../db/client.server";
import { testPaymentIntents, testRefunds } from "../db/schema.server";
import {
  IdempotencyConflictError,
  type PaymentIntentSummary,
  type PaymentProvider,
  PaymentProviderError,
  paymentPurposeOf,
  type ReceivedPayment,
  type RefundSummary,
  type SettledReceipt,
  type SettlementFor,
} from "./provider.server";

type IntentRow = typeof testPaymentIntents.$inferSelect;
type RefundRow = typeof testRefunds.$inferSelect;

const summary = (row: IntentRow): PaymentIntentSummary => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
});

/** What a succeeded test intent received: its whole amount, as Stripe reports `amount_received`. */
const receivedBy = (row: IntentRow): ReceivedPayment => ({
  provider: "test",
  amountCents: row.amountCents,
  currency: row.currency,
});

const refundSummary = (row: RefundRow): RefundSummary => ({
  id: row.id,
  paymentIntentId: row.paymentIntentId,
  amountCents: row.amountCents,
  status: "succeeded",
});

/**
 * The built-in provider used when no Stripe keys are set: PaymentIntents kept
 * in the database, confirmed with Stripe's published test card numbers.
 */
export const testProvider: PaymentProvider = {
  name: "test",
  /** The same buyer always has the same account: its numbers are drawn from their email, so nothing is stored here. */
  bankAccountFor({ email }) {
    const digest = createHash("sha256").update(`nestz-test-bank:${email.trim().toLowerCase()}`).digest();
    const accountNumber = (digest.readBigUInt64BE(0) % 10n ** 12n).toString().padStart(12, "0");
    return Promise.resolve({
      customerId: `cus_test_${digest.subarray(8, 20).toString("hex")}`,
      bankName: "Test Bank (no money moves)",
      accountHolderName: "Nestz test payments",
      accountNumber,
      // Stripe's published test routing number.
      routingNumber: "110000000",
    });
  },
  async createIntent({ amountCents, currency, idempotencyKey, purpose = "order" }) {
    const id = `pi_test_${randomBytes(12).toString("hex")}`;
    const row = await withDb(async (db) => {
      const [made] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString("hex")}`,
          amountCents,
          currency,
          idempotencyKey,
          purpose,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (made) return made;
      // The key was used before: that intent is the answer.
      const [stored] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      return stored;
    });
    if (!row) throw new PaymentProviderError("the test payment intent could not be stored");
    // Like Stripe: a key reused with other parameters is an error, not a second intent.
    if (row.amountCents !== amountCents || row.currency !== currency || row.purpose !== purpose) {
      throw new IdempotencyConflictError("idempotency key reused with a different amount");
    }
    return summary(row);
  },

  async refund(intentId, amountCents, idempotencyKey) {
    const refund = await withDb(async (db) => {
      const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId));
      if (!intent) throw new PaymentProviderError(`No such payment intent: ${intentId}.`);
      if (intent.status !== "succeeded")
        throw new PaymentProviderError("This payment was never completed, so there is nothing to refund.");
      if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > intent.amountCents) {
        throw new PaymentProviderError(`A refund must be between 1 and ${intent.amountCents} cents.`);
      }
      // One refund per intent and per key (both unique): of concurrent requests, one row is written.
      await db
        .insert(testRefunds)
        .values({
          id: `re_test_${randomBytes(12).toString("hex")}`,
          paymentIntentId: intentId,
          amountCents,
          idempotencyKey,
        })
        .onConflictDoNothing();
      const [byKey] = await db.select().from(testRefunds).where(eq(testRefunds.idempotencyKey, idempotencyKey));
      if (byKey) {
        // Like Stripe: a key reused with other parameters is an error, not another refund.
        if (byKey.paymentIntentId !== intentId || byKey.amountCents !== amountCents) {
          throw new PaymentProviderError("idempotency key reused with a different refund");
        }
        return byKey;
      }
      // Refunded already under another key: that refund is the one (a payment is refunded in full once).
      const [existing] = await db.select().from(testRefunds).where(eq(testRefunds.paymentIntentId, intentId));
      if (existing && existing.amountCents !== amountCents)
        throw new PaymentProviderError("This payment has already been refunded.");
      return existing ?? null;
    });
    if (!refund) throw new PaymentProviderError("the test refund could not be stored");
    return refundSummary(refund);
  },
};

export type TestConfirmation =
  | { outcome: "succeeded"; intent: PaymentIntentSummary; receipt: SettledReceipt | null }
  | { outcome: "declined"; intent: PaymentIntentSummary; receipt: SettledReceipt | null }
  | { outcome: "invalid_card"; field: TestCardField; message: string }
  | { outcome: "not_found" };

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Confirms a test intent with a card, as Stripe.js would. Succeeding twice
 * (a replay, or two confirmations at once) settles it once. What it pays
 * for is settled by `settlementFor`, chosen by the intent's purpose: this
 * provider knows nothing of orders, proposals or invoices.
 */
export async function confirmTestPayment(
  { intentId, clientSecret, card }: { intentId: string; clientSecret: string; card: TestCardInput },
  settlementFor: SettlementFor,
  now = new Date(),
): Promise<TestConfirmation> {
  const [row] = await withDb((db) => db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)));
  if (!row || !sameSecret(row.clientSecret, clientSecret)) return { outcome: "not_found" };
  const settlement = settlementFor(paymentPurposeOf(row.purpose));

  const check = checkTestCard(card, now);
  if (!check.ok) return { outcome: "invalid_card", field: check.field, message: check.message };

  if (check.outcome === "declined") {
    if (row.status === "succeeded")
      return {
        outcome: "succeeded",
        intent: summary(row),
        receipt: await withDb((db) => db.transaction((tx) => settlement.paid(row.id, tx, receivedBy(row)))),
      };
    const [updated] = await withDb((db) =>
      db
        .update(testPaymentIntents)
        .set({ lastError: "card_declined" })
        .where(eq(testPaymentIntents.id, row.id))
        .returning(),
    );
    const receipt = await settlement.failed(row.id, "Your card was declined.");
    return { outcome: "declined", intent: summary(updated ?? row), receipt };
  }

  return withDb((db) =>
    db.transaction(async (tx) => {
      await tx
        .update(testPaymentIntents)
        .set({ status: "succeeded", lastError: null })
        .where(and(eq(testPaymentIntents.id, row.id), ne(testPaymentIntents.status, "succeeded")));
      const [current] = await tx
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, row.id))
        .for("update");
      const receipt = await settlement.paid(row.id, tx, receivedBy(row));
      return { outcome: "succeeded" as const, intent: summary(current ?? { ...row, status: "succeeded" }), receipt };
    }),
  );
}
