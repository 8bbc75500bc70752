import type { Cents } from "#app/domain/common/money";

/** The pricing rules; the business's figures live in app/content/facts.ts. */
export interface DeliveryRules {
  flatFeeCents: Cents;
  flatRadiusMiles: number;
  perMileCents: Cents;
  states: readonly string[];
}

/** A point on the map in decimal degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The rules plus where distances are measured from (PDX). */
export interface DeliveryRulesFrom extends DeliveryRules {
  origin: GeoPoint;
}

export type DeliveryQuote =
  | { ok: true; feeCents: Cents; extraMiles: number }
  | { ok: false; reason: "outside-service-area" | "invalid-distance" };

/**
 * Flat fee within the radius around PDX; beyond it, the per-mile rate for
 * every mile past the radius, part miles rounded up. Listed states only.
 */
export function quoteDelivery(miles: number, state: string, rules: DeliveryRules): DeliveryQuote {
  if (!Number.isFinite(miles) || miles < 0) return { ok: false, reason: "invalid-distance" };
  if (!rules.states.includes(state.toUpperCase())) return { ok: false, reason: "outside-service-area" };
  const extraMiles = Math.max(0, Math.ceil(miles - rules.flatRadiusMiles));
  return {
    ok: true,
    extraMiles,
    feeCents: rules.flatFeeCents + extraMiles * rules.perMileCents,
  };
}

/** Mean radius of the Earth; one degree of great circle is about 69.09 miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line (great-circle) miles between two points, by the haversine formula. */
export function greatCircleMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Miles as the business counts them (the FAQ says so): whole miles, any part
 * of a mile counted as a whole one. With a whole-mile radius this bills
 * exactly what quoteDelivery bills for the unrounded distance.
 */
export function countedMiles(miles: number): number {
  return Math.ceil(miles);
}

/**
 * Which rule priced a delivery, as a code: `flat` inside the radius, `per-mile`
 * past it. Pages turn it into words; the API answers it as it is.
 */
export type DeliveryRule = "flat" | "per-mile";

export type PlaceQuote =
  | { ok: true; miles: number; extraMiles: number; feeCents: Cents; rule: DeliveryRule }
  | { ok: false; reason: "outside-service-area" | "invalid-distance" };

/**
 * The fee to a place: straight-line miles from the origin, counted in whole
 * miles, priced by quoteDelivery. The one function every page, the API and
 * the quote form use for a place on the map.
 */
export function quoteDeliveryTo(place: GeoPoint & { state: string }, rules: DeliveryRulesFrom): PlaceQuote {
  if (![place.lat, place.lon].every(Number.isFinite)) return { ok: false, reason: "invalid-distance" };
  const miles = countedMiles(greatCircleMiles(rules.origin, place));
  const quote = quoteDelivery(miles, place.state, rules);
  if (!quote.ok) return quote;
  return {
    ok: true,
    miles,
    extraMiles: quote.extraMiles,
    feeCents: quote.feeCents,
    rule: quote.extraMiles === 0 ? "flat" : "per-mile",
  };
}

/** A ZIP as people type it ("97218", " 97218 ", "97218-1234") as its five digits; null when it is not one. */
export function normalizeZip(input: string): string | null {
  if (input.length > 20) return null;
  return /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(input)?.[1] ?? null;
}
