import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatRatePercent, rangeProblem, readFractionRate } from "./rate";

describe("rates as DOR writes them", () => {
  it("reads a four-decimal fraction exactly, with or without its leading zero", () => {
    expect(readFractionRate("0.1025")).toEqual({ ok: true, rateMilli: 10_250 });
    expect(readFractionRate(".1025")).toEqual({ ok: true, rateMilli: 10_250 });
    expect(readFractionRate("0.065")).toEqual({ ok: true, rateMilli: 6_500 });
    expect(readFractionRate(" 0.102500 ")).toEqual({ ok: true, rateMilli: 10_250 });
    expect(readFractionRate("0.09125")).toEqual({ ok: true, rateMilli: 9_125 });
    expect(readFractionRate("0")).toEqual({ ok: true, rateMilli: 0 });
  });

  it("refuses what is not a fraction, and a rate finer than it can hold, instead of rounding", () => {
    expect(readFractionRate("10.25%")).toMatchObject({ ok: false });
    expect(readFractionRate("10.25")).toMatchObject({ ok: false });
    expect(readFractionRate("")).toMatchObject({ ok: false });
    expect(readFractionRate("0.102501")).toEqual({
      ok: false,
      reason: "0.102501 is finer than a thousandth of a percent, which no Washington rate is",
    });
  });

  it("gives back any rate of five decimals it is shown", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (milli) => {
        const text = `0.${String(milli).padStart(5, "0")}`;
        expect(readFractionRate(text)).toEqual({ ok: true, rateMilli: milli });
      }),
    );
  });

  it("holds rates to 0–15 %", () => {
    expect(rangeProblem(0)).toBeNull();
    expect(rangeProblem(15_000)).toBeNull();
    expect(rangeProblem(15_001)).toBe("15.001 % is outside 0–15 %, so it cannot be a sales tax rate here");
    expect(rangeProblem(-1)).toBe("-0.001 % is outside 0–15 %, so it cannot be a sales tax rate here");
    expect(rangeProblem(10.5)).toBe("10.5 is not a whole number of thousandths of a percent");
  });

  it("shows a rate as a percentage", () => {
    expect(formatRatePercent(10_250)).toBe("10.25 %");
    expect(formatRatePercent(9_000)).toBe("9 %");
  });
});
