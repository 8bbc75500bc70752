import type { Transaction } from "#app/server/db/client.server";

import type { PaymentProviderName } from "./settings.server";

/** What a payment pays for: who settles it when it succeeds or fails. */
export const PAYMENT_PURPOSES = ["order", "proposal-deposit", "invoice"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export function paymentPurposeOf(value: unknown): PaymentPurpose {
  return typeof value === "string" && (PAYMENT_PURPOSES as readonly string[]).includes(value)
    ? (value as PaymentPurpose)
    : "order";
}

/** What a settled payment became, as the confirming page names it ("NZ-000042", "paid"). */
export interface SettledReceipt {
  number: string;
  status: string;
}

/**
 * How the thing a payment is for learns that it succeeded or failed. The
 * providers call these and know nothing of orders, proposals or invoices:
 * the caller chooses the settlement by the payment's purpose.
 */
/** What the provider says arrived for a successful payment: through whom, how much, in what currency. */
export interface ReceivedPayment {
  provider: PaymentProviderName;
  amountCents: number;
  currency: string;
}

export interface Settlement {
  /** Marks it paid exactly once; later or concurrent calls change nothing. Runs in the provider's transaction. */
  paid(intentId: string, tx: Transaction, received: ReceivedPayment): Promise<SettledReceipt | null>;
  failed(intentId: string, message: string): Promise<SettledReceipt | null>;
}

export type SettlementFor = (purpose: PaymentPurpose) => Settlement;

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
  /** What it pays for (an order when left out); kept with the intent so its success is settled by the right domain. */
  purpose?: PaymentPurpose;
}

/** A refund as both providers report it (Stripe's shape, in cents). */
export interface RefundSummary {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  /** Stripe's refund status: `succeeded`, or `pending` while the bank processes it. */
  status: string;
}

/** A buyer's own account for bank transfers, as the provider made it (a Stripe customer's US funding instructions). */
export interface ProviderBankAccount {
  customerId: string;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
}

/** A bank transfer that reached a buyer's account, as the provider reports it. */
export interface IncomingTransfer {
  provider: PaymentProviderName;
  /** The provider's id of the arrival (Stripe's cash balance transaction): each is recorded once. */
  transferId: string;
  customerId: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /**
   * The buyer's own account and routing number for bank transfers. Asking
   * again for the same buyer answers the same account (the key is the
   * buyer's email), so concurrent first asks make one.
   */
  bankAccountFor(buyer: { email: string; name: string }): Promise<ProviderBankAccount>;
  createIntent(input: CreateIntentInput): Promise<PaymentIntentSummary>;
  /**
   * Refunds a paid intent in full, once. The same key always answers the
   * same refund, and asking again for an intent already refunded in full
   * answers the refund made, never a second one. Throws PaymentProviderError
   * when the provider refuses or cannot be reached.
   */
  refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundSummary>;
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
