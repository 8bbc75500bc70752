/**
 * A buyer's statement of account: every invoice, every payment against one,
 * and every credit (a void invoice's unpaid amount, a credit note), in date
 * order, with the balance after each. Money a credit note left paid beyond
 * what its invoice asks for moves off the statement (to the buyer's credit or
 * a refund) as its own entry. It ends at what the buyer still owes, which is
 * the sum of their open balances on the receivables page. No I/O here.
 */
import type { CreditExcessTo } from "./credit-notes";
import { type InvoiceStatus, PAYMENT_METHOD_LABELS, type PaymentMethod } from "./invoices";
import { balanceCents } from "./ledger";

export interface StatementInvoice {
  id: number;
  number: string;
  status: InvoiceStatus;
  issuedOn: string;
  amountCents: number;
}

export interface StatementPayment {
  id: number;
  invoiceId: number;
  receivedOn: string;
  method: PaymentMethod;
  reference: string | null;
  amountCents: number;
}

export interface StatementCreditNote {
  id: number;
  invoiceId: number;
  number: string;
  issuedOn: string;
  amountCents: number;
  /** What was already paid beyond the invoice's new amount, and where it went. */
  excessCents: number;
  excessTo: CreditExcessTo | null;
}

/** A void invoice's credit, a credit note, and the money a credit note moved off the invoice. */
export type StatementEntryKind = "invoice" | "payment" | "credit" | "credit-note" | "moved";

export interface StatementEntry {
  kind: StatementEntryKind;
  /** The Pacific day it happened. */
  on: string;
  /** The invoice it belongs to. */
  invoiceNumber: string;
  /** The credit note it is, or that moved the money. */
  creditNote?: { number: string; excessTo: CreditExcessTo | null };
  method: PaymentMethod | null;
  reference: string | null;
  /** What it adds to the balance (an invoice, money moved off) or takes off it (a payment, a credit): always positive. */
  amountCents: number;
  /** What the buyer owes after it. */
  balanceCents: number;
}

export interface Statement {
  entries: StatementEntry[];
  invoicedCents: number;
  paidCents: number;
  creditedCents: number;
  /** Paid beyond what credited invoices ask for, moved to the buyer's credit or a refund. */
  movedCents: number;
  /** What is still owed: invoiced less paid less credited, plus what was moved off. */
  balanceCents: number;
}

/** On the same day, an invoice comes before what pays or credits it; then in the order each was made. */
const KIND_ORDER: Record<StatementEntryKind, number> = {
  invoice: 0,
  payment: 1,
  credit: 2,
  "credit-note": 3,
  moved: 4,
};

/** Whether an entry adds to what the buyer owes (the "Charged" column) rather than taking off it. */
export const addsToBalance = (entry: { kind: StatementEntryKind }) =>
  entry.kind === "invoice" || entry.kind === "moved";

/**
 * Builds a buyer's statement from their invoices and the ledger's payments
 * of them, and their credit notes. A void invoice is credited with what was
 * not paid on it, on its issue day, so it owes nothing and its payments still show.
 */
export function buildStatement(
  invoices: readonly StatementInvoice[],
  payments: readonly StatementPayment[],
  creditNotes: readonly StatementCreditNote[] = [],
): Statement {
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const paidOn = new Map<number, number>();
  const events: (Omit<StatementEntry, "balanceCents"> & { sign: 1 | -1; order: number })[] = [];
  for (const payment of payments) {
    const invoice = byId.get(payment.invoiceId);
    if (!invoice) throw new RangeError(`payment ${payment.id} is for an invoice not on this statement`);
    paidOn.set(invoice.id, (paidOn.get(invoice.id) ?? 0) + payment.amountCents);
    events.push({
      kind: "payment",
      on: payment.receivedOn,
      invoiceNumber: invoice.number,
      method: payment.method,
      reference: payment.reference,
      amountCents: payment.amountCents,
      sign: -1,
      order: payment.id,
    });
  }
  const creditedOn = new Map<number, number>();
  for (const note of creditNotes) {
    const invoice = byId.get(note.invoiceId);
    if (!invoice) throw new RangeError(`credit note ${note.number} is for an invoice not on this statement`);
    creditedOn.set(invoice.id, (creditedOn.get(invoice.id) ?? 0) + note.amountCents);
    const entry = {
      on: note.issuedOn,
      invoiceNumber: invoice.number,
      creditNote: { number: note.number, excessTo: note.excessTo },
      method: null,
      reference: null,
      order: note.id,
    };
    events.push({ ...entry, kind: "credit-note", amountCents: note.amountCents, sign: -1 });
    if (note.excessCents > 0) events.push({ ...entry, kind: "moved", amountCents: note.excessCents, sign: 1 });
  }
  for (const invoice of invoices) {
    const entry = { on: invoice.issuedOn, invoiceNumber: invoice.number, method: null, reference: null };
    events.push({ ...entry, kind: "invoice", amountCents: invoice.amountCents, sign: 1, order: invoice.id });
    const asks = invoice.amountCents - (creditedOn.get(invoice.id) ?? 0);
    const credit = invoice.status === "void" ? balanceCents(asks, paidOn.get(invoice.id) ?? 0) : 0;
    if (credit > 0) events.push({ ...entry, kind: "credit", amountCents: credit, sign: -1, order: invoice.id });
  }
  events.sort((a, b) => a.on.localeCompare(b.on) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.order - b.order);
  let balance = 0;
  const totals: Record<StatementEntryKind, number> = { invoice: 0, payment: 0, credit: 0, "credit-note": 0, moved: 0 };
  const entries = events.map(({ sign, order: _order, ...event }) => {
    balance += sign * event.amountCents;
    totals[event.kind] += event.amountCents;
    return { ...event, balanceCents: balance };
  });
  return {
    entries,
    invoicedCents: totals.invoice,
    paidCents: totals.payment,
    creditedCents: totals.credit + totals["credit-note"],
    movedCents: totals.moved,
    balanceCents: balance,
  };
}

/**
 * A buyer's key in a console address: their email, lower-cased, in base64url,
 * so any address (slashes, plus signs, dots) is one safe path segment.
 */
export function buyerKey(email: string): string {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The email a buyer key stands for, or null when it is not one (bad characters, not an email). */
export function emailOfBuyerKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{4,700}$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    const email = new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    return /^[^\s@]+@[^\s@]+$/.test(email) && email === email.toLowerCase() && buyerKey(email) === key ? email : null;
  } catch {
    return null;
  }
}

/** A buyer's statement page, and its PDF. */
export const statementPath = (key: string) => `/admin/receivables/${key}/statement`;
export const statementPdfPath = (key: string) => `/admin/receivables/${key}/statement.pdf`;

/** What an entry is, in words: "Invoice INV-0042", "Payment by check (No. 1042) on INV-0042". */
export function statementEntryText(entry: StatementEntry): string {
  if (entry.kind === "payment" && entry.method) {
    const reference = entry.reference ? ` (${entry.reference})` : "";
    return `Payment by ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()}${reference} on ${entry.invoiceNumber}`;
  }
  if (entry.kind === "credit-note" && entry.creditNote) {
    return `Credit note ${entry.creditNote.number} on ${entry.invoiceNumber}`;
  }
  if (entry.kind === "moved" && entry.creditNote) {
    const where = entry.creditNote.excessTo === "refund" ? "to be refunded" : "kept as your credit";
    return `Paid beyond ${entry.invoiceNumber} after ${entry.creditNote.number}, ${where}`;
  }
  return entry.kind === "credit" ? `Credit: ${entry.invoiceNumber} was voided` : `Invoice ${entry.invoiceNumber}`;
}
