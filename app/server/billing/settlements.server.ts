/**
 * Which domain settles a payment, by what it pays for. The payment
 * providers call these callbacks and import none of the domains themselves.
 */
import { orderNumber } from "#app/domain/catalog/pricing";
import type { TestCardInput } from "#app/domain/payments/test-cards";
import { withDb } from "#app/server/db/client.server";
import { markOrderFailed, markOrderPaid } from "#app/server/orders/checkout.server";
import type { PaymentPurpose, Settlement, SettlementFor } from "#app/server/payments/provider.server";
import { confirmTestPayment as confirmWithTestProvider } from "#app/server/payments/test-provider.server";

import { markDepositPaid, markInvoicePaidByIntent } from "./card-payments.server";

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

const settlements: Record<PaymentPurpose, Settlement> = {
  order: orders,
  "proposal-deposit": { paid: markDepositPaid, failed: nothingOnFailure },
  invoice: { paid: markInvoicePaidByIntent, failed: nothingOnFailure },
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
export function settlePaid(purpose: PaymentPurpose, intentId: string) {
  return withDb((db) => db.transaction((tx) => settlementFor(purpose).paid(intentId, tx)));
}
