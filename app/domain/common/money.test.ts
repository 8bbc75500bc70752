import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { centsToDollars, dollarsToCents, formatCents, formatCentsShort } from "./money";

describe("money", () => {
  it("formats cents as US dollars", () => {
    expect(formatCents(100)).toBe("$1.00");
    expect(formatCents(3_780_000)).toBe("$37,800.00");
    expect(formatCentsShort(20_000)).toBe("$200");
    expect(formatCentsShort(450)).toBe("$4.50");
  });

  it("refuses fractional cents", () => {
    expect(() => formatCents(1.5)).toThrow(RangeError);
    expect(() => centsToDollars(Number.NaN)).toThrow(RangeError);
  });

  it("parses dollars without floating-point drift", () => {
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("1.1")).toBe(110);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(() => dollarsToCents("1.234")).toThrow(RangeError);
    expect(() => dollarsToCents("abc")).toThrow(RangeError);
  });

  it("round-trips any whole number of cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        expect(dollarsToCents(centsToDollars(cents).toFixed(2))).toBe(cents);
      }),
    );
  });
});
