import Stripe from "stripe";
import type { Env } from "../env.server";
import { IdempotencyConflictError, PaymentProviderError, type PaymentProvider } from "./provider.server";

/** A Stripe client; STRIPE_API_URL points it at a local stand-in in tests. */
export function createStripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === "https:" ? 443 : 80), protocol: api.protocol === "https:" ? "https" : "http" }
      : {}),
  });
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createIntent({ amountCents, currency, idempotencyKey, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            description,
            // Cards confirmed in the page; no method that would leave the site to finish.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new PaymentProviderError("Stripe returned no client secret");
        return {
          id: intent.id,
          clientSecret: intent.client_secret,
          amountCents: intent.amount,
          currency: intent.currency,
          status: intent.status,
        };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        // Stripe refuses a key reused with other parameters (another cart under the same key).
        if (error instanceof Stripe.errors.StripeIdempotencyError) {
          throw new IdempotencyConflictError(`Stripe refused a reused idempotency key: ${error.message}`);
        }
        throw new PaymentProviderError(`Stripe could not create the payment: ${(error as Error).message}`);
      }
    },
  };
}
