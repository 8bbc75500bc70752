import { asc, eq } from "drizzle-orm";
import { groupCatalog, type CatalogRow } from "#app/domain/catalog";
import { withDb } from "./db/client.server";
import { categories, products } from "./db/schema.server";

async function catalogRows(): Promise<CatalogRow[]> {
  return withDb((db) =>
    db
      .select({
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
      .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id)),
  );
}

/** The shop's categories in order, each with its products. */
export async function listCategories() {
  return groupCatalog(await catalogRows());
}

/** The products of one category, found by its title in any casing. */
export async function findCategory(title: string) {
  const all = await listCategories();
  return all.find((category) => category.key === title.trim().toLowerCase()) ?? null;
}
