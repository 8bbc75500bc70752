import { and, asc, eq, isNull } from "drizzle-orm";

import { type CatalogRow, groupCatalog } from "#app/domain/catalog/catalog";
import { withDb } from "#app/server/db/client.server";
import { categories, products } from "#app/server/db/schema.server";
import { firstPhotos } from "#app/server/photos/queries.server";

async function catalogRows(): Promise<CatalogRow[]> {
  return withDb((db) =>
    db
      .select({
        categorySlug: categories.slug,
        categoryTitle: categories.title,
        id: products.id,
        slug: products.slug,
        name: products.name,
        description: products.description,
        priceCents: products.priceCents,
        imageUrl: products.imageUrl,
        linkUrl: products.linkUrl,
        status: products.status,
        purchasable: products.purchasable,
      })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      // Archived products and categories have left the site; read per request, so an archive shows at once.
      .where(and(isNull(products.archivedAt), isNull(categories.archivedAt)))
      .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id)),
  );
}

/** The shop's categories in order, each with its products (and the first photo of those that have one). */
export async function listCategories() {
  const rows = await catalogRows();
  const photos = await firstPhotos(rows.map((row) => row.id));
  return groupCatalog(rows.map((row) => ({ ...row, photo: photos.get(row.id) ?? null })));
}

/**
 * The products of one category, found by its slug (which never changes, so
 * a renamed category keeps its page) or else by its title in any casing.
 */
export async function findCategory(slugOrTitle: string) {
  const all = await listCategories();
  const key = slugOrTitle.trim().toLowerCase();
  return all.find((category) => category.slug === key) ?? all.find((category) => category.key === key) ?? null;
}
