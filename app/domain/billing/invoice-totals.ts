import { formatCents } from "#app/domain/common/money";

import type { InvoiceView } from "./views";

/**
 * The totals an invoice shows, on its page and its PDF alike: its amount before
 * tax and its share of the tax (with the location code and rate), then the
 * amount due (nothing once paid or void); or, once something was received
 * towards it or it was credited, its amount, its credit notes, the credit
 * used, what was paid and the balance left.
 */
export function invoiceTotals(
  invoice: Pick<
    InvoiceView,
    "amountCents" | "tax" | "paid" | "voided" | "paidCents" | "creditCents" | "balanceCents" | "creditedCents"
  >,
): [label: string, amount: string][] {
  const rows: [string, string][] = [
    ["Before tax", formatCents(invoice.tax.preTaxCents)],
    [invoice.tax.label, formatCents(invoice.tax.cents)],
  ];
  if (invoice.voided || (invoice.paidCents === 0 && !invoice.paid) || (invoice.paid && invoice.creditedCents === 0)) {
    rows.push(["Amount due", formatCents(invoice.paid || invoice.voided ? 0 : invoice.amountCents)]);
    return rows;
  }
  rows.push(["Invoice amount", formatCents(invoice.amountCents)]);
  if (invoice.creditedCents > 0) rows.push(["Credit notes", `−${formatCents(invoice.creditedCents)}`]);
  if (invoice.creditCents > 0) rows.push(["Credit from an earlier transfer", formatCents(invoice.creditCents)]);
  // Paid beyond what a credit note left it asking for moved off the invoice (the buyer's credit or a refund).
  const keptCents = Math.min(invoice.paidCents, invoice.amountCents - invoice.creditedCents);
  if (keptCents > invoice.creditCents) rows.push(["Paid to date", formatCents(keptCents - invoice.creditCents)]);
  rows.push(["Amount due", formatCents(invoice.balanceCents)]);
  return rows;
}
