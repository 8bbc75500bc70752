import { eq, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

import { seedCatalog as catalog } from "#app/content/catalog/catalog";
import { inventory } from "#app/content/facts";
import { seedWords } from "#app/content/site/seed-words";
import { PAGE_KEYS } from "#app/domain/site-words/blocks";

import { categories, products, sitePages, sitePageVersions, siteSettings } from "./schema.server";

/** Who wrote the starting words, as the versions list names them. */
export const SEED_AUTHOR = "the starting words";

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
    // The words in app/content are each editable page's first published version.
    for (const page of PAGE_KEYS) {
      const words = seedWords[page];
      const [created] = await tx
        .insert(sitePages)
        .values({ page, draft: words, publishedNumber: 1 })
        .onConflictDoNothing({ target: sitePages.page })
        .returning({ page: sitePages.page });
      if (!created) continue;
      await tx
        .insert(sitePageVersions)
        .values({ page, number: 1, words, publishedAt: sql`now()`, createdByEmail: SEED_AUTHOR });
    }
  });
}
