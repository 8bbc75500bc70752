import { describe, expect, it } from "vitest";

import { invoiceTaxShare } from "#app/domain/billing/invoice-tax";
import type { PaymentSchedule } from "#app/domain/billing/schedule";

import { depositTaxCents, formatTaxRate, mulDivHalfUp, proposalTotals, taxCents } from "./totals";

const line = (quantity: number, unitPriceCents: number) => ({ description: "x", quantity, unitPriceCents });

/** A deposit of a whole percentage on acceptance, the rest on delivery (none: all on delivery). */
function depositSchedule(percent: number): PaymentSchedule {
  const delivery = { name: "Delivery", trigger: { kind: "each-delivery" } } as const;
  if (percent === 0) return { units: 1, stages: [{ ...delivery, share: { kind: "percent", basisPoints: 10_000 } }] };
  const deposit = {
    name: "Deposit",
    share: { kind: "percent", basisPoints: percent * 100 },
    trigger: { kind: "acceptance" },
  } as const;
  return { units: 1, stages: percent === 100 ? [deposit] : [deposit, { ...delivery, share: { kind: "rest" } }] };
}

describe("proposal totals", () => {
  it("adds quantity × price for each line, discounts included", () => {
    const totals = proposalTotals([line(4, 3_780_000), line(4, 20_000), line(1, -500_000)], 0, depositSchedule(25));
    expect(totals.subtotalCents).toBe(14_700_000);
    expect(totals.taxCents).toBe(0);
    expect(totals.totalCents).toBe(14_700_000);
    expect(totals.depositCents).toBe(3_675_000);
    expect(totals.balanceCents).toBe(11_025_000);
  });

  it("taxes the taxable total once, not line by line", () => {
    // 5 ¢ at 10 % is half a cent: rounded line by line that is 3 × 1 ¢, once on 15 ¢ it is 1.5 → 2 ¢.
    const lines = [line(1, 5), line(1, 5), line(1, 5)];
    expect(proposalTotals(lines, 10_000, depositSchedule(0)).taxCents).toBe(2); // 15 ¢ × 10 % = 1.5 → 2
  });

  it("rounds tax half up to the cent", () => {
    expect(taxCents(1_000, 8_250)).toBe(83); // 82.5 → 83
    expect(taxCents(1_000, 8_240)).toBe(82); // 82.4 → 82
    expect(taxCents(999, 10_250)).toBe(102); // 102.3975 → 102
    expect(taxCents(200, 9_125)).toBe(18); // 18.25 → 18
    expect(taxCents(600, 9_125)).toBe(55); // 54.75 → 55
  });

  it("charges no tax without a rate (exempt, Oregon, or not decided), nor on a total at or below zero", () => {
    expect(taxCents(1_000_000, null)).toBe(0);
    expect(taxCents(-500, 10_000)).toBe(0);
  });

  it("stays exact for large totals", () => {
    // 500 homes at $99,999.99 at 10.999 %: beyond what a double multiplies exactly.
    const subtotal = 500 * 9_999_999;
    expect(taxCents(subtotal, 10_999)).toBe(549_949_945);
    expect(mulDivHalfUp(4_999_999_500, 10_999, 100_000)).toBe(549_949_945);
  });

  it("takes the deposit from the schedule's acceptance stage, and leaves the rest as the balance", () => {
    const deposit = (total: number, percent: number) =>
      proposalTotals([line(1, total)], 0, depositSchedule(percent)).depositCents;
    expect(deposit(10_001, 25)).toBe(2_500); // 2500.25
    expect(deposit(10_002, 25)).toBe(2_501); // 2500.5 → 2501
    expect(deposit(10_000, 0)).toBe(0);
    expect(deposit(10_000, 100)).toBe(10_000);
    const totals = proposalTotals([line(1, 10_002)], 0, depositSchedule(25));
    expect(totals.depositCents + totals.balanceCents).toBe(totals.totalCents);
  });
});

