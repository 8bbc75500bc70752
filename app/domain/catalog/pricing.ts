import type { Cents } from "#app/domain/common/money";

/** Limits on one order, checked on the server whatever the browser sent. */
export const ORDER_LIMITS = { maxLines: 50, minQuantity: 1, maxQuantity: 99 } as const;

/** How the order limits are explained, wherever a request is checked. */
export const cartMessages = {
  empty: "Your cart is empty.",
  tooManyLines: `An order can have at most ${ORDER_LIMITS.maxLines} different items.`,
} as const;

export interface RequestedLine {
  id: number;
  quantity: number;
}

export interface CatalogPrice {
  id: number;
  name: string;
  description: string;
  priceCents: Cents | null;
  purchasable: boolean;
  /** Taken off the shop by the owner: refused, and the buyer told it is gone. */
  archived?: boolean;
}

export interface PricedLine {
  productId: number;
  name: string;
  description: string;
  unitPriceCents: Cents;
  quantity: number;
  lineTotalCents: Cents;
}

/** Why a cart could not be priced as asked. */
export type PricingRefusalCode =
  | "empty_cart"
  | "too_many_lines"
  | "duplicate_item"
  | "invalid_quantity"
  | "unknown_product"
  | "not_purchasable"
  | "amount_mismatch";

export type PricingResult =
  { ok: true; lines: PricedLine[]; totalCents: Cents } | { ok: false; code: PricingRefusalCode; message: string };

const refuse = (code: PricingRefusalCode, message: string): PricingResult => ({ ok: false, code, message });

/**
 * Prices a cart from the catalog, never from what the browser says a thing
 * costs, and refuses anything that could not be bought as asked. The amount
 * the browser computed must match to the cent.
 */
export function priceCart(
  requested: readonly RequestedLine[],
  catalog: ReadonlyMap<number, CatalogPrice>,
  expectedAmountCents: Cents,
): PricingResult {
  if (requested.length === 0) return refuse("empty_cart", cartMessages.empty);
  if (requested.length > ORDER_LIMITS.maxLines) {
    return refuse("too_many_lines", cartMessages.tooManyLines);
  }
  const seen = new Set<number>();
  const lines: PricedLine[] = [];
  for (const { id, quantity } of requested) {
    if (seen.has(id)) return refuse("duplicate_item", "Each item may appear only once in an order.");
    seen.add(id);
    if (!Number.isInteger(quantity) || quantity < ORDER_LIMITS.minQuantity || quantity > ORDER_LIMITS.maxQuantity) {
      return refuse(
        "invalid_quantity",
        `Quantities must be whole numbers from ${ORDER_LIMITS.minQuantity} to ${ORDER_LIMITS.maxQuantity}.`,
      );
    }
    const product = catalog.get(id);
    if (!product) return refuse("unknown_product", "Something in your cart is no longer in our shop.");
    if (product.archived) {
      return refuse("not_purchasable", `${product.name} is no longer in our shop. Please remove it from your cart.`);
    }
    if (!product.purchasable || product.priceCents === null) {
      return refuse("not_purchasable", `${product.name} can't be bought online. Please call us about it.`);
    }
    lines.push({
      productId: id,
      name: product.name,
      description: product.description,
      unitPriceCents: product.priceCents,
      quantity,
      lineTotalCents: product.priceCents * quantity,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (!Number.isSafeInteger(expectedAmountCents) || expectedAmountCents !== totalCents) {
    return refuse(
      "amount_mismatch",
      "Prices changed since you added these items. Please review your cart and try again.",
    );
  }
  return { ok: true, lines, totalCents };
}

/** "NZ-000042": the number a buyer sees and quotes on the phone. */
export function orderNumber(id: number): string {
  return `NZ-${String(id).padStart(6, "0")}`;
}
