import { describe, expect, it } from "vitest";

import { formatFeetInches, formatWithNominal } from "./units";

describe("formatFeetInches", () => {
  it("writes the unit's measured size as builders do", () => {
    expect(formatFeetInches(19.02)).toBe(`19' 0¼"`);
    expect(formatFeetInches(7.87)).toBe(`7' 10½"`);
    expect(formatFeetInches(9.18)).toBe(`9' 2⅛"`);
  });

  it("handles whole feet and rounding up into the next foot", () => {
    expect(formatFeetInches(8)).toBe(`8' 0"`);
    expect(formatFeetInches(4.999)).toBe(`5' 0"`);
  });

  it("refuses what is not a length", () => {
    expect(() => formatFeetInches(-1)).toThrow(RangeError);
  });
});

describe("formatWithNominal", () => {
  it("gives the measured size first and the size it is sold as after", () => {
    expect(formatWithNominal(38.04, 40)).toBe(`38' 0½" (40' nominal)`);
  });
});
