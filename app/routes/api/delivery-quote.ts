import { quoteDeliveryForZip, type ZipQuoteRefusalCode } from "#app/server/delivery/fee.server";
import { apiError, handleApi } from "#app/server/http/api-response.server";

import type { Route } from "./+types/delivery-quote";

/** The status each refusal is answered with. */
const statusOf: Record<ZipQuoteRefusalCode, number> = {
  invalid_zip: 400,
  unknown_zip: 404,
  outside_delivery_area: 422,
};

/**
 * GET /api/delivery-quote?zip=NNNNN: the delivery fee to a ZIP in Washington
 * or Oregon, `{ zip, city, state, miles, feeCents, rule, pin }`. `miles` are
 * whole straight-line miles from PDX; `rule` is a code, "flat" (the flat fee
 * within the radius) or "per-mile" (the flat fee plus each mile past it);
 * `pin` places the ZIP on the /Delivery map (or is null).
 * Errors: 400 invalid_zip, 404 unknown_zip, 422 outside_delivery_area.
 */
export function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const zip = new URL(request.url).searchParams.get("zip") ?? "";
    const result = quoteDeliveryForZip(zip);
    if (!result.ok) return apiError(statusOf[result.code], result.code, result.message);
    // The answer changes only with a release (new ZIP data or new fees).
    return Response.json(result.quote, { headers: { "Cache-Control": "public, max-age=3600" } });
  });
}

export function action() {
  return apiError(405, "method_not_allowed", "Use GET.", { Allow: "GET" });
}
