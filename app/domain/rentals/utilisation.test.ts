import { describe, expect, it } from "vitest";

import { monthsOfRange, utilisation, utilisationText } from "./utilisation";

const cabin = { id: 1, name: "Cabin 1", model: "bedroom" as const, from: "2027-01-01", until: null };

describe("utilisation", () => {
  it("counts booked days over the days a unit could be booked, leaving out its repairs", () => {
    const result = utilisation(
      [cabin],
      [
        { unitId: 1, kind: "booking", startsOn: "2027-01-25", endsOn: "2027-02-10" },
        { unitId: 1, kind: "repair", startsOn: "2027-02-20", endsOn: "2027-03-02" },
      ],
      ["2027-01", "2027-02", "2027-03"],
    );
    expect(result.units[0]?.cells).toEqual([
      { bookedDays: 7, availableDays: 31 },
      // 28 days, 9 of them out for repair (Feb 20 to 28).
      { bookedDays: 9, availableDays: 19 },
      { bookedDays: 0, availableDays: 30 },
    ]);
    expect(result.units[0]?.cells.map(utilisationText)).toEqual(["23%", "47%", "0%"]);
  });

  it("counts a unit only while it is in the fleet, and adds units up by model", () => {
    const joined = { id: 2, name: "Cabin 2", model: "bedroom" as const, from: "2027-01-16", until: "2027-02-01" };
    const office = { id: 3, name: "Office 1", model: "office" as const, from: "2026-01-01", until: null };
    const result = utilisation(
      [cabin, joined, office],
      [
        { unitId: 1, kind: "booking", startsOn: "2027-01-01", endsOn: "2027-02-01" },
        { unitId: 2, kind: "booking", startsOn: "2027-01-16", endsOn: "2027-01-24" },
      ],
      ["2027-01", "2027-02"],
    );
    expect(result.units[1]?.cells).toEqual([
      { bookedDays: 8, availableDays: 16 },
      { bookedDays: 0, availableDays: 0 },
    ]);
    expect(utilisationText({ bookedDays: 0, availableDays: 0 })).toBe("–");
    expect(result.models).toEqual([
      {
        label: "bedroom",
        model: "bedroom",
        cells: [
          { bookedDays: 39, availableDays: 47 },
          { bookedDays: 0, availableDays: 28 },
        ],
      },
      {
        label: "office",
        model: "office",
        cells: [
          { bookedDays: 0, availableDays: 31 },
          { bookedDays: 0, availableDays: 28 },
        ],
      },
    ]);
  });
});

describe("monthsOfRange", () => {
  it("lists the months a range touches, the last twelve at most", () => {
    expect(monthsOfRange("2027-01-30", "2027-03-01")).toEqual(["2027-01", "2027-02", "2027-03"]);
    const long = monthsOfRange("2025-01-01", "2026-12-31");
    expect(long).toHaveLength(12);
    expect(long[0]).toBe("2026-01");
  });
});
