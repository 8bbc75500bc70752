/**
 * The shapes in which an invoice is shown: on the buyer's proposal page and
 * invoice page, and in the console's list. The server makes them; components
 * show them.
 */
import type { BankAccountView } from "./bank-transfers";
import type { InvoiceKind, InvoiceStanding, PaymentMethod } from "./invoices";
import type { HeldReason, HeldResolution } from "./ledger";
import type { ProgressFigures } from "./progress";

export interface InvoiceSummaryView {
  number: string;
  kind: InvoiceKind;
  amountCents: number;
  issuedOn: string;
  dueOn: string;
  standing: InvoiceStanding;
  poNumber: string | null;
  token: string;
  paidOn: string | null;
  method: PaymentMethod | null;
}

export interface InvoiceView {
  number: string;
  /** A schedule stage's invoice: the stage's name (and unit), and the progress figures it carries; null otherwise. */
  stage: { name: string; unit: number | null; progress: ProgressFigures } | null;
  kind: InvoiceKind;
  standing: InvoiceStanding;
  amountCents: number;
  /** The amount before tax and the invoice's share of the proposal's tax, with its words (code and rate). */
  tax: { preTaxCents: number; cents: number; label: string };
  poNumber: string | null;
  issuedOn: string;
  dueOn: string;
  issuedLabel: string;
  dueLabel: string;
  proposalReference: string;
  proposalTotalCents: number;
  buyer: { name: string; organization: string | null; email: string };
  business: { name: string; email: string; phone: string };
  remitTo: string[];
  /** A void invoice keeps its number and says when and why. */
  voided: { on: string; reason: string } | null;
  /** The buyer's own account for bank transfers, when the payment provider has made it. */
  bankAccount: BankAccountView | null;
  /** Received towards it so far (part payments included), of which credit from an earlier transfer, and what is left. */
  paidCents: number;
  creditCents: number;
  balanceCents: number;
  paid: { on: string; method: PaymentMethod; reference: string | null } | null;
  cardAllowed: boolean;
}

/** An invoice on the console's Invoices page. */
export interface InvoiceListView {
  id: number;
  number: string;
  proposalId: number;
  proposalReference: string;
  buyer: string;
  organization: string | null;
  kind: InvoiceKind;
  amountCents: number;
  poNumber: string | null;
  issued: string;
  due: string;
  standing: InvoiceStanding;
  paid: string | null;
  method: PaymentMethod | null;
  paymentReference: string | null;
  /** What the ledger holds against it, and what is left to pay (the record-payment form's default). */
  paidCents: number;
  balanceCents: number;
  reminders: InvoiceRemindersView;
  voided: { on: string; reason: string } | null;
  token: string;
}

/** An open invoice's reminders on the console: the last sent, the next due, and whether they are paused. */
export interface InvoiceRemindersView {
  paused: boolean;
  last: { label: string; on: string } | null;
  next: { label: string; on: string } | null;
}

/** Money received that paid nothing, on the console's Payments page, waiting for the owner or resolved. */
export interface HeldPaymentView {
  id: number;
  amountCents: number;
  currency: string;
  reason: HeldReason;
  intentId: string;
  provider: string;
  received: string;
  /** What it was made for, when known, with a link into the console. */
  madeFor: { label: string; to: string } | null;
  resolution: { kind: HeldResolution; note: string | null; when: string } | null;
}
