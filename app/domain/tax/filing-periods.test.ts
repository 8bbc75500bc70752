import { describe, expect, it } from "vitest";

import {
  filingPeriodOf,
  filingPeriodOfKey,
  inFilingPeriod,
  periodToFile,
  previousFilingPeriod,
  recentFilingPeriods,
} from "./filing-periods";

describe("filing periods", () => {
  it("reads a month or a quarter from its key", () => {
    expect(filingPeriodOfKey("2027-02")).toEqual({
      kind: "month",
      key: "2027-02",
      first: "2027-02-01",
      last: "2027-02-28",
      label: "February 2027",
    });
    expect(filingPeriodOfKey("2028-02")?.last).toBe("2028-02-29");
    expect(filingPeriodOfKey("2026-q4")).toEqual({
      kind: "quarter",
      key: "2026-Q4",
      first: "2026-10-01",
      last: "2026-12-31",
      label: "Q4 2026 (Oct–Dec)",
    });
  });

  it("refuses anything else", () => {
    for (const key of ["", "2026", "2026-13", "2026-Q5", "2026-Q0", "1999-Q4", "Q4 2026", "2026-11-01", "<b>"]) {
      expect(filingPeriodOfKey(key)).toBeNull();
    }
  });

  it("finds the period that holds a day, by frequency", () => {
    expect(filingPeriodOf("2026-03-31", "quarterly").key).toBe("2026-Q1");
    expect(filingPeriodOf("2026-04-01", "quarterly").key).toBe("2026-Q2");
    expect(filingPeriodOf("2026-12-31", "monthly").key).toBe("2026-12");
    expect(inFilingPeriod("2026-12-31", filingPeriodOf("2026-11-15", "quarterly"))).toBe(true);
    expect(inFilingPeriod("2027-01-01", filingPeriodOf("2026-11-15", "quarterly"))).toBe(false);
  });

  it("steps back across a year", () => {
    const january = filingPeriodOfKey("2027-01");
    const firstQuarter = filingPeriodOfKey("2027-Q1");
    if (!january || !firstQuarter) throw new Error("keys did not read");
    expect(previousFilingPeriod(january).key).toBe("2026-12");
    expect(previousFilingPeriod(firstQuarter).key).toBe("2026-Q4");
  });

  it("counts days in Pacific time: 23:30 on March 31 in Portland is still Q1", () => {
    const lateMarch31 = new Date("2027-04-01T06:30:00Z"); // 23:30 PDT on March 31
    expect(recentFilingPeriods(lateMarch31, "quarterly", 1).map((period) => period.key)).toEqual(["2027-Q1"]);
    expect(periodToFile(lateMarch31, "quarterly").key).toBe("2026-Q4");
    const aprilFirst = new Date("2027-04-01T07:30:00Z"); // 00:30 PDT on April 1
    expect(periodToFile(aprilFirst, "quarterly").key).toBe("2027-Q1");
    expect(periodToFile(aprilFirst, "monthly").key).toBe("2027-03");
  });

  it("offers the period under way and those before it, newest first", () => {
    const now = new Date("2026-11-28T20:00:00Z");
    expect(recentFilingPeriods(now, "quarterly", 5).map((period) => period.key)).toEqual([
      "2026-Q4",
      "2026-Q3",
      "2026-Q2",
      "2026-Q1",
      "2025-Q4",
    ]);
    expect(recentFilingPeriods(now, "monthly", 3).map((period) => period.key)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
    ]);
  });
});
