import { describe, expect, it } from "vitest";

import { dorLookupUrl } from "./dor-lookup.server";

describe("dorLookupUrl", () => {
  it("asks in DOR's form: XML output, the street, the city and a 5 or 9 digit ZIP", () => {
    const url = new URL(
      dorLookupUrl(
        { street: " 6500 Linderson Way SW ", city: "Tumwater", zip: "98501-1001" },
        "https://webgis.dor.wa.gov/webapi/AddressRates.aspx",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://webgis.dor.wa.gov/webapi/AddressRates.aspx");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      output: "xml",
      addr: "6500 Linderson Way SW",
      city: "Tumwater",
      zip: "985011001",
    });
  });
});
