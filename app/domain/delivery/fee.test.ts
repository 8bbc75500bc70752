import { describe, expect, it } from "vitest";

import { delivery } from "#app/content/facts";

import { countedMiles, greatCircleMiles, quoteDelivery as quote, quoteDeliveryTo } from "./fee";

const quoteDelivery = (miles: number, state: string) => quote(miles, state, delivery);

describe("quoteDelivery with the business's rules", () => {
  it("charges the flat fee anywhere within 30 miles", () => {
    expect(quoteDelivery(0, "OR")).toEqual({ ok: true, feeCents: 20_000, extraMiles: 0 });
    expect(quoteDelivery(30, "WA")).toEqual({ ok: true, feeCents: 20_000, extraMiles: 0 });
  });

  it("adds $4 for each mile past the first 30, part miles rounded up", () => {
    expect(quoteDelivery(31, "OR")).toEqual({ ok: true, feeCents: 20_400, extraMiles: 1 });
    expect(quoteDelivery(30.2, "OR")).toEqual({ ok: true, feeCents: 20_400, extraMiles: 1 });
    expect(quoteDelivery(100, "wa")).toEqual({ ok: true, feeCents: 48_000, extraMiles: 70 });
  });

  it("delivers only within Washington and Oregon", () => {
    expect(quoteDelivery(10, "ID")).toEqual({ ok: false, reason: "outside-service-area" });
    expect(quoteDelivery(10, "CA")).toEqual({ ok: false, reason: "outside-service-area" });
  });

  it("refuses distances that are not distances", () => {
    expect(quoteDelivery(-1, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
    expect(quoteDelivery(Number.NaN, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
    expect(quoteDelivery(Number.POSITIVE_INFINITY, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
  });
});

describe("greatCircleMiles", () => {
  const pdx = delivery.origin;

  it("is zero at the origin and the same both ways", () => {
    expect(greatCircleMiles(pdx, pdx)).toBe(0);
    const seattle = { lat: 47.6062, lon: -122.3321 };
    expect(greatCircleMiles(pdx, seattle)).toBeCloseTo(greatCircleMiles(seattle, pdx), 9);
  });

  it("measures straight-line miles as the map does", () => {
    // One degree of latitude along a meridian is 3958.8 × π / 180 ≈ 69.09 miles.
    expect(greatCircleMiles({ lat: 45, lon: -122 }, { lat: 46, lon: -122 })).toBeCloseTo(69.093, 2);
    // PDX to downtown Seattle, about 140 miles as the crow flies.
    expect(greatCircleMiles(pdx, { lat: 47.6114, lon: -122.3305 })).toBeCloseTo(140.33, 1);
  });
});

describe("countedMiles", () => {
  it("counts any part of a mile as a whole one", () => {
    expect(countedMiles(0)).toBe(0);
    expect(countedMiles(2)).toBe(2);
    expect(countedMiles(1.01)).toBe(2);
    expect(countedMiles(30.2)).toBe(31);
  });
});

describe("quoteDeliveryTo a place", () => {
  const at = (lat: number, lon: number, state: string) => quoteDeliveryTo({ lat, lon, state }, delivery);

  it("charges the flat fee near PDX and names the flat rule", () => {
    expect(at(45.56, -122.6001, "OR")).toEqual({ ok: true, miles: 2, extraMiles: 0, feeCents: 20_000, rule: "flat" });
  });

  it("charges per mile past the first 30, from the whole miles it reports", () => {
    // Seattle: 140.3 miles → 141 counted → 111 past the first 30 → $200 + 111 × $4.
    expect(at(47.6114, -122.3305, "WA")).toEqual({
      ok: true,
      miles: 141,
      extraMiles: 111,
      feeCents: 64_400,
      rule: "per-mile",
    });
    // Bend: 121.5 miles → 122 → 92 past 30.
    expect(at(44.0928, -121.2936, "OR")).toEqual({
      ok: true,
      miles: 122,
      extraMiles: 92,
      feeCents: 56_800,
      rule: "per-mile",
    });
  });

  it("bills the counted miles exactly as quoteDelivery bills the distance", () => {
    for (const lat of [45.7, 45.9, 46.3, 47.1, 48.2]) {
      const place = { lat, lon: -122.5, state: "WA" };
      const result = quoteDeliveryTo(place, delivery);
      const direct = quoteDelivery(greatCircleMiles(delivery.origin, place), "WA");
      expect(result.ok && direct.ok && result.feeCents === direct.feeCents).toBe(true);
    }
  });

  it("refuses places outside Washington and Oregon, however near", () => {
    // Boise, Idaho.
    expect(at(43.6322, -116.2052, "ID")).toEqual({ ok: false, reason: "outside-service-area" });
  });

  it("refuses a place without coordinates", () => {
    expect(at(Number.NaN, -122, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
  });
});
