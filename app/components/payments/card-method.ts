/**
 * What the payment form needs from a card form, whichever provider is behind
 * it: the built-in test provider's fields or Stripe's card Element.
 */
export interface PaymentIntentRef {
  id: string;
  clientSecret: string;
}

export type ConfirmOutcome =
  | { kind: "succeeded"; orderNumber?: string }
  /** Stripe only: the bank is still deciding; the webhook settles the order. */
  | { kind: "processing" }
  /**
   * `retryable`: the answer was lost on the way (network), so the same attempt
   * (and Idempotency-Key) is tried again; otherwise the attempt is over and the
   * next press starts a new one.
   */
  | { kind: "failed"; message: string; retryable?: boolean };

export interface CardMethod {
  /** Checks the card fields, shows what is wrong, and focuses the first problem when `focus` is true. */
  validate(focus: boolean): boolean;
  /** Confirms the payment with the provider; the card details never pass through our server with Stripe. */
  confirm(intent: PaymentIntentRef, billingName: string): Promise<ConfirmOutcome>;
}
