import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { taxableBase, type TaxableLine, taxOnBase } from "./base";

const unit = (quantity: number, unitPriceCents: number): TaxableLine => ({ kind: "unit", quantity, unitPriceCents });

describe("the taxable base", () => {
  it("taxes the units, their options and the delivery fee, less discounts", () => {
    const base = taxableBase([
      unit(4, 3_780_000),
      { kind: "option", quantity: 4, unitPriceCents: 650_000 },
      { kind: "delivery", quantity: 4, unitPriceCents: 28_400 },
      { kind: "discount", quantity: 1, unitPriceCents: -500_000 },
    ]);
    expect(base).toEqual({
      ok: true,
      baseCents: 17_333_600,
      byKind: { unit: 15_120_000, option: 2_600_000, delivery: 113_600, "other-charge": 0, discount: -500_000 },
    });
  });

  it("is zero for no lines", () => {
    expect(taxableBase([])).toMatchObject({ ok: true, baseCents: 0 });
  });

  it("refuses a discount that adds, a charge that takes off, and discounts past the sale", () => {
    expect(taxableBase([{ kind: "discount", quantity: 1, unitPriceCents: 100 }])).toEqual({
      ok: false,
      reason: "Line 1: a discount takes money off, so its price is negative.",
    });
    expect(taxableBase([unit(1, 100), { kind: "delivery", quantity: 1, unitPriceCents: -5 }])).toEqual({
      ok: false,
      reason: "Line 2: only a discount can take money off; a delivery line costs zero or more.",
    });
    expect(taxableBase([unit(1, 100), { kind: "discount", quantity: 1, unitPriceCents: -101 }])).toEqual({
      ok: false,
      reason: "The discounts come to more than the sale itself.",
    });
  });

  it("refuses fractions of a cent and of a unit", () => {
    expect(taxableBase([unit(1, 10.5)])).toMatchObject({ ok: false, reason: expect.stringContaining("cents") });
    expect(taxableBase([unit(0, 100)])).toMatchObject({ ok: false, reason: expect.stringContaining("quantity") });
  });
});

describe("the tax on the base", () => {
  it("rounds half up to the cent, once", () => {
    expect(taxOnBase(1_000, 10_250)).toBe(103); // 102.5 → 103
    expect(taxOnBase(999, 10_250)).toBe(102); // 102.3975 → 102
    expect(taxOnBase(17_333_600, 10_250)).toBe(1_776_694); // 1,776,694.0
    expect(taxOnBase(200, 9_125)).toBe(18); // 18.25 → 18
  });

  it("stays exact beyond what a double multiplies exactly", () => {
    expect(taxOnBase(4_999_999_500, 10_999)).toBe(549_949_945);
  });

  it("refuses a rate outside 0–15 % and a negative base", () => {
    expect(() => taxOnBase(100, 15_001)).toThrow("outside 0–15 %");
    expect(() => taxOnBase(-1, 10_000)).toThrow(RangeError);
  });

  it("is within half a cent of base × rate, for any base and rate", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 15_000 }), (base, rate) => {
        const tax = BigInt(taxOnBase(base, rate));
        const exact = BigInt(base) * BigInt(rate); // in 1/100,000 of a cent
        const diff = tax * 100_000n - exact;
        // Half up: an exact half cent rounds up, so the difference reaches +½ ¢ but never −½ ¢.
        expect(diff > -50_000n && diff <= 50_000n).toBe(true);
      }),
    );
  });

  it("rounds an exact half cent up", () => {
    // $6,169,738,168.10 at 15 % is 92,546,072,521.5 ¢.
    expect(taxOnBase(616_973_816_810, 15_000)).toBe(92_546_072_522);
  });
});
