import type { InvoiceStanding } from "#app/domain/billing/invoices";
import type { ExpiryStanding } from "#app/domain/documents/documents";
import type { OrderStatus } from "#app/domain/orders/status";
import type { ProposalStatus } from "#app/domain/proposals/status";
import type { QuoteRequestStatus } from "#app/domain/quote-requests/status";

/**
 * The colours of each state's StatusBadge, the same in the console and on the
 * buyer's account page (the words may differ; the word carries the meaning).
 */
export const orderStatusTone: Record<OrderStatus, string> = {
  pending: "bg-stone-100 text-stone-800",
  paid: "bg-sky-soft text-evergreen-950",
  failed: "bg-cedar-100 text-cedar-800",
  fulfilled: "bg-evergreen-100 text-evergreen-900",
  refunded: "bg-stone-200 text-stone-800",
};

export const quoteRequestStatusTone: Record<QuoteRequestStatus, string> = {
  new: "bg-sky-soft text-evergreen-950",
  contacted: "bg-evergreen-100 text-evergreen-900",
  quoted: "bg-cedar-100 text-cedar-800",
  won: "bg-evergreen-800 text-white",
  lost: "bg-stone-100 text-stone-800",
};

export const proposalStatusTone: Record<ProposalStatus, string> = {
  draft: "bg-stone-100 text-stone-800",
  sent: "bg-sky-soft text-evergreen-950",
  viewed: "bg-evergreen-100 text-evergreen-900",
  accepted: "bg-evergreen-800 text-white",
  declined: "bg-cedar-100 text-cedar-800",
  expired: "bg-stone-200 text-stone-800",
  withdrawn: "bg-stone-200 text-stone-800",
  superseded: "bg-stone-200 text-stone-800",
};

export const invoiceStandingTone: Record<InvoiceStanding, string> = {
  open: "bg-sky-soft text-evergreen-950",
  overdue: "bg-cedar-700 text-white",
  paid: "bg-evergreen-800 text-white",
  void: "bg-stone-200 text-stone-800",
};

export const expiryStandingTone: Record<ExpiryStanding, string> = {
  none: "bg-stone-100 text-stone-800",
  current: "bg-evergreen-100 text-evergreen-900",
  expiring: "bg-cedar-100 text-cedar-800",
  expired: "bg-cedar-700 text-white",
};
