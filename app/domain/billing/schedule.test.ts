import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BUYER_TYPES } from "#app/domain/quote-requests/rules";

import {
  DEFAULT_SCHEDULES,
  depositOf,
  formatShare,
  FULL_SHARE_BP,
  isPerUnit,
  parseShare,
  type PaymentStage,
  paymentStagesFor,
  paymentStagesSchema,
  scheduleInvoices,
  scheduleLines,
  scheduleProblems,
  splitSchedule,
  type StageShare,
  type StageTrigger,
  triggerProblems,
} from "./schedule";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const amounts = (total: number, units: number, stages: readonly PaymentStage[]) =>
  splitSchedule(total, units, stages).map((invoice) => invoice.amountCents);

const stage = (name: string, share: StageShare, trigger: StageTrigger = { kind: "acceptance" }): PaymentStage => ({
  name,
  share,
  trigger,
});
const percent = (basisPoints: number): StageShare => ({ kind: "percent", basisPoints });
const fixed = (cents: number): StageShare => ({ kind: "fixed", cents });
const rest: StageShare = { kind: "rest" };
const eachDelivery: StageTrigger = { kind: "each-delivery" };

/** The messages a schema gives for input, or none when it accepts it. */
function messages(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe("shares", () => {
  it("are written and read in percent, held in basis points", () => {
    expect(formatShare(2_500)).toBe("25%");
    expect(formatShare(3_333)).toBe("33.33%");
    expect(formatShare(1_250)).toBe("12.5%");
    expect(formatShare(5)).toBe("0.05%");
    expect(parseShare("25")).toBe(2_500);
    expect(parseShare(" 33.33 % ")).toBe(3_333);
    expect(parseShare("12.5")).toBe(1_250);
    expect(parseShare("100")).toBe(FULL_SHARE_BP);
    for (const wrong of ["0", "100.01", "12.345", "-5", "abc", ""]) expect(parseShare(wrong)).toBeNull();
  });
});

describe("splitSchedule", () => {
  it("gives a household its deposit and the rest on delivery, the odd cent to the larger remainder", () => {
    const { stages } = DEFAULT_SCHEDULES.individual;
    expect(splitSchedule(100_000_01, 1, stages)).toEqual([
      { stage: 0, name: "Deposit", unit: null, amountCents: 25_000_00 },
      { stage: 1, name: "Delivery", unit: 1, amountCents: 75_000_01 },
    ]);
  });

  it("splits a company's 40 / 40 / 20 with one delivery invoice per unit", () => {
    const invoices = splitSchedule(300_000_00, 3, DEFAULT_SCHEDULES.corporate.stages);
    expect(invoices.map((invoice) => [invoice.name, invoice.unit, invoice.amountCents])).toEqual([
      ["Deposit", null, 120_000_00],
      ["Shell complete", null, 120_000_00],
      ["Delivery", 1, 20_000_00],
      ["Delivery", 2, 20_000_00],
      ["Delivery", 3, 20_000_00],
    ]);
  });

  it("splits a per-unit stage across the units by largest remainder, the first units taking the odd cents", () => {
    expect(amounts(1_000, 7, DEFAULT_SCHEDULES.government.stages)).toEqual([143, 143, 143, 143, 143, 143, 142]);
  });

  it("takes fixed amounts as they are and leaves the rest to its stage", () => {
    const stages = [
      stage("Deposit", fixed(5_000_00)),
      stage("Framing", percent(3_000), { kind: "build-stage", stage: "frame" }),
      stage("Final", rest, { kind: "date", day: "2027-06-01" }),
    ];
    expect(amounts(80_000_00, 1, stages)).toEqual([5_000_00, 24_000_00, 51_000_00]);
  });

  it("splits thirds of a cent-odd total into amounts a cent apart", () => {
    const thirds = [stage("One", percent(3_334)), stage("Two", percent(3_333)), stage("Three", percent(3_333))];
    expect(amounts(100, 1, thirds)).toEqual([34, 33, 33]);
    expect(amounts(1, 1, thirds)).toEqual([1, 0, 0]);
  });

  it("refuses shares that do not cover the total, and a count of units outside 1 to 500", () => {
    expect(() => splitSchedule(100, 1, [stage("Half", percent(5_000))])).toThrow(RangeError);
    expect(() => splitSchedule(100, 1, [stage("Deposit", fixed(200)), stage("Rest", rest)])).toThrow(RangeError);
    expect(() => splitSchedule(100, 0, DEFAULT_SCHEDULES.individual.stages)).toThrow(RangeError);
    expect(() => splitSchedule(100, 501, DEFAULT_SCHEDULES.individual.stages)).toThrow(RangeError);
    expect(() => splitSchedule(-1, 1, DEFAULT_SCHEDULES.individual.stages)).toThrow(RangeError);
  });

  /** Any valid schedule: percentages that add up to 100 %, or percentages and fixed amounts beside a rest stage. */
  const schedules = fc
    .record({
      total: fc.integer({ min: 0, max: 1_000_000_000_00 }),
      units: fc.integer({ min: 1, max: 500 }),
      cuts: fc.uniqueArray(fc.integer({ min: 1, max: FULL_SHARE_BP - 1 }), { maxLength: 8 }),
      withRest: fc.boolean(),
      fixedParts: fc.array(fc.integer({ min: 1, max: 1_000 }), { maxLength: 3 }),
      perUnit: fc.array(fc.boolean(), { minLength: 13, maxLength: 13 }),
      restAt: fc.nat(),
    })
    .map(({ total, units, cuts, withRest, fixedParts, perUnit, restAt }) => {
      const bounds = [0, ...[...cuts].sort((a, b) => a - b), FULL_SHARE_BP];
      const shares: StageShare[] = bounds.slice(1).map((bound, index) => percent(bound - (bounds[index] ?? 0)));
      if (withRest) {
        shares.pop(); // the last percentage becomes the rest, and fixed amounts take part of it
        const left = Math.floor(
          (total * (FULL_SHARE_BP - sum(shares.map((s) => (s.kind === "percent" ? s.basisPoints : 0))))) /
            FULL_SHARE_BP,
        );
        const parts = fixedParts.map((part) => Math.floor((left * part) / (fixedParts.length * 1_000)));
        shares.push(...parts.filter((cents) => cents > 0).map(fixed));
        shares.splice(restAt % (shares.length + 1), 0, rest);
      }
      const stages = shares.map((share, index) =>
        stage(`Stage ${index + 1}`, share, perUnit[index] ? eachDelivery : { kind: "acceptance" }),
      );
      return { total, units, stages };
    });

  it("always adds up to the total, cent by cent, each stage within a cent of its share", () => {
    fc.assert(
      fc.property(schedules, ({ total, units, stages }) => {
        const invoices = splitSchedule(total, units, stages);
        expect(sum(invoices.map((invoice) => invoice.amountCents))).toBe(total);
        expect(invoices).toHaveLength(sum(stages.map((s) => (isPerUnit(s) ? units : 1))));
        stages.forEach((s, index) => {
          const own = invoices.filter((invoice) => invoice.stage === index).map((invoice) => invoice.amountCents);
          const stageTotal = sum(own);
          if (s.share.kind === "fixed") expect(stageTotal).toBe(s.share.cents);
          if (s.share.kind === "percent") {
            expect(Math.abs(stageTotal - (total * s.share.basisPoints) / FULL_SHARE_BP)).toBeLessThan(1);
          }
          // A per-unit stage's invoices are a cent apart at most, the larger ones first.
          expect(Math.max(...own) - Math.min(...own)).toBeLessThanOrEqual(1);
          expect([...own].sort((a, b) => b - a)).toEqual(own);
          for (const amount of own) expect(amount).toBeGreaterThanOrEqual(0);
        });
        expect(messages(paymentStagesSchema, stages)).toEqual([]);
      }),
    );
  });
});

describe("the payment stages schema", () => {
  it("accepts every default schedule, for one unit and for 500", () => {
    for (const buyer of BUYER_TYPES) {
      const { stages } = DEFAULT_SCHEDULES[buyer];
      expect(messages(paymentStagesSchema, stages)).toEqual([]);
      expect(messages(paymentStagesFor(250_000_00, 1), stages)).toEqual([]);
      expect(messages(paymentStagesFor(250_000_00, 500), stages)).toEqual([]);
    }
  });

  it("asks for public buyers' purchase orders and no one else's", () => {
    expect(BUYER_TYPES.filter((buyer) => DEFAULT_SCHEDULES[buyer].purchaseOrder)).toEqual(["civic", "government"]);
  });

  it("says when percentages do not make 100%", () => {
    expect(
      messages(paymentStagesSchema, [stage("Deposit", percent(2_500)), stage("Delivery", percent(6_500))]),
    ).toEqual(["The percentages add up to 90%; they must add up to 100%, or one stage must take the rest."]);
    expect(
      messages(paymentStagesSchema, [stage("A", percent(6_000)), stage("B", percent(6_000)), stage("C", rest)]),
    ).toEqual(["The percentages add up to 120%, which leaves nothing for “C”."]);
  });

  it("says a fixed amount needs a stage for the rest, and only one may take it", () => {
    expect(
      messages(paymentStagesSchema, [stage("Deposit", fixed(500_00)), stage("Delivery", percent(10_000))]),
    ).toEqual(["“Deposit” asks for a fixed amount, so one stage must take the rest of the total."]);
    expect(messages(paymentStagesSchema, [stage("A", rest), stage("B", rest)])).toEqual([
      "Only one stage can take the rest, and “A” and “B” both do.",
    ]);
  });

  it("says when two stages share a name, whatever their case", () => {
    expect(messages(paymentStagesSchema, [stage("Deposit", percent(5_000)), stage("deposit ", rest)])).toEqual([
      "Two stages are named “deposit”: give each its own name.",
    ]);
  });

  it("refuses shapes it does not know, with a word on each", () => {
    expect(messages(paymentStagesSchema, [])).toEqual(["A payment schedule has at least one stage."]);
    expect(messages(paymentStagesSchema, [stage(" ", percent(10_000))])).toEqual(["Give each stage a name."]);
    expect(messages(paymentStagesSchema, [stage("All", percent(10_001))])).toContain(
      "A percentage share is at most 100%.",
    );
    expect(messages(paymentStagesSchema, [stage("All", percent(25.5))])).toContain(
      "A percentage share is a number of basis points (25% is 2500).",
    );
    expect(messages(paymentStagesSchema, [stage("All", percent(10_000), { kind: "date", day: "2027-02-30" })])).toEqual(
      ["A dated stage needs a real day, like 2027-03-01."],
    );
    // A build stage is a production stage's code, never a free name.
    for (const name of ["", "Shell complete", "roof"]) {
      expect(
        messages(paymentStagesSchema, [
          { name: "All", share: percent(10_000), trigger: { kind: "build-stage", stage: name } },
        ]),
      ).toEqual(["A build stage is one of the production stages: frame, shell, interior, inspection, ready."]);
    }
    expect(
      messages(paymentStagesSchema, [{ name: "All", share: { kind: "half" }, trigger: { kind: "acceptance" } }]),
    ).toEqual(["Each stage takes a percentage, a fixed amount or the rest."]);
  });

  it("trims names, and gives back the stages it read", () => {
    const result = paymentStagesSchema.parse([stage("  Deposit ", percent(10_000))]);
    expect(result).toEqual([stage("Deposit", percent(10_000))]);
  });

  it("holds a contract's stages to its total: fixed amounts within it, something left for the rest", () => {
    const stages = [stage("Deposit", fixed(5_000_00)), stage("Framing", percent(5_000)), stage("Final", rest)];
    expect(scheduleProblems(20_000_00, 1, stages)).toEqual([]);
    expect(scheduleProblems(10_000_00, 1, stages)).toEqual([
      "The fixed amounts and percentages take the whole total of $10,000.00, which leaves nothing for “Final”.",
    ]);
    expect(messages(paymentStagesFor(8_000_00, 1), stages)).toEqual([
      "The fixed amounts and percentages come to more than the total of $8,000.00.",
    ]);
  });

  it("refuses a schedule that would send an invoice for nothing", () => {
    expect(scheduleProblems(3_00, 500, DEFAULT_SCHEDULES.government.stages)).toEqual([
      "“Delivery” would ask less than a cent for some of the 500 units: give it a larger share.",
    ]);
    expect(scheduleProblems(10, 1, [stage("Tiny", percent(1)), stage("Rest", rest)])).toEqual([
      "“Tiny” would ask for $0.00: give it a larger share.",
    ]);
  });
});

describe("each invoice's share of the tax", () => {
  const company = DEFAULT_SCHEDULES.corporate.stages;
  // Totals and taxes that leave fractions of a cent on every invoice.
  const awkward = [
    { total: 1_234_567_89, tax: 101_234_56, units: 3 },
    { total: 100, tax: 7, units: 7 },
    { total: 10_000_01, tax: 0, units: 1 },
    { total: 8_288_098, tax: 649_298, units: 4 },
    { total: 99_999_99, tax: 99_999_99, units: 2 },
  ];

  it("adds up to the tax to the cent, each share within a cent of its exact part and never more than its invoice", () => {
    for (const { total, tax, units } of awkward) {
      const invoices = scheduleInvoices(total, tax, { units, stages: company });
      expect(sum(invoices.map((invoice) => invoice.amountCents))).toBe(total);
      expect(sum(invoices.map((invoice) => invoice.taxCents))).toBe(tax);
      for (const invoice of invoices) {
        expect(invoice.taxCents).toBeLessThanOrEqual(invoice.amountCents);
        expect(Math.abs(invoice.taxCents - (tax * invoice.amountCents) / total)).toBeLessThan(1);
      }
    }
  });

  it("holds for any total, tax within it, and schedule of percentages", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 10_000_000_000 }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (total, rate, units) => {
          const tax = Math.floor(total * rate);
          const invoices = scheduleInvoices(total, tax, { units, stages: company });
          return (
            sum(invoices.map((invoice) => invoice.amountCents)) === total &&
            sum(invoices.map((invoice) => invoice.taxCents)) === tax
          );
        },
      ),
    );
  });

  it("takes the deposit, with its tax, from the acceptance stage; none without one", () => {
    expect(depositOf(10_000_00, 1_000_00, { units: 2, stages: company })).toEqual({
      cents: 4_000_00,
      taxCents: 400_00,
    });
    expect(depositOf(10_000_00, 1_000_00, { units: 2, stages: DEFAULT_SCHEDULES.civic.stages })).toEqual({
      cents: 0,
      taxCents: 0,
    });
  });

  it("shows each stage with when it falls due and its amount (the odd cent to the first on a tie), a per-unit stage as the sum of its invoices", () => {
    expect(scheduleLines(10_000_01, 0, { units: 3, stages: company })).toEqual([
      { name: "Deposit", when: "On acceptance", amountCents: 4_000_01, taxCents: 0, units: null },
      {
        name: "Shell complete",
        when: "When every home reaches Shell",
        amountCents: 4_000_00,
        taxCents: 0,
        units: null,
      },
      { name: "Delivery", when: "As each home is delivered", amountCents: 2_000_00, taxCents: 0, units: 3 },
    ]);
    expect(scheduleLines(10_000_01, 0, { units: 1, stages: company })[1]?.when).toBe("When the home reaches Shell");
  });

  it("lets one stage at most fall due on acceptance", () => {
    expect(triggerProblems(company)).toEqual([]);
    expect(triggerProblems([stage("Deposit", percent(5_000)), stage("Signing", rest)])).toEqual([
      "Only one stage can fall due on acceptance (it is the deposit), and “Deposit” and “Signing” both do.",
    ]);
  });
});
