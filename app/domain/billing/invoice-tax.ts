/**
 * The share of a proposal's sales tax each payment carries. The card deposit's
 * share is fixed when the proposal is priced (`depositTaxCents`, totals.ts);
 * an invoice carries what the deposit and the earlier invoices have not, up
 * to its own amount, so the deposit, the balance or a purchase order's whole
 * add up to the proposal's tax to the cent.
 */
import { type Cents } from "#app/domain/common/money";

export interface InvoiceTaxInput {
  /** The proposal's tax. */
  proposalTaxCents: Cents;
  /** What the invoice asks for in all. */
  amountCents: Cents;
  /** The tax already carried by the paid deposit and the other invoices that are not void. */
  carriedTaxCents: Cents;
}

/** The invoice's amount split into its pre-tax part and its share of the tax. */
export function invoiceTaxShare(input: InvoiceTaxInput): { preTaxCents: Cents; taxCents: Cents } {
  const { proposalTaxCents, amountCents, carriedTaxCents } = input;
  for (const value of [proposalTaxCents, amountCents, carriedTaxCents]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${value} is not a whole number of cents`);
  }
  const taxCents = Math.min(amountCents, Math.max(0, proposalTaxCents - carriedTaxCents));
  return { preTaxCents: amountCents - taxCents, taxCents };
}
