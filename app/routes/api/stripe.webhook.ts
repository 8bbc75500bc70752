import { receiveBankTransfer } from "#app/server/billing/bank-transfers.server";
import { holdOrderPayment, settlementFor, settlePaid } from "#app/server/billing/settlements.server";
import { getEnv } from "#app/server/config/env.server";
import { apiError, handleApi, postOnly } from "#app/server/http/api-response.server";
import { findOrderByIntent } from "#app/server/orders/checkout.server";
import { getStripe } from "#app/server/payments/payments.server";
import { paymentPurposeOf } from "#app/server/payments/provider.server";

/**
 * POST /api/stripe/webhook. The signature is checked against the raw body;
 * a bad or missing one changes nothing. Retried and replayed events are
 * harmless: what a payment pays turns paid only once. A success that pays
 * nothing (an unknown intent, the wrong amount or currency) is held for the
 * owner, never dropped. Money funded into a buyer's cash balance by bank
 * transfer pays their open invoices (docs/decisions/0094).
 */
export function action({ request }: { request: Request }) {
  return handleApi(async () => {
    const secret = getEnv().STRIPE_WEBHOOK_SECRET;
    if (!secret) return apiError(404, "not_found", "Stripe is not configured.");
    const signature = request.headers.get("stripe-signature");
    const raw = await request.text();
    if (!signature) return apiError(400, "missing_signature", "The Stripe-Signature header is missing.");
    let event;
    try {
      event = getStripe().webhooks.constructEvent(raw, signature, secret);
    } catch {
      return apiError(400, "invalid_signature", "The webhook signature does not match.");
    }

    if (event.type === "payment_intent.succeeded") {
      const intent = event.data.object;
      const purpose = paymentPurposeOf(intent.metadata?.purpose);
      const received = { provider: "stripe" as const, amountCents: intent.amount_received, currency: intent.currency };
      if (purpose !== "order") {
        // A deposit or an invoice: its own domain checks the amount and currency against the intent it recorded.
        await settlePaid(purpose, intent.id, received);
        return Response.json({ received: true });
      }
      const order = await findOrderByIntent(intent.id);
      if (!order) {
        console.warn(`payments: webhook for an unknown payment intent ${intent.id}; held for the owner`);
        await holdOrderPayment(intent.id, received, "no-match");
      } else if (intent.amount_received !== order.amountCents || intent.currency !== order.currency) {
        console.error(
          `payments: ${intent.id} received ${intent.amount_received} ${intent.currency}, expected ${order.amountCents} ${order.currency}; held for the owner`,
        );
        await holdOrderPayment(intent.id, received, "wrong-amount");
      } else {
        await settlePaid("order", intent.id, received);
      }
    } else if (event.type === "customer_cash_balance_transaction.created") {
      // Money that reached a buyer's own account number: matched to their open invoices, once per transaction.
      const transaction = event.data.object;
      const customerId = typeof transaction.customer === "string" ? transaction.customer : transaction.customer.id;
      if (transaction.type === "funded" && transaction.net_amount > 0) {
        await receiveBankTransfer({
          provider: "stripe",
          transferId: transaction.id,
          customerId,
          amountCents: transaction.net_amount,
          currency: transaction.currency,
        });
      }
    } else if (event.type === "payment_intent.payment_failed") {
      const intent = event.data.object;
      const purpose = paymentPurposeOf(intent.metadata?.purpose);
      await settlementFor(purpose).failed(intent.id, intent.last_payment_error?.message ?? "The payment failed.");
    }
    return Response.json({ received: true });
  });
}

export function loader() {
  return postOnly();
}
