/**
 * The taxable base and the tax on it. Everything the buyer pays for the homes
 * is taxed: the units, their options, and the delivery fee, which is part of
 * the selling price even when billed on its own line (WAC 458-20-110);
 * discounts come off before the tax. Integer cents; the tax is rounded half up
 * to the cent once, on the whole base.
 */
import { type Cents } from "#app/domain/common/money";
import { FULL_RATE_MILLI, mulDivHalfUp } from "#app/domain/proposals/totals";

import { rangeProblem, type RateMilli } from "./rate";

/** What a line of a sale is, for tax: a charge for the homes, or a discount off them. */
export const TAXABLE_LINE_KINDS = ["unit", "option", "delivery", "other-charge", "discount"] as const;
export type TaxableLineKind = (typeof TAXABLE_LINE_KINDS)[number];

export interface TaxableLine {
  kind: TaxableLineKind;
  quantity: number;
  /** A discount's price is negative, as on a proposal's line; every other kind's is zero or more. */
  unitPriceCents: Cents;
}

export type TaxableBase =
  { ok: true; baseCents: Cents; byKind: Record<TaxableLineKind, Cents> } | { ok: false; reason: string };

/** The taxable base of a sale's lines: their sum, with each kind's part for the record. */
export function taxableBase(lines: readonly TaxableLine[]): TaxableBase {
  const byKind: Record<TaxableLineKind, Cents> = { unit: 0, option: 0, delivery: 0, "other-charge": 0, discount: 0 };
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      return { ok: false, reason: `Line ${number}: the quantity must be a whole number of at least 1.` };
    }
    if (!Number.isSafeInteger(line.unitPriceCents)) {
      return { ok: false, reason: `Line ${number}: the price must be a whole number of cents.` };
    }
    if (line.kind === "discount" ? line.unitPriceCents > 0 : line.unitPriceCents < 0) {
      return {
        ok: false,
        reason:
          line.kind === "discount"
            ? `Line ${number}: a discount takes money off, so its price is negative.`
            : `Line ${number}: only a discount can take money off; a ${line.kind} line costs zero or more.`,
      };
    }
    byKind[line.kind] += line.quantity * line.unitPriceCents;
  }
  const baseCents = Object.values(byKind).reduce((sum, cents) => sum + cents, 0);
  if (!Number.isSafeInteger(baseCents)) return { ok: false, reason: "The sale is too large to add up exactly." };
  if (baseCents < 0) return { ok: false, reason: "The discounts come to more than the sale itself." };
  return { ok: true, baseCents, byKind };
}

/** The tax on a base at a rate: base × rate, rounded half up to the cent, exactly. */
export function taxOnBase(baseCents: Cents, rateMilli: RateMilli): Cents {
  if (!Number.isSafeInteger(baseCents) || baseCents < 0) throw new RangeError(`${baseCents} is not a taxable base`);
  const problem = rangeProblem(rateMilli);
  if (problem) throw new RangeError(problem);
  return mulDivHalfUp(baseCents, rateMilli, FULL_RATE_MILLI);
}
