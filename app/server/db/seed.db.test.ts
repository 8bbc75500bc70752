import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { seedCatalog } from "#app/content/catalog/catalog";

import { getDb } from "./client.server";
import { prepareDatabase } from "./migrate.server";
import { categories, products } from "./schema.server";

const bySlug = async (slug: string) => (await getDb().select().from(products).where(eq(products.slug, slug)))[0];

describe("the seed that runs on every start", () => {
  it("keeps the owner's edits to seeded products and categories, and never brings back an archived one", async () => {
    const archivedAt = new Date("2026-11-01T12:00:00Z");
    await getDb()
      .update(products)
      .set({ name: "Little Bird Sticker", priceCents: 150, position: 7, description: "Now in two sizes.", version: 3 })
      .where(eq(products.slug, "sticker"));
    await getDb().update(products).set({ archivedAt, position: 0 }).where(eq(products.slug, "hat"));
    await getDb().update(categories).set({ title: "Merch", position: 9 }).where(eq(categories.slug, "shwag"));
    const before = await getDb().select().from(products).orderBy(products.id);
    const categoriesBefore = await getDb().select().from(categories).orderBy(categories.id);

    await prepareDatabase(process.env.DATABASE_URL ?? "");
    await prepareDatabase(process.env.DATABASE_URL ?? "");

    expect(await getDb().select().from(products).orderBy(products.id)).toEqual(before);
    expect(await getDb().select().from(categories).orderBy(categories.id)).toEqual(categoriesBefore);
    expect(await bySlug("sticker")).toMatchObject({
      name: "Little Bird Sticker",
      priceCents: 150,
      position: 7,
      version: 3,
    });
    expect(await bySlug("hat")).toMatchObject({ archivedAt, position: 0 });
    expect(await getDb().select().from(products).where(eq(products.slug, "hat"))).toHaveLength(1);
    expect(await getDb().select().from(products).where(eq(products.name, "Nestz Sticker"))).toEqual([]);
  });

  it("adds back only what is missing", async () => {
    const count = seedCatalog.flatMap((category) => category.products).length;
    await getDb().delete(products).where(eq(products.slug, "t-shirt"));
    await prepareDatabase(process.env.DATABASE_URL ?? "");
    expect(await bySlug("t-shirt")).toMatchObject({ name: "Nestz T-shirt", status: "coming_later" });
    expect(await getDb().select().from(products)).toHaveLength(count);
    expect(await bySlug("sticker")).toMatchObject({ name: "Little Bird Sticker" });
  });
});
