import { describe, expect, it } from "vitest";

import { returnFigures, type TaxSale } from "./return-figures";
import { figureRowOf, figureRows, locationLabel } from "./return-view";

function sale(id: number, fields: Partial<TaxSale> = {}): TaxSale {
  return {
    kind: "invoice",
    id,
    proposalId: id,
    number: `INV-${id}`,
    buyer: "Harbor Homes",
    day: "2026-11-02",
    preTaxCents: 10_000,
    taxCents: 1_035,
    amountCents: 11_035,
    treatment: "taxable",
    flagged: false,
    locationCode: "1726",
    rateMilli: 10_350,
    stateRateMilli: 6_500,
    localRateMilli: 3_850,
    ...fields,
  };
}

describe("the Tax page's rows", () => {
  const figures = returnFigures([
    sale(1),
    sale(2, { treatment: "exempt-resale", taxCents: 0, amountCents: 10_000 }),
    sale(3, { locationCode: null }),
  ]);

  it("names every figure that counts sales, each with the sales it counts", () => {
    expect(figureRows(figures).map((row) => [row.id, row.sales])).toEqual([
      ["gross", ["invoice-1", "invoice-2", "invoice-3"]],
      ["deduction-interstate", []],
      ["deduction-federal", []],
      ["deduction-resale", ["invoice-2"]],
      ["deduction-other", []],
      ["taxable", ["invoice-1", "invoice-3"]],
      ["flagged", []],
      ["location-1726-3850", ["invoice-1"]],
      ["location-none-3850", ["invoice-3"]],
    ]);
  });

  it("finds the row an address names, and none for anything else", () => {
    expect(figureRowOf(figures, "location-1726-3850")?.label).toBe("Location 1726 at 3.85 %");
    expect(figureRowOf(figures, "deduction-resale")?.label).toBe("Sales for resale");
    expect(figureRowOf(figures, "location-9999-1")).toBeNull();
    expect(figureRowOf(figures, null)).toBeNull();
    expect(locationLabel({ code: null, localRateMilli: null })).toBe("No location code at no rate recorded");
  });
});
