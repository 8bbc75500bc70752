import type { PaymentProviderName } from "./settings.server";

/** What both providers answer when asked for a PaymentIntent (Stripe's shape, in cents). */
export interface PaymentIntentSummary {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: string;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: string;
  /** The same key always yields the same intent, so a repeated request charges once. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentSummary>;
}

/** The provider failed in a way that is not the buyer's doing (network, keys, outage). */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/**
 * The idempotency key already belongs to a payment with other parameters (a
 * concurrent or earlier request for another cart). The buyer's doing, not an
 * outage: the checkout answers 409.
 */
export class IdempotencyConflictError extends Error {
  override name = "IdempotencyConflictError";
}
