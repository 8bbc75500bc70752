import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { taxOnBase } from "./base";
import { taxShares, withTaxShares } from "./shares";

describe("tax shares", () => {
  it("splits the tax in proportion to the invoices' pre-tax amounts", () => {
    // $100,000 at 10.25 %: a 25 % deposit and the balance.
    expect(taxShares(1_025_000, [2_500_000, 7_500_000])).toEqual([256_250, 768_750]);
  });

  it("gives the cents left over to the largest fractions, the earlier invoice on a tie", () => {
    // 100 ¢ in three equal parts: 33.33… each; the first takes the odd cent.
    expect(taxShares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 ¢ over 1, 2 and 4: exact 1.43, 2.86, 5.71 → 1, 2, 5 with 2 left: to .86 and .71.
    expect(taxShares(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });

  it("gives nothing to an invoice of nothing, and shares no tax as zeros", () => {
    expect(taxShares(7, [0, 5, 0])).toEqual([0, 7, 0]);
    expect(taxShares(0, [0, 0])).toEqual([0, 0]);
  });

  it("refuses tax with nowhere to go and amounts that are not cents", () => {
    expect(() => taxShares(5, [0, 0])).toThrow("come to nothing");
    expect(() => taxShares(5, [])).toThrow("no invoice");
    expect(() => taxShares(5, [-1, 3])).toThrow(RangeError);
    expect(() => taxShares(0.5, [1])).toThrow(RangeError);
  });

  it("puts each invoice's tax and total beside it", () => {
    expect(
      withTaxShares(
        [
          { name: "deposit", preTaxCents: 2_500 },
          { name: "balance", preTaxCents: 7_501 },
        ],
        1_025,
      ),
    ).toEqual([
      { name: "deposit", preTaxCents: 2_500, taxCents: 256, totalCents: 2_756 },
      { name: "balance", preTaxCents: 7_501, taxCents: 769, totalCents: 8_270 },
    ]);
  });

  const amounts = fc.array(fc.integer({ min: 0, max: 2_000_000_000 }), { minLength: 1, maxLength: 40 });

  it("adds up to the proposal's tax exactly, and each share is within a cent of its exact part", () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 15_000 }), (preTax, rate) => {
        const base = preTax.reduce((sum, amount) => sum + amount, 0);
        fc.pre(base > 0);
        const tax = taxOnBase(base, rate);
        const shares = taxShares(tax, preTax);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tax);
        shares.forEach((share, index) => {
          const exact = BigInt(tax) * BigInt(preTax[index] ?? 0); // share × base, exactly
          const scaled = BigInt(share) * BigInt(base);
          expect(scaled > exact - BigInt(base) && scaled < exact + BigInt(base)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          if (preTax[index] === 0) expect(share).toBe(0);
        });
      }),
    );
  });

  it("adds up for any tax over awkward splits, such as many equal invoices", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 1, max: 97 }),
        fc.integer({ min: 1, max: 1e7 }),
        (tax, count, each) => {
          const shares = taxShares(
            tax,
            Array.from({ length: count }, () => each),
          );
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(tax);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("taxShares against what each invoice asks", () => {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

  it("never gives an invoice more tax than its own amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_00 }), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        (invoices, rateMilli) => {
          const tax = Math.floor((sum(invoices) * rateMilli) / 1_000_000);
          const shares = taxShares(tax, invoices);
          expect(sum(shares)).toBe(tax);
          shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(invoices[index] ?? 0));
        },
      ),
    );
  });
});
