import { settlementFor, settlePaid } from "#app/server/billing/settlements.server";
import { getEnv } from "#app/server/config/env.server";
import { apiError, handleApi, postOnly } from "#app/server/http/api-response.server";
import { findOrderByIntent } from "#app/server/orders/checkout.server";
import { getStripe } from "#app/server/payments/payments.server";
import { paymentPurposeOf } from "#app/server/payments/provider.server";

/**
 * POST /api/stripe/webhook. The signature is checked against the raw body;
 * a bad or missing one changes nothing. Retried and replayed events are
 * harmless: an order turns paid only once.
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

    if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
      const intent = event.data.object;
      const purpose = paymentPurposeOf(intent.metadata?.purpose);
      if (purpose !== "order") {
        // A proposal's deposit or an invoice: settled once by its own domain, for the amount its intent was made for.
        if (event.type === "payment_intent.succeeded") await settlePaid(purpose, intent.id);
        return Response.json({ received: true });
      }
    }

    if (event.type === "payment_intent.succeeded") {
      const intent = event.data.object;
      const order = await findOrderByIntent(intent.id);
      if (!order) {
        console.warn(`payments: webhook for an unknown payment intent ${intent.id}`);
      } else if (intent.amount_received !== order.amountCents || intent.currency !== order.currency) {
        console.error(
          `payments: ${intent.id} received ${intent.amount_received} ${intent.currency}, expected ${order.amountCents} ${order.currency}`,
        );
      } else {
        await settlePaid("order", intent.id);
      }
    } else if (event.type === "payment_intent.payment_failed") {
      const intent = event.data.object;
      await settlementFor("order").failed(intent.id, intent.last_payment_error?.message ?? "The payment failed.");
    }
    return Response.json({ received: true });
  });
}

export function loader() {
  return postOnly();
}