describe("the tax each payment carries", () => {
  const lines = (cents: number) => [line(1, cents)];
  // Totals chosen to leave fractions of a cent everywhere: odd cents, rates with three decimals,
  // deposits that do not divide the total evenly.
  const awkward = [
    { subtotal: 1, rate: 10_350, percent: 25 },
    { subtotal: 7, rate: 9_125, percent: 33 },
    { subtotal: 99_999, rate: 10_250, percent: 1 },
    { subtotal: 3_333_333, rate: 8_975, percent: 17 },
    { subtotal: 7_638_800, rate: 8_500, percent: 25 },
    { subtotal: 4_999_999_500, rate: 10_999, percent: 99 },
    { subtotal: 123_457, rate: 0, percent: 50 },
    { subtotal: 10_001, rate: 15_000, percent: 100 },
    { subtotal: 10_001, rate: 6_500, percent: 0 },
  ];

  it("splits the tax between the deposit and the balance invoice to the cent", () => {
    for (const { subtotal, rate, percent } of awkward) {
      const totals = proposalTotals(lines(subtotal), rate, depositSchedule(percent));
      const balance = invoiceTaxShare({
        proposalTaxCents: totals.taxCents,
        amountCents: totals.balanceCents,
        carriedTaxCents: totals.depositTaxCents,
      });
      expect(totals.depositTaxCents + balance.taxCents).toBe(totals.taxCents);
      expect(totals.depositTaxCents).toBeLessThanOrEqual(totals.depositCents);
      expect(balance.preTaxCents + balance.taxCents).toBe(totals.balanceCents);
      // Each share is within a cent of its exact part of the tax.
      const exact = totals.totalCents === 0 ? 0 : (totals.taxCents * totals.depositCents) / totals.totalCents;
      expect(Math.abs(totals.depositTaxCents - exact)).toBeLessThan(1);
    }
  });

  it("puts the whole tax on a purchase order's one invoice", () => {
    for (const { subtotal, rate, percent } of awkward) {
      const totals = proposalTotals(lines(subtotal), rate, depositSchedule(percent));
      const whole = invoiceTaxShare({
        proposalTaxCents: totals.taxCents,
        amountCents: totals.totalCents,
        carriedTaxCents: 0,
      });
      expect(whole).toEqual({ preTaxCents: totals.subtotalCents, taxCents: totals.taxCents });
    }
  });

  it("gives the deposit the larger remainder, the deposit first on a tie", () => {
    // $1.00 total with 5 ¢ of tax, deposit 50 %: 2.5 ¢ each; the tie goes to the deposit.
    expect(depositTaxCents(100, 5, 50)).toBe(3);
    // Deposit 30 % of 5 ¢ is 1.5 ¢, the balance's 3.5 ¢: the tie goes to the deposit.
    expect(depositTaxCents(100, 5, 30)).toBe(2);
    expect(depositTaxCents(100, 5, 0)).toBe(0);
    expect(depositTaxCents(100, 0, 30)).toBe(0);
  });

  it("never carries more tax than is left, nor more than the invoice itself", () => {
    expect(invoiceTaxShare({ proposalTaxCents: 500, amountCents: 300, carriedTaxCents: 0 })).toEqual({
      preTaxCents: 0,
      taxCents: 300,
    });
    expect(invoiceTaxShare({ proposalTaxCents: 500, amountCents: 1_000, carriedTaxCents: 600 })).toEqual({
      preTaxCents: 1_000,
      taxCents: 0,
    });
    expect(() => invoiceTaxShare({ proposalTaxCents: -1, amountCents: 1, carriedTaxCents: 0 })).toThrow(RangeError);
  });
});

describe("tax rates", () => {
  it("writes rates back without trailing zeros", () => {
    expect(formatTaxRate(9_125)).toBe("9.125");
    expect(formatTaxRate(8_000)).toBe("8");
    expect(formatTaxRate(10_500)).toBe("10.5");
    expect(formatTaxRate(0)).toBe("0");
  });
});
