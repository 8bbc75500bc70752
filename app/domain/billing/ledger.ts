/**
 * The payments ledger's rules (docs/decisions/0088): every sum received is
 * one payment against a deposit or an invoice; an invoice is paid when its
 * payments reach its amount; money that pays nothing open is held for the
 * owner, never dropped. No I/O here.
 */

/** What a payment (or a payment intent) pays: a proposal's card deposit, or an invoice. */
export const PAYMENT_TARGETS = ["deposit", "invoice"] as const;
export type PaymentTarget = (typeof PAYMENT_TARGETS)[number];

/** Why money received was held for the owner instead of paying something. */
export const HELD_REASONS = ["no-match", "already-paid", "overpaid", "wrong-amount"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export const HELD_REASON_LABELS: Record<HeldReason, string> = {
  "no-match": "It matches nothing open on the site",
  "already-paid": "What it pays was already paid",
  overpaid: "More than was still owed",
  "wrong-amount": "Not the amount or currency that was asked for",
};

/** What the owner did with held money: sent it back, or applied it by hand. */
export const HELD_RESOLUTIONS = ["refunded", "applied"] as const;
export type HeldResolution = (typeof HELD_RESOLUTIONS)[number];

export const HELD_RESOLUTION_LABELS: Record<HeldResolution, string> = {
  refunded: "Refunded",
  applied: "Applied",
};

export const HELD_NOTE_MAX = 300;

/** What is still owed on an amount after what was paid towards it (never below zero). */
export function balanceCents(amountCents: number, paidCents: number): number {
  return Math.max(0, amountCents - paidCents);
}

/**
 * A sum received against a balance: the part that pays it, and the part
 * beyond it (held for the owner). Paid plus excess is always the sum.
 */
export function splitReceipt(owedCents: number, receivedCents: number): { appliedCents: number; excessCents: number } {
  const appliedCents = Math.min(Math.max(0, owedCents), receivedCents);
  return { appliedCents, excessCents: receivedCents - appliedCents };
}

/** The state of a proposal's money a card deposit lands on, read under the proposal's lock. */
export interface DepositLandingState {
  depositPaid: boolean;
  /** The purchase-order invoice answered for the same money, if any (not void). */
  purchaseOrder: { id: number; balanceCents: number } | null;
}

export type DepositLanding =
  | { kind: "deposit" }
  | { kind: "invoice"; invoiceId: number; balanceCents: number }
  | { kind: "held"; reason: HeldReason };

/**
 * Where a successful card deposit goes, with terms "both": a purchase order
 * answered while the card payment was in flight invoiced the full total, so
 * the card money pays that invoice (what it owes, the rest held); a deposit
 * already paid (another tab's intent) or a purchase order already paid makes
 * it money to refund. Otherwise it pays the deposit.
 */
export function depositLanding(state: DepositLandingState): DepositLanding {
  if (state.purchaseOrder) {
    return state.purchaseOrder.balanceCents > 0
      ? { kind: "invoice", invoiceId: state.purchaseOrder.id, balanceCents: state.purchaseOrder.balanceCents }
      : { kind: "held", reason: "already-paid" };
  }
  return state.depositPaid ? { kind: "held", reason: "already-paid" } : { kind: "deposit" };
}

/**
 * Why a payment recorded by hand cannot be taken, in words, or null when it
 * can: a whole number of cents, at least a cent, and no more than is owed.
 */
export function recordedAmountRefusal(amountCents: number, owedCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) return "Enter an amount of at least $0.01.";
  if (amountCents > owedCents) return "That is more than is left to pay on this invoice.";
  return null;
}
