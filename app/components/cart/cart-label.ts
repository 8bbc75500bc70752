/**
 * The words and number the cart icon shows. No React here: a content page's
 * bootstrap writes the stored count into the server's HTML with these same
 * functions before the cart itself is loaded.
 */

/** "Cart, 1 item" / "Cart, 3 items": the icon's accessible name. */
export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/** The number on the badge; nothing when the cart is empty. */
export function cartBadge(count: number): string {
  if (count <= 0) return "";
  return count > 99 ? "99+" : String(count);
}

/** The badge element (CartIcon marks it), for the bootstrap to find. */
export const CART_BADGE_SELECTOR = "[data-cart-badge]";
