/**
 * A proposal's money: integer cents throughout. Tax is a rate in thousandths
 * of a percent (9.125 % is 9125), applied once to the taxable total and
 * rounded half up to the cent; no rate (an exemption, Oregon, or a rate not
 * yet decided) is no tax. The payment schedule shares the total and its tax
 * over its invoices to the cent (billing/schedule.ts); the deposit is its
 * acceptance stage, and the balance is what is left.
 */
import { depositOf, type PaymentSchedule } from "#app/domain/billing/schedule";
import { apportion } from "#app/domain/common/apportion";

export interface ProposalLine {
  description: string;
  quantity: number;
  /** May be negative: a discount. */
  unitPriceCents: number;
}

export interface ProposalTotals {
  subtotalCents: number;
  /** The base the tax is charged on: the subtotal when taxed, else 0. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  /** The schedule's acceptance stage: what the buyer pays by card on accepting. */
  depositCents: number;
  /** The deposit's share of the tax; the balance carries `taxCents - depositTaxCents`. */
  depositTaxCents: number;
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

/** Tax on the taxable total at a rate, once, rounded half up to the cent. Nothing is taxed below zero. */
export function taxCents(taxableCents: number, rateMilli: number | null): number {
  if (rateMilli === null || taxableCents <= 0) return 0;
  return mulDivHalfUp(taxableCents, rateMilli, FULL_RATE_MILLI);
}

/**
 * The deposit's share of the tax. Both parts are charged at the one rate, so
 * shares in proportion to their totals are shares in proportion to their
 * pre-tax amounts; the largest remainder keeps the two adding up to the tax.
 */
export function depositTaxCents(totalCents: number, taxCents: number, depositCents: number): number {
  if (taxCents <= 0 || depositCents <= 0 || totalCents <= 0) return 0;
  const [share = 0] = apportion(taxCents, [depositCents, Math.max(0, totalCents - depositCents)]);
  return share;
}

/** The totals at a rate, or with no tax when `rateMilli` is null. */
export function proposalTotals(
  lines: readonly ProposalLine[],
  rateMilli: number | null,
  schedule: PaymentSchedule,
): ProposalTotals {
  const subtotal = subtotalCents(lines);
  const taxable = rateMilli === null ? 0 : Math.max(0, subtotal);
  const taxed = taxCents(taxable, rateMilli);
  const total = subtotal + taxed;
  // A discount may take the total below zero while the owner works: such a draft has no deposit yet.
  const deposit = total > 0 ? depositOf(total, taxed, schedule) : { cents: 0, taxCents: 0 };
  return {
    subtotalCents: subtotal,
    taxableCents: taxable,
    taxCents: taxed,
    totalCents: total,
    depositCents: deposit.cents,
    depositTaxCents: deposit.taxCents,
    balanceCents: total - deposit.cents,
  };
}

/** 9125 → "9.125", 8000 → "8", 0 → "0". */
export function formatTaxRate(rateMilli: number): string {
  const whole = Math.floor(rateMilli / 1000);
  const fraction = String(rateMilli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}
