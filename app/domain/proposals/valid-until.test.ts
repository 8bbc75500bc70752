import { describe, expect, it } from "vitest";

import { defaultValidUntil, hasExpired, validUntilInstant } from "./valid-until";

describe("valid until", () => {
  it("holds to 23:59:59 Pacific standard time in winter", () => {
    expect(validUntilInstant("2027-01-15").toISOString()).toBe("2027-01-16T07:59:59.000Z");
  });

  it("holds to 23:59:59 Pacific daylight time in summer", () => {
    expect(validUntilInstant("2027-07-15").toISOString()).toBe("2027-07-16T06:59:59.000Z");
  });

  it("uses the offset of the day itself on the days the clocks change", () => {
    // 2027-03-14: clocks spring forward at 2 AM; by midnight it is PDT (UTC−7).
    expect(validUntilInstant("2027-03-14").toISOString()).toBe("2027-03-15T06:59:59.000Z");
    // 2027-03-13, the day before, is still PST (UTC−8).
    expect(validUntilInstant("2027-03-13").toISOString()).toBe("2027-03-14T07:59:59.000Z");
    // 2026-11-01: clocks fall back at 2 AM; by midnight it is PST again.
    expect(validUntilInstant("2026-11-01").toISOString()).toBe("2026-11-02T07:59:59.000Z");
    expect(validUntilInstant("2026-10-31").toISOString()).toBe("2026-11-01T06:59:59.000Z");
  });

  it("has not expired at 23:59:59 and has one second later", () => {
    const last = validUntilInstant("2027-03-14");
    expect(hasExpired("2027-03-14", last)).toBe(false);
    expect(hasExpired("2027-03-14", new Date(last.getTime() + 1000))).toBe(true);
  });

  it("defaults to 30 days from today in Portland, not in UTC", () => {
    // 2026-11-27 03:00 UTC is still Nov 26 in Portland.
    expect(defaultValidUntil(new Date("2026-11-27T03:00:00Z"))).toBe("2026-12-26");
    expect(defaultValidUntil(new Date("2026-11-27T09:00:00Z"))).toBe("2026-12-27");
  });

  it("refuses a day that does not exist", () => {
    expect(() => validUntilInstant("2027-02-30")).toThrow(RangeError);
  });
});
