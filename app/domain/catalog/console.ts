import { priceInputText, type ProductDetails, type ProductFieldName, type ProductFormValues } from "./product-form";

/** A product as the console shows and edits it (archived ones included). */
export interface ConsoleProduct extends ProductDetails {
  id: number;
  slug: string;
  categoryId: number;
  position: number;
  archived: boolean;
  version: number;
}

export interface ConsoleCategory {
  id: number;
  slug: string;
  title: string;
  position: number;
  archived: boolean;
  version: number;
  products: ConsoleProduct[];
}

/** What the product list shows: what is on the site, what was archived, or both. */
export const catalogViews = ["current", "archived", "all"] as const;
export type CatalogView = (typeof catalogViews)[number];
export const catalogViewLabels: Record<CatalogView, string> = {
  current: "On the site",
  archived: "Archived",
  all: "Everything",
};

export function isCatalogView(value: string): value is CatalogView {
  return (catalogViews as readonly string[]).includes(value);
}

/**
 * The categories and products one view shows. "Archived" lists every
 * archived product, under its category, and every archived category whole.
 */
export function viewCatalog(categories: readonly ConsoleCategory[], view: CatalogView): ConsoleCategory[] {
  if (view === "all") return [...categories];
  if (view === "current") {
    return categories
      .filter((category) => !category.archived)
      .map((category) => ({
        ...category,
        products: category.products.filter((product) => !product.archived),
      }));
  }
  return categories
    .map((category) =>
      category.archived ? category : { ...category, products: category.products.filter((product) => product.archived) },
    )
    .filter((category) => category.archived || category.products.length > 0);
}

export type Direction = "up" | "down";

/**
 * A new order after moving one item a place up or down among the items that
 * are on the site (archived ones keep their places and are stepped over).
 * Null when it cannot move: not found, archived, or already at that end.
 */
export function moveInOrder<T extends { id: number; archived: boolean }>(
  items: readonly T[],
  id: number,
  direction: Direction,
): T[] | null {
  const from = items.findIndex((item) => item.id === id);
  const target = items[from];
  if (!target || target.archived) return null;
  const step = direction === "up" ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < items.length && items[to]?.archived) to += step;
  const neighbour = items[to];
  if (!neighbour) return null;
  const order = [...items];
  order[from] = neighbour;
  order[to] = target;
  return order;
}

/** A saved product as its form shows it. */
export function productFormValues(product: ConsoleProduct): ProductFormValues {
  return {
    name: product.name,
    categoryId: String(product.categoryId),
    description: product.description,
    price: priceInputText(product.priceCents),
    imageUrl: product.imageUrl,
    linkUrl: product.linkUrl,
    status: product.status,
    purchasable: product.purchasable,
  };
}

/** A submitted form's fields as they were typed, to show them again. */
export function typedProductValues(fields: Partial<Record<ProductFieldName, string | undefined>>): ProductFormValues {
  return {
    name: fields.name ?? "",
    categoryId: fields.categoryId ?? "",
    description: fields.description ?? "",
    price: fields.price ?? "",
    imageUrl: fields.imageUrl ?? "",
    linkUrl: fields.linkUrl ?? "",
    status: fields.status ?? "available",
    purchasable: fields.purchasable === "on" || fields.purchasable === "true",
  };
}
