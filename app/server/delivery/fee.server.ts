/**
 * The delivery fee for a ZIP code: the ZIP's location (zip-locations.server.ts),
 * priced by the one rule in app/domain/delivery/fee.ts, with where it falls on the
 * delivery map. The API, the /Delivery estimator and quote requests all ask here.
 */
import { zipMessages } from "#app/content/delivery/delivery-quote";
import { delivery } from "#app/content/facts";
import { normalizeZip, quoteDeliveryTo } from "#app/domain/delivery/fee";
import type { ZipAnswer, ZipDeliveryQuote } from "#app/domain/delivery/views";

import { pinOnDeliveryMap } from "./map.server";
import { lookupZip } from "./zip-locations.server";

/** The answer's shape is shared with the browser (a type only: no server code goes there). */
export type { ZipDeliveryQuote };

export type ZipQuoteRefusal =
  | { code: "invalid_zip"; message: string }
  | { code: "unknown_zip"; message: string; zip: string }
  | { code: "outside_delivery_area"; message: string; zip: string; state: string };

/** Why a ZIP could not be priced (the API answers each with a status of its own). */
export type ZipQuoteRefusalCode = ZipQuoteRefusal["code"];

export type ZipQuoteResult = { ok: true; quote: ZipDeliveryQuote } | ({ ok: false } & ZipQuoteRefusal);

export { zipMessages };

/**
 * Prices delivery to a ZIP as typed (five digits, or ZIP+4). Never throws for
 * bad input: a refusal carries its reason (a code) and a kind message.
 */
export function quoteDeliveryForZip(input: string): ZipQuoteResult {
  const zip = normalizeZip(input);
  if (!zip) return { ok: false, code: "invalid_zip", message: zipMessages.invalid };
  const found = lookupZip(zip);
  if (found.kind === "unknown") return { ok: false, code: "unknown_zip", zip, message: zipMessages.unknown(zip) };
  if (found.kind === "elsewhere") {
    return {
      ok: false,
      code: "outside_delivery_area",
      zip,
      state: found.state,
      message: zipMessages.outside(zip, found.stateName),
    };
  }
  const { location } = found;
  const quote = quoteDeliveryTo(location, delivery);
  // The table keeps only the delivery states, so this is a bug, not bad input.
  if (!quote.ok) throw new Error(`no delivery quote for ${zip} in ${location.state}: ${quote.reason}`);
  return {
    ok: true,
    quote: {
      zip,
      city: location.city,
      state: location.state,
      miles: quote.miles,
      feeCents: quote.feeCents,
      rule: quote.rule,
      pin: pinOnDeliveryMap(location),
    },
  };
}

/** The result as the estimator and the quote form show it. */
export function zipAnswer(input: string): ZipAnswer {
  const result = quoteDeliveryForZip(input);
  return result.ok ? result : { ok: false, zip: input.trim().slice(0, 10), message: result.message };
}
