import { describe, expect, it } from "vitest";

import { type PaymentSchedule, scheduleInvoices } from "#app/domain/billing/schedule";

import {
  checkChoices,
  choiceMenu,
  choiceOutcome,
  choiceScheduleProblems,
  chosenLines,
  defaultChoices,
  type OfferedLine,
  offerProblems,
  picksFromForm,
  picksOf,
} from "./choices";
import { proposalTotals } from "./totals";

const MODELS = ["Bedroom Nestz", "Office Nestz"];

/** Two homes; a model to choose, a paint to choose, two extras and the delivery. */
const lines: OfferedLine[] = [
  {
    description: "Bedroom Nestz",
    quantity: 2,
    unitPriceCents: 8_900_000,
    offer: { kind: "alternative", group: "Model" },
  },
  {
    description: "Office Nestz",
    quantity: 2,
    unitPriceCents: 7_400_000,
    offer: { kind: "alternative", group: "model" },
  },
  { description: "Interior package", quantity: 2, unitPriceCents: 650_000, offer: { kind: "option" } },
  {
    description: "Paint colour: Evergreen",
    quantity: 2,
    unitPriceCents: 0,
    offer: { kind: "alternative", group: "Paint" },
  },
  {
    description: "Paint colour: Cedar red",
    quantity: 2,
    unitPriceCents: 45_001,
    offer: { kind: "alternative", group: "Paint" },
  },
  { description: "Solar preparation", quantity: 1, unitPriceCents: 120_033, offer: { kind: "option" } },
  { description: "Delivery to Olympia, WA, per unit", quantity: 2, unitPriceCents: 64_000 },
];

