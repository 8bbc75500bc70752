import { describe, expect, it } from "vitest";

import { type ConsoleCategory, type ConsoleProduct, moveInOrder, viewCatalog } from "./console";

const item = (id: number, archived = false) => ({ id, archived });
const ids = (items: { id: number }[] | null) => items?.map((entry) => entry.id) ?? null;

describe("moving an item a place", () => {
  it("swaps it with its neighbour", () => {
    const items = [item(1), item(2), item(3)];
    expect(ids(moveInOrder(items, 2, "up"))).toEqual([2, 1, 3]);
    expect(ids(moveInOrder(items, 2, "down"))).toEqual([1, 3, 2]);
    expect(ids(items)).toEqual([1, 2, 3]);
  });

  it("steps over archived items, which keep their places", () => {
    const items = [item(1), item(2, true), item(3)];
    expect(ids(moveInOrder(items, 3, "up"))).toEqual([3, 2, 1]);
    expect(ids(moveInOrder(items, 1, "down"))).toEqual([3, 2, 1]);
  });

  it("does nothing at an end, for an archived item, or an unknown one", () => {
    const items = [item(1), item(2), item(3, true)];
    expect(moveInOrder(items, 1, "up")).toBeNull();
    expect(moveInOrder(items, 2, "down")).toBeNull();
    expect(moveInOrder(items, 3, "up")).toBeNull();
    expect(moveInOrder(items, 9, "up")).toBeNull();
  });
});

const product = (id: number, archived = false): ConsoleProduct => ({
  id,
  slug: `p${id}`,
  categoryId: 1,
  name: `P${id}`,
  description: "",
  priceCents: null,
  imageUrl: "/images/p.svg",
  linkUrl: "/Shop",
  status: "available",
  purchasable: false,
  position: id,
  archived,
  version: 1,
});

const category = (id: number, archived: boolean, products: ConsoleProduct[]): ConsoleCategory => ({
  id,
  slug: `c${id}`,
  title: `C${id}`,
  position: id,
  archived,
  version: 1,
  products,
});

describe("the list's views", () => {
  const catalog = [
    category(1, false, [product(1), product(2, true)]),
    category(2, true, [product(3)]),
    category(3, false, []),
  ];
  const shape = (view: ConsoleCategory[]) => view.map((entry) => [entry.id, entry.products.map((p) => p.id)]);

  it("'On the site' hides archived categories and products, and keeps empty categories", () => {
    expect(shape(viewCatalog(catalog, "current"))).toEqual([
      [1, [1]],
      [3, []],
    ]);
  });

  it("'Archived' shows archived products under their category, and archived categories whole", () => {
    expect(shape(viewCatalog(catalog, "archived"))).toEqual([
      [1, [2]],
      [2, [3]],
    ]);
  });

  it("'Everything' shows it all", () => {
    expect(shape(viewCatalog(catalog, "all"))).toEqual([
      [1, [1, 2]],
      [2, [3]],
      [3, []],
    ]);
  });
});
