import { describe, expect, it } from "vitest";

import { quoteDeliveryForZip, zipMessages } from "./fee.server";

function quoteOf(zip: string) {
  const result = quoteDeliveryForZip(zip);
  if (!result.ok) throw new Error(`expected a quote for ${zip}, got ${result.code}`);
  return result.quote;
}

describe("quoteDeliveryForZip", () => {
  it("charges the flat $200 for a ZIP next to PDX and pins it on the close-up", () => {
    const quote = quoteOf("97218");
    expect(quote).toMatchObject({
      zip: "97218",
      city: "Portland",
      state: "OR",
      miles: 2,
      feeCents: 20_000,
      rule: "flat",
    });
    expect(quote.pin?.map).toBe("delivery-map-pdx");
  });

  it("charges Seattle the flat fee plus $4 for each counted mile past 30", () => {
    const quote = quoteOf("98101");
    // 140.3 straight-line miles count as 141: $200 + 111 × $4.
    expect(quote).toMatchObject({
      zip: "98101",
      city: "Seattle",
      state: "WA",
      miles: 141,
      feeCents: 64_400,
      rule: "per-mile",
    });
    expect(quote.pin?.map).toBe("delivery-map-states");
  });

  it("charges Bend by the mile too", () => {
    expect(quoteOf("97701")).toMatchObject({
      city: "Bend",
      state: "OR",
      miles: 122,
      feeCents: 56_800,
      rule: "per-mile",
    });
  });

  it("pins places where the map draws them: Seattle north of Bend, both inside the panel", () => {
    const seattle = quoteOf("98101").pin!;
    const bend = quoteOf("97701").pin!;
    expect(seattle.y).toBeLessThan(bend.y);
    for (const pin of [seattle, bend]) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(pin.width);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(pin.height);
    }
  });

  it("refuses a ZIP in Idaho, saying where we deliver", () => {
    expect(quoteDeliveryForZip("83702")).toEqual({
      ok: false,
      code: "outside_delivery_area",
      zip: "83702",
      state: "ID",
      message: zipMessages.outside("83702", "Idaho"),
    });
    expect(zipMessages.outside("83702", "Idaho")).toMatch(/Idaho.*Washington and Oregon/);
  });

  it("refuses what is not a ZIP code as invalid", () => {
    for (const input of ["", "9721", "972180", "abcde", "97 218", "97218-12", "x".repeat(5_000)]) {
      expect(quoteDeliveryForZip(input)).toEqual({
        ok: false,
        code: "invalid_zip",
        message: zipMessages.invalid,
      });
    }
  });

  it("answers unknown for a well-formed ZIP that does not exist", () => {
    for (const zip of ["00000", "99999"]) {
      expect(quoteDeliveryForZip(zip)).toMatchObject({ ok: false, code: "unknown_zip", zip });
    }
  });

  it("reads ZIP+4 and stray spaces as the five-digit ZIP", () => {
    expect(quoteOf(" 98101-1234 ").zip).toBe("98101");
    expect(quoteOf("981011234").zip).toBe("98101");
  });
});
