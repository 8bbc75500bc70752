/**
 * A sales tax rate, held exactly: an integer number of thousandths of a
 * percent, the unit proposals already store (`tax_rate_milli`). 10.25 %,
 * which DOR writes 0.1025, is 10_250. DOR's rates have four decimals as a
 * fraction, so this unit holds every one of them with a decimal to spare, and
 * a rate finer than that is refused rather than rounded.
 */
import { formatTaxRate, FULL_RATE_MILLI } from "#app/domain/proposals/totals";

export type RateMilli = number;

/** No Washington location comes near this; anything above is a misread, not a rate. */
export const MAX_SALES_TAX_RATE_MILLI = 15_000;

/** Washington's state rate, 6.5 % (RCW 82.08.020): every Washington row of DOR's files carries it. */
export const WASHINGTON_STATE_RATE_MILLI = 6_500;

/** Digits of a fraction that thousandths of a percent hold: 0.10250 → 10_250. */
const FRACTION_DIGITS = 5;

export type RateReading = { ok: true; rateMilli: RateMilli } | { ok: false; reason: string };

/**
 * A rate as DOR writes it, a fraction ("0.1025", ".1025", "0.102500"), read
 * through its digits so no binary fraction creeps in. Not a range check: see
 * `rangeProblem`.
 */
export function readFractionRate(text: string): RateReading {
  const match = /^(0?)\.(\d{1,12})$|^(0|1)$/.exec(text.trim());
  if (!match) return { ok: false, reason: `"${text.trim()}" is not a rate written as a fraction, such as 0.1025` };
  if (match[3] !== undefined) return { ok: true, rateMilli: Number(match[3]) * FULL_RATE_MILLI };
  const digits = (match[2] ?? "").replace(/0+$/, "");
  if (digits.length > FRACTION_DIGITS) {
    return { ok: false, reason: `${text.trim()} is finer than a thousandth of a percent, which no Washington rate is` };
  }
  return { ok: true, rateMilli: Number(digits.padEnd(FRACTION_DIGITS, "0")) };
}

/** Why a rate cannot be a sales tax rate here (outside 0–15 %), or null when it can. */
export function rangeProblem(rateMilli: RateMilli): string | null {
  if (!Number.isSafeInteger(rateMilli)) return `${rateMilli} is not a whole number of thousandths of a percent`;
  if (rateMilli < 0 || rateMilli > MAX_SALES_TAX_RATE_MILLI) {
    return `${formatRatePercent(rateMilli)} is outside 0–15 %, so it cannot be a sales tax rate here`;
  }
  return null;
}

/** 10_250 → "10.25 %". */
export function formatRatePercent(rateMilli: RateMilli): string {
  return `${rateMilli < 0 ? "-" : ""}${formatTaxRate(Math.abs(rateMilli))} %`;
}
