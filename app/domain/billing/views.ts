/**
 * The shapes in which an invoice is shown: on the buyer's proposal page and
 * invoice page, and in the console's list. The server makes them; components
 * show them.
 */
import type { InvoiceKind, InvoiceStanding, PaymentMethod } from "./invoices";

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
  reminded: boolean;
  token: string;
}
