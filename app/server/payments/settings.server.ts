import { type Env, getEnv } from "#app/server/config/env.server";

export type PaymentProviderName = "test" | "stripe";

/** Which provider takes payments: Stripe when its keys are set, the built-in test provider otherwise. */
export function getPaymentSettings(env: Env = getEnv()): {
  provider: PaymentProviderName;
  publishableKey: string | null;
} {
  return env.STRIPE_SECRET_KEY
    ? { provider: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null }
    : { provider: "test", publishableKey: null };
}
