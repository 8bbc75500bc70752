import Stripe from "stripe";

import type { Env } from "#app/server/config/env.server";

import {
  IdempotencyConflictError,
  type PaymentProvider,
  PaymentProviderError,
  type RefundSummary,
} from "./provider.server";

/** A Stripe client; STRIPE_API_URL points it at a local stand-in in tests. */
export function createStripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async bankAccountFor({ email, name }) {
      const key = `bank-account:${email.trim().toLowerCase()}`;
      try {
        const customer = await stripe.customers.create(
          { email, name, metadata: { purpose: "bank-transfers" } },
          { idempotencyKey: `${key}:customer` },
        );
        const instructions = await stripe.customers.createFundingInstructions(
          customer.id,
          { currency: "usd", funding_type: "bank_transfer", bank_transfer: { type: "us_bank_transfer" } },
          { idempotencyKey: `${key}:funding` },
        );
        const aba = instructions.bank_transfer.financial_addresses.find((address) => address.aba)?.aba;
        if (!aba) throw new PaymentProviderError("Stripe returned no US account and routing number");
        return {
          customerId: customer.id,
          bankName: aba.bank_name,
          accountHolderName: aba.account_holder_name,
          accountNumber: aba.account_number,
          routingNumber: aba.routing_number,
        };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(`Stripe could not make the bank transfer account: ${(error as Error).message}`);
      }
    },
    async createIntent({ amountCents, currency, idempotencyKey, description, purpose = "order" }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            description,
            metadata: { purpose },
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

    async refund(intentId, amountCents, idempotencyKey) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey });
      } catch (error) {
        // Stripe keeps idempotency keys for a day; a retry after that finds the payment already refunded.
        const existing =
          errorCode(error) === "charge_already_refunded" ? await fullRefundOf(stripe, intentId, amountCents) : null;
        if (!existing) throw new PaymentProviderError(`Stripe could not make the refund: ${(error as Error).message}`);
        refund = existing;
      }
      if (refund.status === "failed" || refund.status === "canceled") {
        throw new PaymentProviderError(
          `Stripe could not make the refund (it is ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ""}).`,
        );
      }
      return summarise(refund, intentId);
    },
  };
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Stripe.errors.StripeError ? error.code : undefined;
}

/** The refund already made of this intent in full, if there is one that stands. */
async function fullRefundOf(stripe: Stripe, intentId: string, amountCents: number): Promise<Stripe.Refund | null> {
  try {
    const refunds = await stripe.refunds.list({ payment_intent: intentId, limit: 10 });
    return (
      refunds.data.find(
        (refund) => refund.amount === amountCents && refund.status !== "failed" && refund.status !== "canceled",
      ) ?? null
    );
  } catch {
    return null;
  }
}

function summarise(refund: Stripe.Refund, intentId: string): RefundSummary {
  const paymentIntent =
    typeof refund.payment_intent === "string" ? refund.payment_intent : (refund.payment_intent?.id ?? intentId);
  return {
    id: refund.id,
    paymentIntentId: paymentIntent,
    amountCents: refund.amount,
    status: refund.status ?? "pending",
  };
}
