import { describe, expect, it } from "vitest";

import type { NextRental } from "#app/domain/rentals/availability";

import { isMonth, liveFactText, monthLabel, type PageFacts } from "./live-facts";

const facts = (
  unitsReady: number,
  nextBuildMonth: string | null = null,
  nextRental: NextRental = { kind: "none" },
): PageFacts => ({
  unitsReady,
  nextBuildMonth,
  nextRental,
});

describe("liveFactText", () => {
  it("states the number of units ready, in a sentence that reads right for 0, 1 and many", () => {
    expect(liveFactText("units-ready", facts(12))).toBe("12");
    expect(liveFactText("units-ready-sentence", facts(9))).toBe("9 units are ready to deliver now.");
    expect(liveFactText("units-ready-sentence", facts(1))).toBe("One unit is ready to deliver now.");
    expect(liveFactText("units-ready-sentence", facts(0))).toMatch(/next ones are being built/);
  });

  it("names the month of the next build slot, or invites a question when none is set", () => {
    expect(liveFactText("next-build-slot", facts(3, "2027-03"))).toBe("The next free build slot is in March 2027.");
    expect(liveFactText("next-build-slot", facts(3, null))).toBe("Ask us about the next free build slot.");
  });

  it("says when the next rental unit is free: now, from a day, or invites a question when there are no units", () => {
    expect(liveFactText("next-rental-free", facts(3, null, { kind: "from", day: "2027-03-03" }))).toBe(
      "Our next rental unit is free from March 3, 2027.",
    );
    expect(liveFactText("next-rental-free", facts(3, null, { kind: "now" }))).toBe("A rental unit is free now.");
    expect(liveFactText("next-rental-free", facts(3, null, { kind: "none" }))).toBe("Ask us about rentals.");
  });
});

describe("months", () => {
  it("reads YYYY-MM only", () => {
    expect(monthLabel("2027-12")).toBe("December 2027");
    expect(monthLabel("2027-13")).toBeNull();
    expect(isMonth("2027-01")).toBe(true);
    expect(isMonth("2027-1")).toBe(false);
    expect(isMonth("Jan 2027")).toBe(false);
  });
});
