import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES, type PaymentStage, scheduleInvoices } from "#app/domain/billing/schedule";

import {
  changeOrderEffect,
  changeOrderFormValues,
  changeOrderNumber,
  changeOrderTotals,
  contractValue,
  effectiveChangeOrderStatus,
  parseChangeOrderForm,
  type PlannedInvoice,
  stageEffects,
} from "./change-orders";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const company = DEFAULT_SCHEDULES.corporate.stages;

/** The schedule's invoices for a contract, the first `issued` of them issued. */
function plan(stages: readonly PaymentStage[], totalCents: number, taxCents: number, units: number, issued: number) {
  return scheduleInvoices(totalCents, taxCents, { units, stages }).map((invoice, index): PlannedInvoice => ({
    ...invoice,
    paid: index < issued,
  }));
}

describe("changeOrderTotals", () => {
  it("taxes the net difference once at the proposal's rate, half up away from zero", () => {
    const lines = [
      { description: "Solar preparation", quantity: 2, unitPriceCents: 1_250_00 },
      { description: "Porch light removed", quantity: 1, unitPriceCents: -100_05 },
    ];
    // 2,399.95 at 9.1 % is 218.3954…, so 218.40.
    expect(changeOrderTotals(lines, 9_100)).toEqual({
      subtotalCents: 2_399_95,
      taxCents: 218_40,
      totalCents: 2_618_35,
    });
    // A removal returns its tax, rounded the same way.
    expect(changeOrderTotals([{ description: "Loft", quantity: 1, unitPriceCents: -2_399_95 }], 9_100)).toEqual({
      subtotalCents: -2_399_95,
      taxCents: -218_40,
      totalCents: -2_618_35,
    });
    expect(changeOrderTotals(lines, null)).toEqual({ subtotalCents: 2_399_95, taxCents: 0, totalCents: 2_399_95 });
  });
});

describe("contractValue", () => {
  it("is the original plus the accepted changes, exactly", () => {
    expect(
      contractValue({ totalCents: 100_000_00, taxCents: 9_100_00 }, [
        { totalCents: 2_618_35, taxCents: 218_40 },
        { totalCents: -1_091_00, taxCents: -91_00 },
      ]),
    ).toEqual({ totalCents: 101_527_35, taxCents: 9_227_40 });
    expect(contractValue({ totalCents: 5, taxCents: 0 }, [])).toEqual({ totalCents: 5, taxCents: 0 });
  });
});

describe("changeOrderNumber and status", () => {
  it("numbers change orders after the proposal, from 1", () => {
    expect(changeOrderNumber("Q-1042-P2", 1)).toBe("Q-1042-P2-CO1");
    expect(() => changeOrderNumber("Q-1042-P2", 0)).toThrow(RangeError);
  });

  it("reads an open change order past its last moment as expired, and nothing else", () => {
    const at = new Date("2026-12-01T07:59:59.999Z");
    expect(effectiveChangeOrderStatus("sent", at, new Date("2026-12-01T08:00:00Z"))).toBe("expired");
    expect(effectiveChangeOrderStatus("viewed", at, at)).toBe("viewed");
    expect(effectiveChangeOrderStatus("accepted", at, new Date("2027-01-01T00:00:00Z"))).toBe("accepted");
  });
});

