import { centsToDollars } from "#app/domain/common/money";
import type { PhotoView } from "#app/domain/photos/rules";

import type { ProductDetails } from "./product-form";

export interface CatalogRow extends ProductDetails {
  categorySlug: string;
  categoryTitle: string;
  id: number;
  slug: string;
  /** The owner's first photo, shown instead of the drawing (imageUrl) when there is one. */
  photo?: PhotoView | null;
}

export type Product = Omit<CatalogRow, "categorySlug" | "categoryTitle">;

export interface Category {
  /** The lowercased title: categories are told apart by it, in any casing. */
  key: string;
  /** The category's slug, made once from its first title. */
  slug: string;
  title: string;
  items: Product[];
}

/** Groups rows (already in display order) by lowercased category title. */
export function groupCatalog(rows: readonly CatalogRow[]): Category[] {
  const byKey = new Map<string, Category>();
  for (const { categorySlug, categoryTitle, ...product } of rows) {
    const key = categoryTitle.trim().toLowerCase();
    let category = byKey.get(key);
    if (!category) {
      category = { key, slug: categorySlug, title: categoryTitle.trim(), items: [] };
      byKey.set(key, category);
    }
    category.items.push(product);
  }
  return [...byKey.values()];
}

/** The public JSON shape of `/api/categories`: price in dollars or null (Call for Price). */
export function toApiCategory(category: Category) {
  return {
    title: category.title,
    items: category.items.map((item) => ({
      id: item.id,
      name: item.name,
      price: item.priceCents === null ? null : centsToDollars(item.priceCents),
      imageUrl: item.imageUrl,
      linkUrl: item.linkUrl,
    })),
  };
}
