import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import { rateForm, repairForm, unitForm } from "./fleet-forms";

describe("the rate card's form", () => {
  it("reads dollars as the owner types them, into cents", () => {
    expect(
      parseFields(rateForm, { model: "office", daily: "$65", weekly: "380.50", monthly: "1,300", deposit: "0" }),
    ).toEqual({
      ok: true,
      data: { model: "office", dailyCents: 6_500, weeklyCents: 38_050, monthlyCents: 130_000, depositCents: 0 },
    });
  });

  it("names every field it cannot read, and refuses a free rate or an unknown model", () => {
    const parsed = parseFields(rateForm, {
      model: "castle",
      daily: "sixty",
      weekly: "0",
      monthly: "1.234",
      deposit: "-5",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["daily", "deposit", "model", "monthly", "weekly"]);
    expect(parsed.errors.daily).toBe("Daily rate: enter dollars, like 1,200 or 1200.00.");
  });
});

describe("the unit's form", () => {
  it("keeps the papers as printed, in capitals, and asks for both", () => {
    const ok = parseFields(unitForm, {
      name: " Cabin  2 ",
      model: "bedroom",
      serialNumber: "nz-2027-014",
      insigniaNumber: "RPT 123456",
      location: "",
    });
    expect(ok).toEqual({
      ok: true,
      data: {
        name: "Cabin 2",
        model: "bedroom",
        serialNumber: "NZ-2027-014",
        insigniaNumber: "RPT 123456",
        location: "",
      },
    });
    const missing = parseFields(unitForm, {
      name: "Cabin 3",
      model: "bedroom",
      serialNumber: " ",
      insigniaNumber: "<b>",
    });
    expect(missing.ok === false && Object.keys(missing.errors).sort()).toEqual(["insigniaNumber", "serialNumber"]);
  });
});

describe("the repair's form", () => {
  it("takes a first day and up to a year away", () => {
    expect(parseFields(repairForm, { unitId: "4", startsOn: "2027-03-01", days: "365", note: "Axle" })).toEqual({
      ok: true,
      data: { unitId: 4, startsOn: "2027-03-01", days: 365, note: "Axle" },
    });
    const tooLong = parseFields(repairForm, { unitId: "4", startsOn: "2027-02-30", days: "366" });
    expect(tooLong.ok === false && Object.keys(tooLong.errors).sort()).toEqual(["days", "startsOn"]);
  });
});
