import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { apportion } from "./apportion";

const sum = (parts: readonly number[]) => parts.reduce((total, part) => total + part, 0);

describe("apportion", () => {
  it("shares by weight and gives the leftover cents to the largest remainders", () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10_000, [2_500, 7_500])).toEqual([2_500, 7_500]);
    // 1001 × (⅙, ⅓, ½) = 166.83, 333.67, 500.5: the two largest remainders take a cent each.
    expect(apportion(1_001, [1, 2, 3])).toEqual([167, 334, 500]);
  });

  it("gives a part of weight zero nothing, and nothing of nothing", () => {
    expect(apportion(7, [0, 3, 0, 4])).toEqual([0, 3, 0, 4]);
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(apportion(0, [])).toEqual([]);
  });

  it("refuses what cannot be shared", () => {
    expect(() => apportion(5, [0, 0])).toThrow(RangeError);
    expect(() => apportion(5, [])).toThrow(RangeError);
    expect(() => apportion(-5, [1])).toThrow(RangeError);
    expect(() => apportion(1.5, [1])).toThrow(RangeError);
    expect(() => apportion(5, [1, -1, 2])).toThrow(RangeError);
  });

  it("stays exact where floating point would not", () => {
    const total = Number.MAX_SAFE_INTEGER;
    const parts = apportion(total, [1, 1, 1]);
    expect(parts).toEqual([3_002_399_751_580_331, 3_002_399_751_580_330, 3_002_399_751_580_330]);
  });

  it("always adds up, and each part is within a cent of its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          fc.pre(total === 0 || weights.some((weight) => weight > 0));
          const parts = apportion(total, weights);
          const weightSum = sum(weights);
          expect(sum(parts)).toBe(total);
          parts.forEach((part, index) => {
            const weight = weights[index] ?? 0;
            const exact = weightSum === 0 ? 0 : (total * weight) / weightSum;
            expect(part).toBeGreaterThanOrEqual(0);
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, exact));
            if (weight === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });
});
