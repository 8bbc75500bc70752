import { formatCents } from "#app/domain/common/money";
import { addDays, dayLabel } from "#app/domain/time/calendar-day";

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

/** What an invoice is for, in the words its page and its PDF use. */
export function invoiceFor(
  invoice: Pick<InvoiceView, "kind" | "stage" | "proposalReference" | "proposalTotalCents" | "period">,
): string {
  if (invoice.kind === "rental-deposit")
    return `The security deposit of rental ${invoice.proposalReference}, refunded after the return inspection less any charges`;
  if (invoice.kind === "rental-period")
    return invoice.period
      ? `Rent of rental ${invoice.proposalReference}, ${dayLabel(invoice.period.startsOn)} to ${dayLabel(addDays(invoice.period.endsOn, -1))}`
      : `Rent of rental ${invoice.proposalReference}`;
  if (invoice.stage) {
    const unit = invoice.stage.unit === null ? "" : `, unit ${invoice.stage.unit}`;
    return `“${invoice.stage.name}”${unit} of proposal ${invoice.proposalReference}`;
  }
  if (invoice.kind === "rental-charges") {
    return `Charges found when the units of rental ${invoice.proposalReference} came back, beyond the security deposit`;
  }
  return invoice.kind === "balance"
    ? `The balance of proposal ${invoice.proposalReference} (total ${formatCents(invoice.proposalTotalCents)})`
    : `Proposal ${invoice.proposalReference}, in full`;
}

/** A stage's invoice's progress figures, top to bottom: the contract, paid to date, this invoice, the balance after it. */
export function progressRows(invoice: Pick<InvoiceView, "stage">): [label: string, amount: string][] {
  if (!invoice.stage) return [];
  const figures = invoice.stage.progress;
  return [
    ["Contract value", formatCents(figures.contractCents)],
    ["Paid on the contract to date", formatCents(figures.paidToDateCents)],
    ["This invoice", formatCents(figures.thisInvoiceCents)],
    ["Balance after this invoice", formatCents(figures.balanceAfterCents)],
  ];
}
