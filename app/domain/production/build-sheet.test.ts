import { describe, expect, it } from "vitest";

import { homeCountOf, isHomeLine, unitSheets } from "./build-sheet";

const MODELS = ["Bedroom Nestz", "Office Nestz"];
const line = (description: string, quantity: number, unitPriceCents: number | null = 1_000) => ({
  description,
  quantity,
  unitPriceCents,
});

describe("the homes of an accepted proposal", () => {
  it("are the lines that name a model first, whatever the case", () => {
    expect(isHomeLine("Bedroom Nestz", MODELS)).toBe(true);
    expect(isHomeLine("  office nestz, cedar siding", MODELS)).toBe(true);
    expect(isHomeLine("Bathroom", MODELS)).toBe(false);
    expect(isHomeLine("Delivery to Bedroom Nestz owners", MODELS)).toBe(false);
  });

  it("are counted from the home lines' quantity, so a revised quantity is the order's", () => {
    const lines = [line("Bedroom Nestz", 12), line("Office Nestz", 3), line("Kitchen", 15), line("Delivery", 15)];
    expect(homeCountOf(lines, MODELS, 10)).toBe(15);
  });

  it("fall back to the request's count when no line names a model or the count is out of range", () => {
    expect(homeCountOf([line("A custom home", 4)], MODELS, 2)).toBe(2);
    expect(homeCountOf([line("Bedroom Nestz", 0)], MODELS, 2)).toBe(2);
    expect(homeCountOf([line("Bedroom Nestz", 501)], MODELS, 2)).toBe(2);
  });
});

describe("each unit's build sheet", () => {
  it("gives each unit its model in line order, with the options and colours built into it", () => {
    const sheets = unitSheets(
      [
        line("Bedroom Nestz", 2),
        line("Office Nestz", 1),
        line("Kitchen", 3),
        line("Custom paint", 1),
        line("Delivery to Portland, per unit", 3),
        line("City discount", 1, -50_000),
      ],
      MODELS,
      3,
    );
    expect(sheets.map((sheet) => sheet.model)).toEqual(["Bedroom Nestz", "Bedroom Nestz", "Office Nestz"]);
    expect(sheets[0]?.options).toEqual([{ description: "Kitchen", coverage: "Every home" }]);
    expect(sheets[0]?.colours).toEqual([{ description: "Custom paint", coverage: "1 of 3 homes" }]);
  });

  it("speaks of a single home as this home", () => {
    const [sheet] = unitSheets([line("Bedroom Nestz", 1), line("Solar preparation", 1)], MODELS, 1);
    expect(sheet?.options).toEqual([{ description: "Solar preparation", coverage: "This home" }]);
  });
});
