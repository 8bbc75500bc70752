/**
 * Credit notes (docs/decisions/0105): an invoice money was received on is
 * corrected by a credit note, not voided. It has its own gapless numbers
 * (CN-0001), lowers what the invoice asks for by its amount, carries its
 * share of the invoice's tax, and what was already paid beyond the new
 * amount becomes the buyer's credit or a refund. No I/O here.
 */
import { formatCents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";

/** Where money already paid beyond an invoice's new amount goes. */
export const CREDIT_EXCESS_TO = ["credit", "refund"] as const;
export type CreditExcessTo = (typeof CREDIT_EXCESS_TO)[number];

export const CREDIT_EXCESS_LABELS: Record<CreditExcessTo, string> = {
  credit: "Keep it as the buyer's credit towards their next invoice",
  refund: "Refund it (flagged for you under Payments)",
};

export const CREDIT_NOTE_REASON_MAX = 300;

const REASON_NEEDED = "Say why the invoice is credited: the buyer and your books will read it.";

export const creditNoteReason = z
  .string({ error: REASON_NEEDED })
  .trim()
  .min(1, REASON_NEEDED)
  .max(CREDIT_NOTE_REASON_MAX, `Keep the reason under ${CREDIT_NOTE_REASON_MAX} characters.`);

export function creditNoteNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`${sequence} is not a credit note sequence`);
  return `CN-${String(sequence).padStart(4, "0")}`;
}

/** What an invoice asks for once its credit notes are taken off. */
export function asksCents(invoice: { amountCents: number; creditedCents: number }): number {
  return invoice.amountCents - invoice.creditedCents;
}

/** What can still be credited on an invoice: what it asks for after its earlier credit notes. */
export const creditableCents = asksCents;

/** Why a credit note of this amount cannot be issued, in words, or null when it can. */
export function creditNoteAmountRefusal(amountCents: number, creditable: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) return "Enter an amount of at least $0.01.";
  if (creditable <= 0) return "This invoice is already credited in full.";
  if (amountCents > creditable) return "That is more than is left to credit on this invoice.";
  return null;
}

/** a × b / c rounded half up, exact for any cents (the product can pass 2^53). */
function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(numerator / (BigInt(c) * 2n));
}

export interface CreditTaxInput {
  /** The invoice's amount and its tax share. */
  invoiceAmountCents: number;
  invoiceTaxCents: number;
  /** What its earlier credit notes took off, in all and of tax. */
  creditedCents: number;
  creditedTaxCents: number;
  /** This credit note's amount. */
  amountCents: number;
}

/**
 * A credit note's amount split like its invoice's: the tax in the same
 * proportion, rounded on the running total so that credit notes adding up to
 * the whole invoice take back exactly its tax, to the cent.
 */
export function creditTaxShare(input: CreditTaxInput): { preTaxCents: number; taxCents: number } {
  const { invoiceAmountCents, invoiceTaxCents, creditedCents, creditedTaxCents, amountCents } = input;
  for (const value of Object.values(input)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${value} is not a whole number of cents`);
  }
  if (invoiceAmountCents < 1 || creditedCents + amountCents > invoiceAmountCents) {
    throw new RangeError("a credit note cannot take off more than its invoice asked for");
  }
  const taxAfter = mulDivRound(invoiceTaxCents, creditedCents + amountCents, invoiceAmountCents);
  const taxCents = Math.min(amountCents, Math.max(0, taxAfter - creditedTaxCents));
  return { preTaxCents: amountCents - taxCents, taxCents };
}

/**
 * The money already paid on an invoice that a credit note leaves beyond what
 * it asks for now: it leaves the invoice (to the buyer's credit or a refund).
 */
export function creditExcessCents(p: { asksBeforeCents: number; amountCents: number; paidCents: number }): number {
  const overBefore = Math.max(0, p.paidCents - p.asksBeforeCents);
  const overAfter = Math.max(0, p.paidCents - (p.asksBeforeCents - p.amountCents));
  return overAfter - overBefore;
}

/** How the invoice page, its PDF and the statement say what a credit note did. */
export function creditNoteText(note: { number: string; reason: string }): string {
  return `Credit note ${note.number}: ${note.reason}`;
}

/** The totals a credit note shows, on its page and its PDF alike. */
export function creditNoteTotals(note: {
  amountCents: number;
  tax: { preTaxCents: number; cents: number; label: string };
  invoice: { number: string; amountCents: number };
  invoiceAsksCents: number;
}): [label: string, amount: string][] {
  return [
    ["Credited before tax", formatCents(note.tax.preTaxCents)],
    [note.tax.label, formatCents(note.tax.cents)],
    ["Credit note total", formatCents(note.amountCents)],
    [`Invoice ${note.invoice.number} was`, formatCents(note.invoice.amountCents)],
    [`Invoice ${note.invoice.number} now`, formatCents(note.invoiceAsksCents)],
  ];
}

/** What happened to money already paid beyond the invoice's new amount, in the buyer's words. */
export function excessNotice(excess: { cents: number; to: CreditExcessTo }): string {
  return excess.to === "credit"
    ? `${formatCents(excess.cents)} you had already paid is beyond the invoice's new amount. It is kept as your credit and taken off your next invoice.`
    : `${formatCents(excess.cents)} you had already paid is beyond the invoice's new amount. We will refund it to you.`;
}

/** Whether an address segment can be a credit note's number (anything else is a 404 without a query). */
export const isCreditNoteNumber = (value: string | undefined): value is string =>
  value !== undefined && /^CN-\d{4,9}$/.test(value);
