import { eq } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

import { seedCatalog as catalog } from "#app/content/catalog/catalog";
import { inventory } from "#app/content/facts";

import { categories, products, siteSettings } from "./schema.server";

/**
 * Adds the starting catalog where it is missing. Rows that exist (matched by
 * slug) are left as they are, so edits made later survive every restart.
 */
export async function seedCatalog(db: NodePgDatabase): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [categoryIndex, category] of catalog.entries()) {
      await tx
        .insert(categories)
        .values({ slug: category.slug, title: category.title, position: categoryIndex })
        .onConflictDoNothing({ target: categories.slug });
      const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, category.slug));
      if (!row) throw new Error(`category ${category.slug} vanished while seeding`);
      await tx
        .insert(products)
        .values(category.products.map((product, position) => ({ ...product, categoryId: row.id, position })))
        .onConflictDoNothing({ target: products.slug });
    }
    // The starting figure; from then on the owner's, edited in the console.
    await tx
      .insert(siteSettings)
      .values({ id: 1, unitsReady: inventory.unitsAvailable })
      .onConflictDoNothing({ target: siteSettings.id });
  });
}
