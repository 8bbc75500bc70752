import { describe, expect, it } from "vitest";

import { bookable, capacityProblem, missingChecklist, openableDay, placesLeft } from "./delivery-calendar";

describe("the delivery calendar's capacity rule", () => {
  it("counts the places left and never below zero", () => {
    expect(placesLeft({ day: "2026-12-10", capacity: 3, booked: 1 })).toBe(2);
    expect(placesLeft({ day: "2026-12-10", capacity: 1, booked: 2 })).toBe(0);
  });

  it("offers a day with a place left and enough notice", () => {
    expect(bookable({ day: "2026-12-01", capacity: 2, booked: 1 }, "2026-11-29")).toBe(true);
    expect(bookable({ day: "2026-12-01", capacity: 2, booked: 2 }, "2026-11-29")).toBe(false);
    expect(bookable({ day: "2026-11-30", capacity: 2, booked: 0 }, "2026-11-29")).toBe(false);
    expect(bookable({ day: "2026-11-28", capacity: 2, booked: 0 }, "2026-11-29")).toBe(false);
  });

  it("refuses a capacity below the places taken or out of range", () => {
    expect(capacityProblem(2, 3)).toBe("below-booked");
    expect(capacityProblem(3, 3)).toBeNull();
    expect(capacityProblem(0, 0)).toBeNull();
    expect(capacityProblem(-1, 0)).toBe("range");
    expect(capacityProblem(51, 0)).toBe("range");
    expect(capacityProblem(1.5, 0)).toBe("range");
  });

  it("opens days from today to a year ahead", () => {
    expect(openableDay("2026-11-29", "2026-11-29")).toBe(true);
    expect(openableDay("2026-11-28", "2026-11-29")).toBe(false);
    expect(openableDay("2027-12-31", "2026-11-29")).toBe(false);
    expect(openableDay("2026-02-30", "2026-11-29")).toBe(false);
  });
});

describe("the site checklist", () => {
  it("names every item not ticked, in order", () => {
    expect(missingChecklist(["pad", "access"])).toEqual(["clearance", "sewer", "power"]);
    expect(missingChecklist(["access", "clearance", "pad", "sewer", "power"])).toEqual([]);
  });
});
