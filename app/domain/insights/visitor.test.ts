import { describe, expect, it } from "vitest";

import { expiredSaltDays, saltDay, visitorHashInput } from "./visitor";

describe("the salt's day", () => {
  it("changes at midnight in Portland, not UTC", () => {
    expect(saltDay(new Date("2026-11-26T07:59:59Z"))).toBe("2026-11-25");
    expect(saltDay(new Date("2026-11-26T08:00:00Z"))).toBe("2026-11-26");
    // Daylight time: midnight is 07:00 UTC.
    expect(saltDay(new Date("2026-07-04T06:59:59Z"))).toBe("2026-07-03");
    expect(saltDay(new Date("2026-07-04T07:00:00Z"))).toBe("2026-07-04");
  });

  it("is right at the first moment of a day, asked for just before it too", () => {
    expect(saltDay(new Date("2026-11-27T07:59:30Z"))).toBe("2026-11-26");
    expect(saltDay(new Date("2026-11-27T07:59:59.999Z"))).toBe("2026-11-26");
    expect(saltDay(new Date("2026-11-27T08:00:00Z"))).toBe("2026-11-27");
    expect(saltDay(new Date("2026-11-27T07:59:59.999Z"))).toBe("2026-11-26");
  });

  it("destroys every earlier day's salt and keeps today's", () => {
    expect(expiredSaltDays(["2026-11-24", "2026-11-25", "2026-11-26"], "2026-11-26")).toEqual([
      "2026-11-24",
      "2026-11-25",
    ]);
    expect(expiredSaltDays(["2026-11-26"], "2026-11-26")).toEqual([]);
  });
});

describe("the visitor hash's input", () => {
  const facts = { salt: "s", address: "203.0.113.9", userAgent: "UA", site: "nestz.example" };

  it("holds every fact, so each of them changes it", () => {
    const base = visitorHashInput(facts);
    for (const change of [
      { salt: "t" },
      { address: "203.0.113.10" },
      { userAgent: "UA2" },
      { site: "other.example" },
    ]) {
      expect(visitorHashInput({ ...facts, ...change })).not.toBe(base);
    }
  });

  it("cannot be made the same by moving characters from one fact to the next", () => {
    expect(visitorHashInput({ ...facts, salt: "ab", address: "c" })).not.toBe(
      visitorHashInput({ ...facts, salt: "a", address: "bc" }),
    );
  });

  it("ignores the case of the address and the site", () => {
    expect(visitorHashInput({ ...facts, address: "2001:DB8::1", site: "Nestz.Example" })).toBe(
      visitorHashInput({ ...facts, address: "2001:db8::1", site: "nestz.example" }),
    );
  });
});
