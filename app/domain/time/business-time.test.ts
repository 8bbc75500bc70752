import { describe, expect, it } from "vitest";

import { businessDay, businessWallClockAsUtc, formatBusinessTimestamp } from "./business-time";

describe("business time", () => {
  it("names the day in Portland, not in UTC", () => {
    // 03:30 UTC on Nov 24 is still the evening of Nov 23 in Portland (UTC-8).
    expect(businessDay("2026-11-24T03:30:00Z")).toBe("2026-11-23");
    expect(businessDay("2026-11-24T08:00:00Z")).toBe("2026-11-24");
  });

  it("writes a sortable local timestamp, on both sides of daylight saving", () => {
    expect(formatBusinessTimestamp("2026-11-24T03:30:05Z")).toBe("2026-11-23 19:30:05");
    expect(formatBusinessTimestamp("2026-07-01T00:00:00Z")).toBe("2026-06-30 17:00:00");
    expect(formatBusinessTimestamp(new Date("2027-01-01T08:00:00Z"))).toBe("2027-01-01 00:00:00");
  });

  it("reads an instant's Portland wall clock as if it were UTC, in winter and summer", () => {
    expect(businessWallClockAsUtc(new Date("2026-11-24T03:30:05Z"))).toBe(Date.UTC(2026, 10, 23, 19, 30, 5));
    expect(businessWallClockAsUtc(new Date("2026-07-01T00:00:00Z"))).toBe(Date.UTC(2026, 5, 30, 17, 0, 0));
  });
});
