import { describe, expect, it } from "vitest";

import { depositCents, formatTaxRate, mulDivHalfUp, parseTaxRate, proposalTotals, taxCents } from "./totals";

const line = (quantity: number, unitPriceCents: number) => ({ description: "x", quantity, unitPriceCents });

describe("proposal totals", () => {
  it("adds quantity × price for each line, discounts included", () => {
    const totals = proposalTotals(
      [line(4, 3_780_000), line(4, 20_000), line(1, -500_000)],
      { exempt: false, rateMilli: 0 },
      25,
    );
    expect(totals.subtotalCents).toBe(14_700_000);
    expect(totals.taxCents).toBe(0);
    expect(totals.totalCents).toBe(14_700_000);
    expect(totals.depositCents).toBe(3_675_000);
    expect(totals.balanceCents).toBe(11_025_000);
  });

  it("taxes the taxable total once, not line by line", () => {
    // 5 ¢ at 10 % is half a cent: rounded line by line that is 3 × 1 ¢, once on 15 ¢ it is 1.5 → 2 ¢.
    const lines = [line(1, 5), line(1, 5), line(1, 5)];
    expect(proposalTotals(lines, { exempt: false, rateMilli: 10_000 }, 0).taxCents).toBe(2); // 15 ¢ × 10 % = 1.5 → 2
  });

  it("rounds tax half up to the cent", () => {
    expect(taxCents(1_000, { exempt: false, rateMilli: 8_250 })).toBe(83); // 82.5 → 83
    expect(taxCents(1_000, { exempt: false, rateMilli: 8_240 })).toBe(82); // 82.4 → 82
    expect(taxCents(999, { exempt: false, rateMilli: 10_250 })).toBe(102); // 102.3975 → 102
    expect(taxCents(200, { exempt: false, rateMilli: 9_125 })).toBe(18); // 18.25 → 18
    expect(taxCents(600, { exempt: false, rateMilli: 9_125 })).toBe(55); // 54.75 → 55
  });

  it("charges no tax to an exempt buyer, nor on a total at or below zero", () => {
    expect(taxCents(1_000_000, { exempt: true, certificate: "WA-123" })).toBe(0);
    expect(taxCents(-500, { exempt: false, rateMilli: 10_000 })).toBe(0);
  });

  it("stays exact for large totals", () => {
    // 500 homes at $99,999.99 at 10.999 %: beyond what a double multiplies exactly.
    const subtotal = 500 * 9_999_999;
    expect(taxCents(subtotal, { exempt: false, rateMilli: 10_999 })).toBe(549_949_945);
    expect(mulDivHalfUp(4_999_999_500, 10_999, 100_000)).toBe(549_949_945);
  });

  it("takes the deposit as a percentage of the total, rounded half up, and leaves the rest as the balance", () => {
    expect(depositCents(10_001, 25)).toBe(2_500); // 2500.25
    expect(depositCents(10_002, 25)).toBe(2_501); // 2500.5 → 2501
    expect(depositCents(10_000, 0)).toBe(0);
    expect(depositCents(10_000, 100)).toBe(10_000);
    const totals = proposalTotals([line(1, 10_002)], { exempt: false, rateMilli: 0 }, 25);
    expect(totals.depositCents + totals.balanceCents).toBe(totals.totalCents);
  });
});

describe("tax rates", () => {
  it("reads percentages with up to three decimals", () => {
    expect(parseTaxRate("9.125")).toBe(9_125);
    expect(parseTaxRate("8")).toBe(8_000);
    expect(parseTaxRate("0")).toBe(0);
    expect(parseTaxRate("10.5")).toBe(10_500);
    expect(parseTaxRate("100")).toBe(100_000);
  });

  it("refuses anything else", () => {
    for (const text of ["", "9.1234", "-1", "100.001", "abc", "1e2", "9,5"]) expect(parseTaxRate(text)).toBeNull();
  });

  it("writes rates back without trailing zeros", () => {
    expect(formatTaxRate(9_125)).toBe("9.125");
    expect(formatTaxRate(8_000)).toBe("8");
    expect(formatTaxRate(10_500)).toBe("10.5");
    expect(formatTaxRate(0)).toBe("0");
  });
});
