import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { seedCatalog } from "#app/content/catalog/catalog";
import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";

import { findCategory, listCategories } from "./queries.server";

describe("catalog", () => {
  it("lists the seeded categories in order, with every product", async () => {
    const categories = await listCategories();
    expect(categories.map((category) => category.title)).toEqual(seedCatalog.map((category) => category.title));
    expect(categories.flatMap((category) => category.items.map((item) => item.slug))).toEqual(
      seedCatalog.flatMap((category) => category.products.map((product) => product.slug)),
    );
  });

  it("finds a category by title in any casing", async () => {
    const shwag = await findCategory("SHWAG");
    expect(shwag?.items.find((item) => item.slug === "sticker")?.priceCents).toBe(100);
    expect(await findCategory("nothing")).toBeNull();
  });

  it("keeps homes at Call for Price and out of the cart", async () => {
    const homes = await findCategory("homes");
    expect(homes?.items.length).toBeGreaterThan(0);
    for (const home of homes?.items ?? []) {
      expect(home.priceCents).toBeNull();
      expect(home.purchasable).toBe(false);
    }
  });

  it("refuses a purchasable product without a price", async () => {
    await expect(
      getDb().update(products).set({ priceCents: null }).where(eq(products.slug, "sticker")),
    ).rejects.toMatchObject({ cause: { constraint: "products_purchasable_has_price" } });
  });
});
