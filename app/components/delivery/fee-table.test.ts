import { describe, expect, it } from "vitest";

import { feeRows } from "./fee-table";

describe("feeRows", () => {
  it("works every example out from the delivery rule", () => {
    expect(feeRows([15, 30, 45, 80, 150]).map((row) => [row.miles, row.fee])).toEqual([
      [15, "$200"],
      [30, "$200"],
      [45, "$260"],
      [80, "$400"],
      [150, "$680"],
    ]);
  });

  it("shows the sum behind each fee past the flat area", () => {
    expect(feeRows([45])[0]?.workings).toBe("$200 + 15\u00a0×\u00a0$4");
    expect(feeRows([15])[0]?.workings).toBe("Flat fee");
  });
});
