/**
 * The prices a checkout is charged, from the catalog: read once per catalog
 * version and kept in memory while the server's watch vouches for that
 * version (docs/decisions/0108), as the shop's pages are (0045). Without a
 * version (no watch, a change being read back, the database away) each
 * checkout reads its products from the database.
 */
import { eq, inArray, sql } from "drizzle-orm";

import type { CatalogPrice } from "#app/domain/catalog/pricing";
import { catalogVersionNow } from "#app/server/catalog/catalog-version.server";
import { withDb } from "#app/server/db/client.server";
import { categories, products } from "#app/server/db/schema.server";

async function readPrices(ids: readonly number[] | null): Promise<Map<number, CatalogPrice>> {
  const rows = await withDb((db) => {
    const query = db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        priceCents: products.priceCents,
        purchasable: products.purchasable,
        status: products.status,
        // An archived product, or one in an archived category, has left the shop: never priced, refused by name.
        archived: sql<boolean>`${products.archivedAt} is not null or ${categories.archivedAt} is not null`,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
    return ids ? query.where(inArray(products.id, [...ids])) : query;
  });
  return new Map(
    rows.map(({ status, archived, ...row }) => [
      row.id,
      { ...row, archived, purchasable: row.purchasable && status === "available" && !archived },
    ]),
  );
}

/** The whole catalog's prices for one version; a read that fails is forgotten, so the next checkout reads again. */
let held: { version: number; prices: Promise<Map<number, CatalogPrice>> } | null = null;

function pricesOfVersion(version: number): Promise<Map<number, CatalogPrice>> {
  if (held?.version === version) return held.prices;
  const prices = readPrices(null);
  const entry = { version, prices };
  held = entry;
  prices.catch(() => {
    if (held === entry) held = null;
  });
  return prices;
}

/** The catalog's prices of these products (a product not in the catalog is simply absent). */
export async function catalogPrices(ids: readonly number[]): Promise<Map<number, CatalogPrice>> {
  if (ids.length === 0) return new Map();
  const version = catalogVersionNow();
  if (version === null) return readPrices(ids);
  const all = await pricesOfVersion(version);
  const found = new Map<number, CatalogPrice>();
  for (const id of ids) {
    const price = all.get(id);
    if (price) found.set(id, price);
  }
  return found;
}
