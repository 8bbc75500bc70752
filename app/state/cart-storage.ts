import { parseStoredCart, type CartState } from "#app/domain/cart";

/**
 * How the cart is kept in localStorage: one key, the `{ cartItems, isCartOpen }`
 * shape. No React here, so a page that ships no framework (a content page's
 * bootstrap) reads the stored cart with the very function the store uses.
 */

export const CART_STORAGE_KEY = "nestz.cart";

export type StorageLike = Pick<Storage, "getItem" | "setItem">;

export function serializeCart(state: CartState): string {
  return JSON.stringify({ cartItems: state.cartItems, isCartOpen: state.isCartOpen });
}

/** What a tab starts with, or adopts when another tab writes: the stored lines, and its own open state. */
export function restoreCart(stored: string | null, isCartOpen = false): CartState {
  return { cartItems: parseStoredCart(stored).cartItems, isCartOpen };
}

/** The stored value, or null when there is none or storage is switched off (the cart then lives in memory). */
export function readStoredCart(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(CART_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
