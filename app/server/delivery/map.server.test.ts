import { describe, expect, it } from "vitest";

import { delivery } from "#app/content/facts";
import type { MapPanel } from "#app/domain/delivery/map";

import { getDeliveryMap, milesBetween, milesToDegrees } from "./map.server";

/** The vertices of an SVG path made by d3's geoPath ("M1,2L3,4Z"). */
function vertices(d: string): { x: number; y: number }[] {
  return [...d.matchAll(/[ML](-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

function circleGeometry(panel: MapPanel) {
  const points = vertices(panel.circle);
  const centre = {
    x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
    y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
  };
  const radii = points.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y));
  return { points, centre, radii };
}

describe("milesToDegrees", () => {
  it("turns miles on the ground into degrees of arc", () => {
    expect(milesToDegrees(0)).toBe(0);
    // One degree of great circle on a 3958.8-mile Earth is about 69.09 miles.
    expect(milesToDegrees(69.0932)).toBeCloseTo(1, 4);
    expect(milesToDegrees(30)).toBeCloseTo(0.4342, 4);
  });

  it("refuses what is not a distance", () => {
    expect(() => milesToDegrees(-1)).toThrow(RangeError);
    expect(() => milesToDegrees(Number.NaN)).toThrow(RangeError);
  });
});

describe("milesBetween", () => {
  it("measures straight-line miles between two places", () => {
    // Portland to Seattle is about 145 miles as the crow flies.
    expect(milesBetween([-122.6784, 45.5152], [-122.3321, 47.6062])).toBeGreaterThan(140);
    expect(milesBetween([-122.6784, 45.5152], [-122.3321, 47.6062])).toBeLessThan(150);
  });
});

describe("getDeliveryMap", () => {
  const map = getDeliveryMap();

  it("is computed once and kept", () => {
    expect(getDeliveryMap()).toBe(map);
  });

  it("draws Washington and Oregon on both panels", () => {
    for (const panel of [map.overview, map.closeUp]) {
      expect(panel.states.map((s) => s.code)).toEqual(["WA", "OR"]);
      for (const state of panel.states) expect(vertices(state.d).length).toBeGreaterThan(3);
      expect(panel.workshop).toMatch(/^M/);
      expect(panel.river).toMatch(/^M/);
    }
    expect(map.overview.states.map((s) => s.name)).toEqual(["Washington", "Oregon"]);
  });

  it("puts Washington north of Oregon", () => {
    const meanY = (d: string) => {
      const points = vertices(d);
      return points.reduce((sum, p) => sum + p.y, 0) / points.length;
    };
    const [wa, or] = map.overview.states;
    expect(meanY(wa!.d)).toBeLessThan(meanY(or!.d));
  });

  it("centres the flat-fee circle on PDX, round and whole", () => {
    for (const panel of [map.overview, map.closeUp]) {
      const { centre, radii } = circleGeometry(panel);
      expect(Math.abs(centre.x - panel.pdx.x)).toBeLessThan(1);
      expect(Math.abs(centre.y - panel.pdx.y)).toBeLessThan(1);
      // A conformal projection keeps a small circle round.
      expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(Math.max(...radii) * 0.03);
      expect(panel.pdx.x).toBeGreaterThan(0);
      expect(panel.pdx.x).toBeLessThan(panel.width);
    }
  });

  it("scales the circle to 30 miles: Portland inside, Salem outside", () => {
    const { radii } = circleGeometry(map.overview);
    const radius = radii.reduce((a, b) => a + b, 0) / radii.length;
    const at = (name: string) => {
      const city = map.overview.cities.find((c) => c.name === name);
      if (!city) throw new Error(`${name} is not on the map`);
      return Math.hypot(city.x - map.overview.pdx.x, city.y - map.overview.pdx.y);
    };
    expect(at("Portland")).toBeLessThan(radius);
    expect(at("Salem")).toBeGreaterThan(radius);
    // Pixels per mile agree between the circle and a city's measured distance.
    const seattle = map.overview.cities.find((c) => c.name === "Seattle")!;
    expect(at("Seattle") / seattle.miles).toBeCloseTo(radius / delivery.flatRadiusMiles, 1);
  });

  it("lists the towns inside the circle and just outside it", () => {
    expect(map.townsInside).toEqual(expect.arrayContaining(["Portland", "Vancouver", "Gresham"]));
    expect(map.townsOutside).toEqual(expect.arrayContaining(["Stevenson", "Longview"]));
    expect(map.townsInside).not.toContain("Stevenson");
  });

  it("keeps every city and label on its panel", () => {
    for (const panel of [map.overview, map.closeUp]) {
      for (const point of [...panel.cities, ...panel.labels]) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(panel.width);
        expect(point.y).toBeGreaterThanOrEqual(0);
        expect(point.y).toBeLessThanOrEqual(panel.height);
      }
    }
  });

  it("stays small enough to inline in the page", () => {
    expect(JSON.stringify(map).length).toBeLessThan(30_000);
  });
});