const schedule: PaymentSchedule = {
  units: 2,
  stages: [
    { name: "Deposit", share: { kind: "percent", basisPoints: 2_500 }, trigger: { kind: "acceptance" } },
    { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
  ],
};

describe("the choice menu", () => {
  it("groups alternatives by name, whatever their case, with the first line as the default", () => {
    expect(choiceMenu(lines)).toEqual({
      options: [2, 5],
      groups: [
        { name: "Model", lines: [0, 1] },
        { name: "Paint", lines: [3, 4] },
      ],
    });
    expect(defaultChoices(lines)).toEqual([0, 3]);
  });

  it("refuses a group of one, an unnamed group and a proposal of options only", () => {
    expect(offerProblems(lines)).toEqual([]);
    const alone: OfferedLine[] = [
      { description: "Bedroom Nestz", quantity: 1, unitPriceCents: 1, offer: { kind: "alternative", group: "Model" } },
      { description: "Cedar", quantity: 1, unitPriceCents: 1, offer: { kind: "alternative", group: " " } },
    ];
    expect(offerProblems(alone)).toEqual([
      "Line 2 is one of a group of alternatives: name its group, such as “Paint colour”.",
      "The group “Model” offers one line only: add another alternative, or include the line.",
    ]);
    expect(
      offerProblems([{ description: "Solar", quantity: 1, unitPriceCents: 1, offer: { kind: "option" } }]),
    ).toEqual(["Every line is an option: include at least one line the buyer always gets."]);
  });
});

describe("checking a buyer's choices", () => {
  it("takes options freely and one line of each group, sorted", () => {
    expect(checkChoices(lines, [5, 1, 4, 2])).toEqual({ ok: true, choices: [1, 2, 4, 5] });
  });

  it("refuses a line that is not offered, a line twice, a number that is no line", () => {
    expect(checkChoices(lines, [0, 3, 6])).toEqual({ ok: false, refusal: { kind: "not-offered" } });
    expect(checkChoices(lines, [0, 3, 2, 2])).toEqual({ ok: false, refusal: { kind: "not-offered" } });
    expect(checkChoices(lines, [0, 3, 99])).toEqual({ ok: false, refusal: { kind: "not-offered" } });
    expect(checkChoices(lines, [0, 3, 1.5])).toEqual({ ok: false, refusal: { kind: "not-offered" } });
  });

  it("refuses two of one group, or none", () => {
    expect(checkChoices(lines, [0, 1, 3])).toEqual({ ok: false, refusal: { kind: "two-in-group", group: "Model" } });
    expect(checkChoices(lines, [0])).toEqual({ ok: false, refusal: { kind: "none-in-group", group: "Paint" } });
  });

  it("gathers picks from every choice field of a form or address, and nothing else", () => {
    const form = new URLSearchParams("choice=2&choice-0=1&choice-1=4&name=Ada&choices=9");
    expect(picksOf(form.entries())).toEqual([2, 1, 4]);
    expect(picksOf(new URLSearchParams("name=Ada").entries())).toBeNull();
    expect(picksOf(new URLSearchParams("choice-0=red").entries())).toBe("unreadable");
  });

  it("reads picks from a form and refuses what is not a line number", () => {
    expect(picksFromForm(["0", " 4 "])).toEqual([0, 4]);
    expect(picksFromForm(["0", "-1"])).toBeNull();
    expect(picksFromForm(["1e3"])).toBeNull();
  });
});

describe("what a choice costs", () => {
  it("counts the chosen lines only, with the homes they buy, through the proposal's own totals", () => {
    const choices = [1, 2, 4, 5];
    expect(chosenLines(lines, choices).map((line) => line.description)).toEqual([
      "Office Nestz",
      "Interior package",
      "Paint colour: Cedar red",
      "Solar preparation",
      "Delivery to Olympia, WA, per unit",
    ]);
    const outcome = choiceOutcome(lines, choices, 9_125, schedule, MODELS);
    const priced = chosenLines(lines, choices).map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 0 }));
    expect(outcome.totals).toEqual(proposalTotals(priced, 9_125, schedule));
    expect(outcome.totals.subtotalCents).toBe(14_800_000 + 1_300_000 + 90_002 + 120_033 + 128_000);
  });

  it("shares the chosen total and its tax over the invoices to the cent", () => {
    const outcome = choiceOutcome(lines, [0, 2, 4, 5], 9_125, schedule, MODELS);
    const invoices = scheduleInvoices(outcome.totals.totalCents, outcome.totals.taxCents, outcome.schedule);
    expect(invoices).toHaveLength(3);
    expect(invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0)).toBe(outcome.totals.totalCents);
    expect(invoices.reduce((sum, invoice) => sum + invoice.taxCents, 0)).toBe(outcome.totals.taxCents);
    expect(invoices[0]?.amountCents).toBe(outcome.totals.depositCents);
  });

  it("splits per-unit stages over the homes the chosen model line buys", () => {
    const models: OfferedLine[] = [
      {
        description: "Bedroom Nestz",
        quantity: 3,
        unitPriceCents: 100_000,
        offer: { kind: "alternative", group: "M" },
      },
      { description: "Office Nestz", quantity: 1, unitPriceCents: 300_000, offer: { kind: "alternative", group: "M" } },
    ];
    expect(choiceOutcome(models, [0], null, schedule, MODELS).schedule.units).toBe(3);
    expect(choiceOutcome(models, [1], null, schedule, MODELS).schedule.units).toBe(1);
  });

  it("finds a schedule some choice could not cover", () => {
    const fixed: PaymentSchedule = {
      units: 2,
      stages: [
        { name: "Deposit", share: { kind: "fixed", cents: 15_000_000 }, trigger: { kind: "acceptance" } },
        { name: "Balance", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
      ],
    };
    expect(choiceScheduleProblems(lines, null, schedule, MODELS)).toEqual([]);
    expect(choiceScheduleProblems(lines, null, fixed, MODELS)).toEqual([
      "Payment schedule, with the cheapest choices: The fixed amounts and percentages come to more than the total of $149,280.00.",
    ]);
  });
});
