import { addDays } from "#app/domain/time/calendar-day";

/** An invoice is open until paid in full, or void when the owner cancels it. */
export const INVOICE_STATUSES = ["open", "paid", "void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What an invoice asks for: the rest after a card deposit, or the whole on a
 * purchase order; for a rental, its security deposit or one billing period
 * (domain/rentals/agreement.ts), and the return's charges beyond its
 * deposit (domain/rentals/returns.ts).
 */
export const INVOICE_KINDS = [
  "purchase-order",
  "balance",
  "rental-deposit",
  "rental-period",
  "rental-charges",
] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Every invoice but one raised against a purchase order may be paid by card (a PO is paid on its own terms). */
export function payableByCard(kind: InvoiceKind): boolean {
  return kind !== "purchase-order";
}

/**
 * How a payment reached the business. Cards and bank transfers (to the
 * buyer's own account number) go through the payment provider.
 */
export const PAYMENT_METHODS = ["card", "check", "ach", "wire", "bank-transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What the owner records by hand: everything but a card. */
export const RECORDED_METHODS = ["check", "ach", "wire"] as const satisfies readonly PaymentMethod[];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  check: "Check",
  ach: "ACH transfer",
  wire: "Wire transfer",
  "bank-transfer": "Bank transfer",
};

/** An invoice against a purchase order is due 30 days after it is issued; one paid by card or bank transfer, on receipt. */
export const INVOICE_NET_DAYS = 30;

export const PO_NUMBER_MAX = 60;
export const PAYMENT_REFERENCE_MAX = 100;

/** INV-0001, INV-0042, INV-12345. */
export function invoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`${sequence} is not an invoice sequence`);
  return `INV-${String(sequence).padStart(4, "0")}`;
}

export function invoiceDueOn(issuedOn: string, kind: InvoiceKind): string {
  return kind === "purchase-order" ? addDays(issuedOn, INVOICE_NET_DAYS) : issuedOn;
}

/** The terms beside the due day, in the words the invoice and its PDF print. */
export function invoiceTermsLabel(kind: InvoiceKind): string {
  return kind === "purchase-order" ? "net 30 against your purchase order" : "due on receipt";
}

/** Shown as open, overdue (past its due day in Portland) or paid. */
export type InvoiceStanding = "open" | "overdue" | "paid" | "void";

export function invoiceStanding(status: InvoiceStatus, dueOn: string, today: string): InvoiceStanding {
  if (status !== "open") return status;
  return today > dueOn ? "overdue" : "open";
}

export const INVOICE_STANDING_LABELS: Record<InvoiceStanding, string> = {
  open: "Open",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
};

/** What a proposal has been paid, and what is left of its total. */
export function remainingCents(totalCents: number, paidCents: number): number {
  return Math.max(0, totalCents - paidCents);
}
