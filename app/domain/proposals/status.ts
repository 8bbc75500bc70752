/**
 * Where a proposal stands. A draft is the owner's; every other status is of a
 * sent, frozen version. `expired` is what a sent or viewed proposal becomes
 * once its valid-until moment has passed (see effectiveProposalStatus).
 */
export const PROPOSAL_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
  "superseded",
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
  superseded: "Superseded",
};

export function isProposalStatus(value: string): value is ProposalStatus {
  return (PROPOSAL_STATUSES as readonly string[]).includes(value);
}

/** Sent and not yet answered: the buyer may still accept or decline (until it expires). */
export const OPEN_PROPOSAL_STATUSES = ["sent", "viewed"] as const satisfies readonly ProposalStatus[];

export function isOpenStatus(status: ProposalStatus): boolean {
  return (OPEN_PROPOSAL_STATUSES as readonly string[]).includes(status);
}

/** The status as it is now: an open proposal past its valid-until moment reads as expired. */
export function effectiveProposalStatus(status: ProposalStatus, expiresAt: Date, now: Date): ProposalStatus {
  return isOpenStatus(status) && now.getTime() > expiresAt.getTime() ? "expired" : status;
}

/** How the buyer may pay: by card, by purchase order (an invoice due in 30 days), or either. */
export const PAYMENT_TERMS = ["card", "po", "both"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  card: "Deposit by card",
  po: "Purchase order, invoice due in 30 days",
  both: "Deposit by card, or a purchase order with an invoice due in 30 days",
};

export const allowsCard = (terms: PaymentTerms) => terms === "card" || terms === "both";
export const allowsPurchaseOrder = (terms: PaymentTerms) => terms === "po" || terms === "both";

/** Civic and government buyers usually pay on a purchase order; everyone else by card. */
export function defaultPaymentTerms(buyerType: string): PaymentTerms {
  return buyerType === "civic" || buyerType === "government" ? "both" : "card";
}
