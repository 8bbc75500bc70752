/** What the console reads of the catalog: categories with their products, one of each, the choices a product form offers. */
import { asc, eq } from "drizzle-orm";

import { type ConsoleCategory, type ConsoleProduct } from "#app/domain/catalog/console";
import { withDb } from "#app/server/db/client.server";
import { categories, products } from "#app/server/db/schema.server";

export function toConsoleProduct(row: ProductRow): ConsoleProduct {
  return {
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    status: row.status,
    purchasable: row.purchasable,
    position: row.position,
    archived: row.archivedAt !== null,
    version: row.version,
  };
}

export async function getProduct(id: number): Promise<ConsoleProduct | null> {
  return withDb(async (db) => {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row ? toConsoleProduct(row) : null;
  });
}

/** Every product of the console's list, in shop order, archived ones included. */
export async function listAllProducts(): Promise<ConsoleProduct[]> {
  return withDb(async (db) => {
    const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
    return rows.map(toConsoleProduct);
  });
}

export type ConsoleCategoryOnly = Omit<ConsoleCategory, "products">;

export async function listCategoryChoices(): Promise<ConsoleCategoryOnly[]> {
  return withDb(async (db) => {
    const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
    return rows.map(toConsoleCategory);
  });
}

/** Every category with its products, in shop order, archived ones included: the console's list. */
export async function listConsoleCatalog(): Promise<ConsoleCategory[]> {
  const [all, items] = await Promise.all([listCategoryChoices(), listAllProducts()]);
  return all.map((category) => ({
    ...category,
    products: items.filter((product) => product.categoryId === category.id),
  }));
}

export async function getCategory(id: number): Promise<ConsoleCategoryOnly | null> {
  return withDb(async (db) => {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row ? toConsoleCategory(row) : null;
  });
}

export type CategoryRow = typeof categories.$inferSelect;

export function toConsoleCategory(row: CategoryRow): ConsoleCategoryOnly {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    position: row.position,
    archived: row.archivedAt !== null,
    version: row.version,
  };
}

export type ProductRow = typeof products.$inferSelect;
