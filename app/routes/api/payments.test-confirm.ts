import { z } from "#app/domain/common/zod";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { apiError, handleApi, postOnly } from "#app/server/http/api-response.server";
import { readJson } from "#app/server/http/json-body.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

const body = z.object({
  paymentIntentId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(10),
  }),
  billingName: z.string().max(200).optional(),
});

/** POST /api/payments/test/confirm: the test provider's stand-in for Stripe.js confirming a card. */
export function action({ request }: { request: Request }) {
  return handleApi(async () => {
    if (getPaymentSettings().provider !== "test") return apiError(404, "not_found", "Test payments are off.");
    if (request.method !== "POST") return postOnly();
    const { paymentIntentId, clientSecret, card } = await readJson(request, body);
    const result = await confirmTestPayment({ intentId: paymentIntentId, clientSecret, card });
    switch (result.outcome) {
      case "not_found":
        return apiError(404, "payment_not_found", "That payment could not be found. Please start again.");
      case "invalid_card":
        return Response.json(
          { error: { code: "invalid_card", message: result.message, field: result.field } },
          { status: 400 },
        );
      case "declined":
        return apiError(402, "card_declined", "Your card was declined.");
      case "succeeded":
        return Response.json({
          paymentIntent: { id: result.intent.id, status: "succeeded" },
          order: result.receipt,
        });
    }
  });
}

export function loader() {
  return postOnly();
}
