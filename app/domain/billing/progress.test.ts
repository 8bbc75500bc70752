import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { taxShares } from "#app/domain/tax/shares";

import { type BilledInvoice, progressFigures, recomputeUnpaid } from "./progress";
import {
  DEFAULT_SCHEDULES,
  FULL_SHARE_BP,
  type PaymentStage,
  splitSchedule,
  type StageShare,
  type StageTrigger,
} from "./schedule";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The schedule's invoices for a total with its tax, the first `paidCount` of them paid. */
function billed(stages: readonly PaymentStage[], totalCents: number, taxCents: number, units: number, paid: boolean[]) {
  const invoices = splitSchedule(totalCents, units, stages);
  const taxes = taxShares(
    taxCents,
    invoices.map((invoice) => invoice.amountCents),
  );
  return invoices.map((invoice, index): BilledInvoice => ({
    ...invoice,
    taxCents: taxes[index] ?? 0,
    paid: paid[index] ?? false,
  }));
}
const amountsOf = (invoices: readonly BilledInvoice[]) => invoices.map((invoice) => invoice.amountCents);

describe("progressFigures", () => {
  it("shows the contract, what was paid, this invoice and the balance after it", () => {
    expect(
      progressFigures({ contractCents: 300_000_00, paidToDateCents: 120_000_00, thisInvoiceCents: 120_000_00 }),
    ).toEqual({
      contractCents: 300_000_00,
      paidToDateCents: 120_000_00,
      thisInvoiceCents: 120_000_00,
      balanceAfterCents: 60_000_00,
    });
    expect(
      progressFigures({ contractCents: 10_00, paidToDateCents: 7_50, thisInvoiceCents: 2_50 }).balanceAfterCents,
    ).toBe(0);
  });

  it("refuses figures that ask for more than the contract, or are not cents", () => {
    expect(() => progressFigures({ contractCents: 100, paidToDateCents: 60, thisInvoiceCents: 41 })).toThrow(
      RangeError,
    );
    expect(() => progressFigures({ contractCents: 100, paidToDateCents: -1, thisInvoiceCents: 1 })).toThrow(RangeError);
    expect(() => progressFigures({ contractCents: 100, paidToDateCents: 0.5, thisInvoiceCents: 1 })).toThrow(
      RangeError,
    );
  });
});

