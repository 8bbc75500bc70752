import type Stripe from "stripe";

import { getEnv } from "#app/server/config/env.server";

import type { PaymentProvider } from "./provider.server";
import { getPaymentSettings } from "./settings.server";
import { createStripeClient, createStripeProvider } from "./stripe-provider.server";
import { testProvider } from "./test-provider.server";

let stripe: Stripe | undefined;

/** The Stripe client of this process (only when Stripe keys are set). */
export function getStripe(): Stripe {
  stripe ??= createStripeClient(getEnv());
  return stripe;
}

/** The provider chosen by configuration: Stripe with keys, the built-in test provider without. */
export function getPaymentProvider(): PaymentProvider {
  return getPaymentSettings().provider === "stripe" ? createStripeProvider(getStripe()) : testProvider;
}

/**
 * The provider that took an order's payment, for acting on it later (a
 * refund), whichever provider takes new payments now; null when it is
 * Stripe and this server has no Stripe keys.
 */
export function paymentProviderNamed(name: string): PaymentProvider | null {
  if (name === "test") return testProvider;
  if (name === "stripe") return getEnv().STRIPE_SECRET_KEY ? createStripeProvider(getStripe()) : null;
  return null;
}
