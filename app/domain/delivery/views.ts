/**
 * The delivery quote for a ZIP as the browser sees it: the shape
 * GET /api/delivery-quote answers (made by app/server/delivery/fee.server.ts).
 */
import type { DeliveryRule } from "./fee";
import type { MapPin } from "./map";

export interface ZipDeliveryQuote {
  zip: string;
  city: string;
  state: string;
  /** Straight-line miles from PDX, whole miles (any part of a mile counts as one). */
  miles: number;
  feeCents: number;
  /** "flat" within the radius, "per-mile" past it. */
  rule: DeliveryRule;
  /** Where the ZIP falls on the delivery map; null when off both panels. */
  pin: MapPin | null;
}

/** A ZIP the estimator could not price, with the reason in plain words. */
export interface ZipQuoteRefusal {
  zip: string;
  message: string;
}

export type ZipAnswer = { ok: true; quote: ZipDeliveryQuote } | ({ ok: false } & ZipQuoteRefusal);
