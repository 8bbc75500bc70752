/**
 * Which domain settles a payment, by what it pays for. The payment
 * providers call these callbacks and import none of the domains themselves.
 */
import type { HeldReason } from "#app/domain/billing/ledger";
import { orderNumber } from "#app/domain/catalog/pricing";
import type { TestCardInput } from "#app/domain/payments/test-cards";
import { withDb } from "#app/server/db/client.server";
import { markOrderFailed, markOrderPaid } from "#app/server/orders/checkout.server";
import type { PaymentPurpose, ReceivedPayment, Settlement, SettlementFor } from "#app/server/payments/provider.server";
import { confirmTestPayment as confirmWithTestProvider } from "#app/server/payments/test-provider.server";

import { holdPayment, settleRecordedIntent } from "./ledger.server";

const orders: Settlement = {
  async paid(intentId, tx) {
    const { order } = await markOrderPaid(intentId, tx);
    return order ? { number: orderNumber(order.id), status: order.status } : null;
  },
  async failed(intentId, message) {
    const order = await markOrderFailed(intentId, message);
    return order ? { number: orderNumber(order.id), status: order.status } : null;
  },
};

/** A declined card leaves a deposit or invoice as it was: the buyer may try another card. */
const nothingOnFailure = () => Promise.resolve(null);

/** A deposit or an invoice: settled by whichever of its recorded intents succeeded (billing/ledger.server.ts). */
const recorded: Settlement = {
  paid: (intentId, tx, received) => settleRecordedIntent({ intentId, received }, tx),
  failed: nothingOnFailure,
};

const settlements: Record<PaymentPurpose, Settlement> = {
  order: orders,
  "proposal-deposit": recorded,
  invoice: recorded,
};

export const settlementFor: SettlementFor = (purpose) => settlements[purpose];

/** Confirms a test-provider payment and settles it by what it pays for. */
export function confirmTestPayment(
  input: { intentId: string; clientSecret: string; card: TestCardInput },
  now = new Date(),
) {
  return confirmWithTestProvider(input, settlementFor, now);
}

/** Settles a paid intent in a transaction of its own, as a webhook delivery does. */
export function settlePaid(purpose: PaymentPurpose, intentId: string, received: ReceivedPayment) {
  return withDb((db) => db.transaction((tx) => settlementFor(purpose).paid(intentId, tx, received)));
}

/** A successful shop payment the site cannot take (no order of its, or not what the order asked for): held for the owner. */
export function holdOrderPayment(intentId: string, received: ReceivedPayment, reason: HeldReason) {
  return withDb((db) =>
    db.transaction((tx) =>
      holdPayment(tx, {
        provider: received.provider,
        intentId,
        reason,
        amountCents: received.amountCents,
        currency: received.currency,
        proposalId: null,
        invoiceId: null,
        madeFor: reason === "no-match" ? null : "a shop order",
      }),
    ),
  );
}
