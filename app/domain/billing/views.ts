/**
 * The shapes in which an invoice is shown: on the buyer's proposal page and
 * invoice page, and in the console's list. The server makes them; components
 * show them.
 */
import type { BankAccountView } from "./bank-transfers";
import type { CreditExcessTo } from "./credit-notes";
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
  /** A rental period's invoice: the days it bills, up to (not including) `endsOn`. */
  period?: { startsOn: string; endsOn: string } | null;
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
  /** What its credit notes took off, and each of them (with its page, through the invoice's link). */
  creditedCents: number;
  creditNotes: CreditNoteLink[];
}

export interface CreditNoteLink {
  number: string;
  amountCents: number;
  reason: string;
  path: string;
}

/** A credit note as its buyer reads it and its PDF prints it. */
export interface CreditNoteView {
  number: string;
  issuedLabel: string;
  reason: string;
  amountCents: number;
  tax: { preTaxCents: number; cents: number; label: string };
  invoice: { number: string; issuedLabel: string; amountCents: number; path: string };
  /** What the invoice asks for after this credit note (and those before it). */
  invoiceAsksCents: number;
  proposalReference: string;
  buyer: { name: string; organization: string | null; email: string };
  business: { name: string; email: string; phone: string };
  /** Money already paid beyond the new amount, and where it went. */
  excess: { cents: number; to: CreditExcessTo } | null;
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
  /** What can still be credited (money was received and the invoice still asks for something), and the credit notes so far. */
  creditableCents: number;
  creditNotes: CreditNoteLink[];
  reminders: InvoiceRemindersView;
  voided: { on: string; reason: string } | null;
  /** A void invoice of a payment schedule's stage with no live invoice in its place: the owner may issue it again. */
  reissuable: boolean;
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
