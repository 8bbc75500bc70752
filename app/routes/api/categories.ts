import { API_CATALOG_HEADERS, readApiCatalog } from "#app/server/catalog/api-catalog.server";
import { handleApi } from "#app/server/http/api-response.server";

/**
 * GET /api/categories: the shop's categories with their items (price in dollars or null).
 * Built servers answer it before this from the copy kept per catalog version
 * (docs/decisions/0070); this reads the database, as while that version is unknown.
 */
export function loader() {
  return handleApi(async () => new Response(new Uint8Array(await readApiCatalog()), { headers: API_CATALOG_HEADERS }));
}