describe("recomputeUnpaid", () => {
  const corporate = DEFAULT_SCHEDULES.corporate.stages;

  it("spreads a rise over the unpaid stages by their shares, and leaves the paid deposit alone", () => {
    // 40 / 40 / 20 of $300,000 over 3 units; the deposit is paid; a change order adds $30,000.00.
    const before = billed(corporate, 300_000_00, 0, 3, [true]);
    const after = recomputeUnpaid(corporate, before, { totalCents: 330_000_00, taxCents: 0 });
    expect(after.ok && amountsOf(after.invoices)).toEqual([120_000_00, 140_000_00, 23_333_34, 23_333_33, 23_333_33]);
  });

  it("moves the rest stage alone beside fixed amounts, and spreads the tax left over what is unpaid", () => {
    const stages: PaymentStage[] = [
      { name: "Deposit", share: { kind: "fixed", cents: 5_000_00 }, trigger: { kind: "acceptance" } },
      { name: "Framing", share: { kind: "fixed", cents: 10_000_00 }, trigger: { kind: "acceptance" } },
      { name: "Final", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
    ];
    const before = billed(stages, 50_000_00, 4_000_00, 1, [true]);
    const after = recomputeUnpaid(stages, before, { totalCents: 54_000_00, taxCents: 4_320_00 });
    expect(after).toEqual({
      ok: true,
      invoices: [
        { ...before[0], amountCents: 5_000_00, taxCents: 400_00 },
        { ...before[1], amountCents: 10_000_00, taxCents: 800_00 },
        { ...before[2], amountCents: 39_000_00, taxCents: 3_120_00 },
      ],
    });
  });

  it("spreads a change over fixed amounts by their size when nothing else is unpaid", () => {
    const stages: PaymentStage[] = [
      { name: "Deposit", share: { kind: "fixed", cents: 1_000_00 }, trigger: { kind: "acceptance" } },
      { name: "Rest", share: { kind: "rest" }, trigger: { kind: "acceptance" } },
    ];
    const before = billed(stages, 4_000_00, 0, 1, [false, true]);
    const after = recomputeUnpaid(stages, before, { totalCents: 4_500_00, taxCents: 0 });
    expect(after.ok && amountsOf(after.invoices)).toEqual([1_500_00, 3_000_00]);
  });

  it("changes nothing when the value stays", () => {
    const before = billed(corporate, 1_000_01, 81_00, 7, [true, false, true]);
    expect(recomputeUnpaid(corporate, before, { totalCents: 1_000_01, taxCents: 81_00 })).toEqual({
      ok: true,
      invoices: before,
    });
  });

  it("refuses a value below what was paid, a change once all is paid, and a stage taken below zero", () => {
    const deposit = billed(DEFAULT_SCHEDULES.individual.stages, 100_000_00, 0, 1, [true]);
    expect(
      recomputeUnpaid(DEFAULT_SCHEDULES.individual.stages, deposit, { totalCents: 20_000_00, taxCents: 0 }),
    ).toEqual({
      ok: false,
      problem: "The new value of $20,000.00 is less than the $25,000.00 already paid: credit the difference instead.",
    });
    const allPaid = billed(corporate, 300_000_00, 0, 1, [true, true, true]);
    expect(recomputeUnpaid(corporate, allPaid, { totalCents: 310_000_00, taxCents: 0 })).toEqual({
      ok: false,
      problem: "Every stage is paid: invoice the difference on its own, or credit it.",
    });
    const stages: PaymentStage[] = [
      { name: "Deposit", share: { kind: "fixed", cents: 5_000_00 }, trigger: { kind: "acceptance" } },
      { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "acceptance" } },
    ];
    const fixedUnpaid = billed(stages, 6_000_00, 0, 1, [false, false]);
    expect(recomputeUnpaid(stages, fixedUnpaid, { totalCents: 4_000_00, taxCents: 0 })).toEqual({
      ok: false,
      problem:
        "Lowering the value to $4,000.00 would take “Delivery” below zero: change the schedule's shares with it.",
    });
  });

  it("refuses a tax below the tax already paid", () => {
    const before = billed(corporate, 300_000_00, 24_000_00, 1, [true]);
    expect(recomputeUnpaid(corporate, before, { totalCents: 300_000_00, taxCents: 9_000_00 })).toEqual({
      ok: false,
      problem:
        "The new tax of $9,000.00 is less than the $9,600.00 of tax already paid: credit the difference instead.",
    });
  });

  it("refuses a change that leaves more tax to invoice than money", () => {
    const halves: PaymentStage[] = [
      { name: "First", share: { kind: "percent", basisPoints: 5_000 }, trigger: { kind: "acceptance" } },
      { name: "Second", share: { kind: "percent", basisPoints: 5_000 }, trigger: { kind: "acceptance" } },
    ];
    const before = billed(halves, 10_00, 0, 1, [true]);
    expect(recomputeUnpaid(halves, before, { totalCents: 6_00, taxCents: 2_00 })).toEqual({
      ok: false,
      problem: "The new value would leave $2.00 of tax to invoice on only $1.00: credit the difference instead.",
    });
  });

  it("refuses invoices that are not the schedule's", () => {
    const before = billed(corporate, 300_000_00, 0, 3, []);
    expect(() => recomputeUnpaid(corporate, before.slice(1), { totalCents: 1, taxCents: 0 })).toThrow(RangeError);
    expect(() => recomputeUnpaid(corporate, before, { totalCents: 100, taxCents: 101 })).toThrow(RangeError);
  });

  /** A schedule of percentages, a fixed amount and the rest; some stages per unit. */
  const changes = fc
    .record({
      total: fc.integer({ min: 0, max: 10_000_000_00 }),
      units: fc.integer({ min: 1, max: 40 }),
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: FULL_SHARE_BP - 1 }), { maxLength: 5 }),
      withRest: fc.boolean(),
      fixedPart: fc.integer({ min: 0, max: 100 }),
      perUnit: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      paid: fc.array(fc.boolean(), { maxLength: 300 }),
      rateMilli: fc.integer({ min: 0, max: 12_000 }),
      change: fc.integer({ min: -5_000_000_00, max: 5_000_000_00 }),
      newRateMilli: fc.integer({ min: 0, max: 12_000 }),
    })
    .map((draw) => {
      const bounds = [0, ...[...draw.cuts].sort((a, b) => a - b), FULL_SHARE_BP];
      const shares: StageShare[] = bounds
        .slice(1)
        .map((bound, index) => ({ kind: "percent", basisPoints: bound - (bounds[index] ?? 0) }));
      if (draw.withRest) {
        const last = shares.pop();
        const left = last?.kind === "percent" ? Math.floor((draw.total * last.basisPoints) / FULL_SHARE_BP) : 0;
        const cents = Math.floor((left * draw.fixedPart) / 100);
        if (cents > 0) shares.push({ kind: "fixed", cents });
        shares.push({ kind: "rest" });
      }
      const stages = shares.map((share, index): PaymentStage => ({
        name: `Stage ${index + 1}`,
        share,
        trigger: (draw.perUnit[index] ? { kind: "each-delivery" } : { kind: "acceptance" }) satisfies StageTrigger,
      }));
      const tax = (total: number, rateMilli: number) => Math.floor((total * rateMilli) / (100_000 + rateMilli));
      const before = billed(stages, draw.total, tax(draw.total, draw.rateMilli), draw.units, draw.paid);
      const totalCents = Math.max(0, draw.total + draw.change);
      return {
        stages,
        before,
        next: { totalCents, taxCents: tax(totalCents, draw.newRateMilli) },
        rise: draw.change >= 0,
      };
    });

  it("keeps what was paid and adds up to the new value and its tax, to the cent", () => {
    fc.assert(
      fc.property(changes, ({ stages, before, next, rise }) => {
        const after = recomputeUnpaid(stages, before, next);
        const paidTax = sum(before.filter((invoice) => invoice.paid).map((invoice) => invoice.taxCents));
        const paidCents = sum(before.filter((invoice) => invoice.paid).map((invoice) => invoice.amountCents));
        const someUnpaid = before.some((invoice) => !invoice.paid);
        const taxFits = next.taxCents >= paidTax && next.taxCents - paidTax <= next.totalCents - paidCents;
        if (rise && someUnpaid && taxFits) expect(after.ok).toBe(true);
        if (!after.ok) return;
        expect(sum(amountsOf(after.invoices))).toBe(next.totalCents);
        expect(sum(after.invoices.map((invoice) => invoice.taxCents))).toBe(next.taxCents);
        after.invoices.forEach((invoice, index) => {
          const was = before[index];
          if (was?.paid) expect(invoice).toEqual(was);
          expect(invoice.amountCents).toBeGreaterThanOrEqual(0);
          expect(invoice.taxCents).toBeGreaterThanOrEqual(0);
          expect(invoice.taxCents).toBeLessThanOrEqual(invoice.amountCents);
          // A rise never lowers an unpaid invoice, a fall never raises one.
          if (rise) expect(invoice.amountCents).toBeGreaterThanOrEqual(was?.amountCents ?? 0);
          else expect(invoice.amountCents).toBeLessThanOrEqual(was?.amountCents ?? 0);
        });
      }),
    );
  });
});
