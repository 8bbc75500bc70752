import { type Env, getEnv } from "#app/server/config/env.server";

export type PaymentProviderName = "test" | "stripe";

/**
 * Which provider takes payments: PAYMENT_PROVIDER when named, else Stripe when its keys are set
 * and the built-in test provider otherwise (which parseEnv allows a deployment only by name).
 */
export function getPaymentSettings(env: Env = getEnv()): {
  provider: PaymentProviderName;
  publishableKey: string | null;
} {
  const provider = env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? "stripe" : "test");
  return provider === "stripe"
    ? { provider: "stripe", publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null }
    : { provider: "test", publishableKey: null };
}
