/**
 * A proposal's money: integer cents throughout. Tax is a rate in thousandths
 * of a percent (9.125 % is 9125), applied once to the taxable total and
 * rounded half up to the cent; the deposit is a whole percentage of the
 * total, rounded the same way; the balance is what is left.
 */

export interface ProposalLine {
  description: string;
  quantity: number;
  /** May be negative: a discount. */
  unitPriceCents: number;
}

export type TaxChoice = { exempt: false; rateMilli: number } | { exempt: true; certificate: string };

export interface ProposalTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** 100 % in thousandths of a percent. */
export const FULL_RATE_MILLI = 100_000;

/** a × b / d, rounded half up (away from zero for halves), exactly, for non-negative integers. */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  if (a < 0 || b < 0) throw new RangeError("mulDivHalfUp takes non-negative numbers");
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

export function lineTotalCents(line: ProposalLine): number {
  return line.quantity * line.unitPriceCents;
}

export function subtotalCents(lines: readonly ProposalLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Tax on the taxable total, once, rounded half up to the cent. Nothing is taxed below zero. */
export function taxCents(taxableCents: number, tax: TaxChoice): number {
  if (tax.exempt || taxableCents <= 0) return 0;
  return mulDivHalfUp(taxableCents, tax.rateMilli, FULL_RATE_MILLI);
}

export function depositCents(totalCents: number, depositPercent: number): number {
  if (totalCents <= 0) return 0;
  return mulDivHalfUp(totalCents, depositPercent, 100);
}

export function proposalTotals(lines: readonly ProposalLine[], tax: TaxChoice, depositPercent: number): ProposalTotals {
  const subtotal = subtotalCents(lines);
  const taxed = taxCents(subtotal, tax);
  const total = subtotal + taxed;
  const deposit = depositCents(total, depositPercent);
  return {
    subtotalCents: subtotal,
    taxCents: taxed,
    totalCents: total,
    depositCents: deposit,
    balanceCents: total - deposit,
  };
}

/** "9.125" → 9125; null when it is not a rate of 0 to 100 with at most three decimals. */
export function parseTaxRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli <= FULL_RATE_MILLI ? milli : null;
}

/** 9125 → "9.125", 8000 → "8", 0 → "0". */
export function formatTaxRate(rateMilli: number): string {
  const whole = Math.floor(rateMilli / 1000);
  const fraction = String(rateMilli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
