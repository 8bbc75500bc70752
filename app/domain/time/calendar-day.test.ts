import { describe, expect, it } from "vitest";

import {
  addDays,
  addMonths,
  dayLabel,
  daysBetween,
  isCalendarDay,
  isCalendarMonth,
  shortDayLabel,
} from "./calendar-day";

describe("calendar days", () => {
  it("knows real days from look-alikes", () => {
    expect(isCalendarDay("2027-02-28")).toBe(true);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-13-01")).toBe(false);
    expect(isCalendarDay("1999-12-31")).toBe(false);
    expect(isCalendarDay("2027-3-1")).toBe(false);
    expect(isCalendarMonth("2027-03")).toBe(true);
    expect(isCalendarMonth("2027-00")).toBe(false);
  });

  it("counts across month ends, leap days and daylight saving without drift", () => {
    expect(addDays("2027-02-27", 2)).toBe("2027-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    // US clocks spring forward on 2027-03-14: still whole days.
    expect(daysBetween("2027-03-13", "2027-03-15")).toBe(2);
    expect(daysBetween("2027-01-01", "2028-01-01")).toBe(365);
    expect(addMonths("2027-11", 3)).toBe("2028-02");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
  });

  it("names days in words", () => {
    expect(dayLabel("2027-03-03")).toBe("March 3, 2027");
    expect(shortDayLabel("2027-03-21")).toBe("Mar 21, 2027");
  });
});
