import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import { siteFactsForm } from "./form";

describe("the units-ready form", () => {
  it("takes a whole number of units and a month, or no month", () => {
    expect(parseFields(siteFactsForm, { unitsReady: " 12 ", nextBuildMonth: "2027-03", version: "4" })).toEqual({
      ok: true,
      data: { unitsReady: 12, nextBuildMonth: "2027-03", version: 4 },
    });
    expect(parseFields(siteFactsForm, { unitsReady: "0", nextBuildMonth: "", version: "1" })).toEqual({
      ok: true,
      data: { unitsReady: 0, nextBuildMonth: null, version: 1 },
    });
  });

  it("names each wrong field in its message", () => {
    const result = parseFields(siteFactsForm, { unitsReady: "-3", nextBuildMonth: "soon", version: "1" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.unitsReady).toMatch(/^Units ready: /);
    expect(result.errors.nextBuildMonth).toMatch(/^Next build slot: /);
  });

  it("refuses numbers too large, fractions and missing values", () => {
    for (const unitsReady of ["10000", "2.5", "", undefined, "1e3"]) {
      expect(parseFields(siteFactsForm, { unitsReady, version: "1" }).ok, String(unitsReady)).toBe(false);
    }
  });
});
