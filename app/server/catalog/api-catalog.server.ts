import { toApiCategory } from "#app/domain/catalog/catalog";

import { listCategories } from "./queries.server";

/**
 * The body of GET /api/categories (and /api/collections) as the database holds
 * the catalog now: the one place its bytes are made, whether for a request or
 * for the copy kept per catalog version (docs/decisions/0070).
 */
export async function readApiCatalog(): Promise<Buffer> {
  const categories = await listCategories();
  return Buffer.from(JSON.stringify(categories.map(toApiCategory)));
}

/** What the API's catalog is sent with, from memory or read for the request. */
export const API_CATALOG_HEADERS = {
  "Content-Type": "application/json",
  // Caches must ask again (an ETag makes that a 304), so an owner's change and checkout's repricing show at once.
  "Cache-Control": "no-cache",
} as const;
