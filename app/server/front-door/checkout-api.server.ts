import { randomUUID } from "node:crypto";

import { cartMessages, ORDER_LIMITS, orderNumber as orderNumberOf } from "#app/domain/catalog/pricing";
import { z } from "#app/domain/common/zod";
import { EMAIL_MAX } from "#app/domain/email/email";
import { getSessionUser } from "#app/server/auth/session.server";
import { getEnv } from "#app/server/config/env.server";
import { apiError, handleApi, postOnly } from "#app/server/http/api-response.server";
import { clientLimitAddress } from "#app/server/http/client-address.server";
import { readJson } from "#app/server/http/json-body.server";
import { hit } from "#app/server/http/request-limits.server";
import { type CheckoutRefusalCode, startCheckout } from "#app/server/orders/checkout.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { PaymentProviderError } from "#app/server/payments/provider.server";

const body = z
  .object({
    items: z
      .array(
        z.object({
          // Product ids are PostgreSQL integers; a bigger number is no product, not a database error.
          id: z.number().int().positive().max(2_147_483_647, "That product is not in our catalog."),
          // The range is checked by the pricing rules, which say so in words.
          quantity: z.number(),
        }),
      )
      .min(1, cartMessages.empty)
      .max(ORDER_LIMITS.maxLines, cartMessages.tooManyLines),
    amount: z.number().int("The amount must be whole cents.").nonnegative(),
    email: z.email("Please give a valid email for your receipt.").max(EMAIL_MAX).optional(),
  })
  .strict();

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The status each refusal is answered with: 409 when the cart or the key no longer fits what was started, 400 for a cart that can't be bought. */
const statusOf: Record<CheckoutRefusalCode, 400 | 409> = {
  empty_cart: 400,
  too_many_lines: 400,
  duplicate_item: 400,
  invalid_quantity: 400,
  unknown_product: 400,
  not_purchasable: 400,
  amount_mismatch: 409,
  attempt_finished: 409,
  idempotency_conflict: 409,
};

/**
 * POST /.netlify/functions/createPaymentIntent: prices the items from memory,
 * records a pending order and answers the provider's PaymentIntent for the
 * browser to confirm. server.ts answers it before the router (it is the
 * shop's busiest write: docs/decisions/0157); the route answers it too, in
 * development and for anything that reaches the router.
 */
export function createPaymentIntent(request: Request): Promise<Response> {
  return handleApi(async () => {
    if (request.method !== "POST") return postOnly();
    // Each attempt may write a pending order: one client gets a handful a minute, counted across instances.
    const limit = await hit(`checkout:ip:${clientLimitAddress(request)}`, getEnv().CHECKOUT_LIMIT_PER_MINUTE, 60);
    if (!limit.allowed) {
      const wait = limit.retryAfterSeconds;
      return apiError(
        429,
        "rate_limited",
        `That's a lot of checkouts in a short time. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`,
        {
          "Retry-After": String(wait),
        },
      );
    }
    const key = request.headers.get("idempotency-key") ?? randomUUID();
    if (!IDEMPOTENCY_KEY.test(key)) {
      return apiError(
        400,
        "invalid_idempotency_key",
        "Idempotency-Key must be 8–100 letters, digits, dashes or underscores.",
      );
    }
    const { items, amount, email } = await readJson(request, body);
    const user = await getSessionUser(request);
    const receiptEmail = user?.email ?? email?.toLowerCase();
    if (!receiptEmail) return apiError(400, "email_required", "Please give an email address for your receipt.");

    try {
      const result = await startCheckout(
        {
          items,
          amountCents: amount,
          idempotencyKey: key,
          email: receiptEmail,
          billingName: user?.displayName || "guest",
          userId: user?.id ?? null,
        },
        getPaymentProvider(),
      );
      if (!result.ok) return apiError(statusOf[result.code], result.code, result.message);
      const { intent, order } = result;
      return Response.json(
        {
          paymentIntent: {
            id: intent.id,
            client_secret: intent.clientSecret,
            amount: intent.amountCents,
            currency: intent.currency,
            status: intent.status,
          },
          order: { number: orderNumberOf(order.id) },
        },
        { headers: { "Cache-Control": "no-store" } },
      );
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        console.error(`payments: ${error.message}`);
        return apiError(
          502,
          "provider_error",
          "Our payment provider didn't answer. Your card was not charged; please try again.",
        );
      }
      throw error;
    }
  });
}
