import { describe, expect, it } from "vitest";

import { type CatalogRow, groupCatalog, toApiCategory } from "./catalog";

const row = (categoryTitle: string, id: number, priceCents: number | null = null): CatalogRow => ({
  categorySlug: categoryTitle.toLowerCase(),
  categoryTitle,
  id,
  slug: `p${id}`,
  name: `Product ${id}`,
  description: "",
  priceCents,
  imageUrl: `/images/p${id}.svg`,
  linkUrl: `/p${id}`,
  status: "available",
  purchasable: priceCents !== null,
});

describe("groupCatalog", () => {
  it("groups by lowercased title, keeping the order of first appearance", () => {
    const grouped = groupCatalog([row("Homes", 1), row("Shwag", 2, 100), row("homes", 3)]);
    expect(grouped.map((category) => category.key)).toEqual(["homes", "shwag"]);
    expect(grouped[0]?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(grouped[0]?.title).toBe("Homes");
    expect(grouped[1]?.slug).toBe("shwag");
  });

  it("returns nothing for an empty catalog", () => {
    expect(groupCatalog([])).toEqual([]);
  });
});

describe("toApiCategory", () => {
  it("speaks dollars, with null for Call for Price", () => {
    const [homes, shwag] = groupCatalog([row("Homes", 1), row("Shwag", 2, 100)]);
    expect(toApiCategory(homes!).items[0]?.price).toBeNull();
    expect(toApiCategory(shwag!)).toEqual({
      title: "Shwag",
      items: [{ id: 2, name: "Product 2", price: 1, imageUrl: "/images/p2.svg", linkUrl: "/p2" }],
    });
  });
});