describe("changeOrderEffect", () => {
  it("spreads an increase over the stages not yet issued by their shares, tax too, leaving issued ones", () => {
    const before = plan(company, 100_000_00, 8_000_00, 2, 1);
    const effect = changeOrderEffect(company, before, { totalCents: 10_000_01, taxCents: 800_00 });
    expect(effect.kind).toBe("schedule");
    if (effect.kind !== "schedule") return;
    expect(effect.invoices[0]).toEqual(before[0]);
    expect(sum(effect.invoices.map((one) => one.amountCents))).toBe(110_000_01);
    expect(sum(effect.invoices.map((one) => one.taxCents))).toBe(8_800_00);
    // Shell 40 % against delivery 20 % (10 % a home): the shell takes two thirds of the difference.
    expect(
      effect.invoices.map((one) => one.amountCents - (before[effect.invoices.indexOf(one)]?.amountCents ?? 0)),
    ).toEqual([0, 6_666_67, 1_666_67, 1_666_67]);
  });

  it("adds up to the cent whatever the difference and the stages issued", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_00, max: 900_000_00 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: -5_000_00, max: 50_000_00 }),
        (total, issued, units, difference) => {
          const tax = Math.floor(total / 11);
          const before = plan(company, total, tax, units, Math.min(issued, 1 + units));
          const changeTax = Math.trunc(difference / 11);
          const effect = changeOrderEffect(company, before, { totalCents: difference, taxCents: changeTax });
          if (effect.kind !== "schedule") return difference === 0 ? effect.kind === "none" : effect.kind !== "invoice";
          expect(sum(effect.invoices.map((one) => one.amountCents))).toBe(total + difference);
          expect(sum(effect.invoices.map((one) => one.taxCents))).toBe(tax + changeTax);
          effect.invoices.forEach((one, index) => {
            if (one.paid) expect(one).toEqual(before[index]);
            expect(one.taxCents).toBeLessThanOrEqual(one.amountCents);
          });
          return true;
        },
      ),
    );
  });

  it("invoices an increase, or credits a decrease, on its own once every stage is issued", () => {
    const all = plan(company, 100_000_00, 8_000_00, 1, 3);
    expect(changeOrderEffect(company, all, { totalCents: 1_080_00, taxCents: 80_00 })).toEqual({
      kind: "invoice",
      cents: 1_080_00,
      taxCents: 80_00,
    });
    expect(changeOrderEffect(company, all, { totalCents: -1_080_00, taxCents: -80_00 })).toEqual({
      kind: "credit",
      cents: 1_080_00,
      taxCents: 80_00,
    });
  });

  it("refuses a decrease the unissued stages cannot take, with the reason", () => {
    const before = plan(DEFAULT_SCHEDULES.individual.stages, 100_000_00, 0, 1, 1);
    const effect = changeOrderEffect(DEFAULT_SCHEDULES.individual.stages, before, {
      totalCents: -80_000_00,
      taxCents: 0,
    });
    expect(effect).toMatchObject({ kind: "refused", problem: expect.stringContaining("credit the difference") });
  });

  it("shows each stage before and after, issued ones unchanged", () => {
    const before = plan(company, 100_000_00, 0, 2, 1);
    const effect = changeOrderEffect(company, before, { totalCents: 6_000_00, taxCents: 0 });
    if (effect.kind !== "schedule") throw new Error("expected a recompute");
    expect(stageEffects(company, before, effect.invoices)).toEqual([
      { name: "Deposit", units: null, issued: true, beforeCents: 40_000_00, afterCents: 40_000_00 },
      { name: "Shell complete", units: null, issued: false, beforeCents: 40_000_00, afterCents: 44_000_00 },
      { name: "Delivery", units: 2, issued: false, beforeCents: 20_000_00, afterCents: 22_000_00 },
    ]);
  });
});

describe("parseChangeOrderForm", () => {
  it("reads lines that add and lines that take off, ignoring blank rows", () => {
    const parsed = parseChangeOrderForm({
      lines: [
        { description: "Solar preparation", quantity: "2", price: "$1,250.00" },
        { description: "", quantity: "", price: "" },
        { description: "Porch light", quantity: "1", price: "-100.05" },
      ],
      note: " As we discussed. ",
      validUntil: "2027-01-15",
    });
    expect(parsed).toEqual({
      ok: true,
      draft: {
        lines: [
          { description: "Solar preparation", quantity: 2, unitPriceCents: 1_250_00 },
          { description: "Porch light", quantity: 1, unitPriceCents: -100_05 },
        ],
        note: "As we discussed.",
        validUntil: "2027-01-15",
      },
    });
    if (parsed.ok) expect(parseChangeOrderForm(changeOrderFormValues(parsed.draft))).toEqual(parsed);
  });

  it("says what to mend, field by field", () => {
    const parsed = parseChangeOrderForm({
      lines: [{ description: "Loft", quantity: "0", price: "12.505" }],
      note: "",
      validUntil: "someday",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["line-0-price", "line-0-quantity", "validUntil"]);
    expect(parseChangeOrderForm({ lines: [], note: "", validUntil: "2027-01-15" })).toEqual({
      ok: false,
      errors: { form: "Add at least one line to change." },
    });
  });
});
