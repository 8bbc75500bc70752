import { type CartState, parseStoredCart } from "#app/domain/cart/cart";

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

/**
 * A cookie that says only "this browser has a cart": the count and the lines stay in
 * localStorage. A page's first localStorage read waits, synchronously, for the browser to open
 * the site's storage (up to 20 ms in a freshly started Chromium), so a content page opens it on
 * load only when this says there is something to count. The server reads it in one place: the
 * checkout renders the empty cart for a browser without it (docs/decisions/0046).
 */
export const CART_HINT_COOKIE = "nestz.has-cart";
export const CART_HINT_VALUE = "1";
/** About 400 days, the longest a browser keeps a cookie; every change to the cart renews it. */
const CART_HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The `document.cookie` assignment that sets (a cart with lines) or clears (an empty one) the hint. */
export function cartHintCookie(hasItems: boolean, secure: boolean): string {
  const value = hasItems ? CART_HINT_VALUE : "";
  const maxAge = hasItems ? CART_HINT_MAX_AGE_SECONDS : 0;
  return `${CART_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether a `document.cookie` string carries the hint. */
export function hasCartHint(cookies: string): boolean {
  return cookies.split(";").some((cookie) => cookie.trim() === `${CART_HINT_COOKIE}=${CART_HINT_VALUE}`);
}
