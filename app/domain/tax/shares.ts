/**
 * Each invoice of a proposal (deposit, balance, a stage) carries its share of
 * the proposal's tax, so what each invoice says was tax adds up to what the
 * proposal charged, cent by cent. Shares follow the invoices' pre-tax amounts
 * by the largest-remainder method (common/apportion.ts): each gets the whole
 * cents of its exact share, and the cents left over go to the largest
 * fractions, the earlier invoice first on a tie. Exact for any totals.
 */
import { apportion } from "#app/domain/common/apportion";
import { type Cents } from "#app/domain/common/money";

/** The tax on each invoice, in the invoices' order; they add up to `taxCents`. */
export function taxShares(taxCents: Cents, preTaxCents: readonly Cents[]): Cents[] {
  if (!Number.isSafeInteger(taxCents) || taxCents < 0) throw new RangeError(`${taxCents} is not a tax to share`);
  if (preTaxCents.length === 0) throw new RangeError("There is no invoice to carry the tax");
  for (const amount of preTaxCents) {
    if (!Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`${amount} is not an invoice's pre-tax amount`);
  }
  const total = preTaxCents.reduce((sum, amount) => sum + amount, 0);
  if (total === 0 && taxCents > 0) throw new RangeError("Tax cannot be shared among invoices that come to nothing");
  return apportion(taxCents, preTaxCents);
}

/** Invoices with their tax share and what each asks for in all. */
export function withTaxShares<T extends { preTaxCents: Cents }>(
  invoices: readonly T[],
  taxCents: Cents,
): (T & { taxCents: Cents; totalCents: Cents })[] {
  const shares = taxShares(
    taxCents,
    invoices.map((invoice) => invoice.preTaxCents),
  );
  return invoices.map((invoice, index) => {
    const share = shares[index] ?? 0;
    return { ...invoice, taxCents: share, totalCents: invoice.preTaxCents + share };
  });
}
