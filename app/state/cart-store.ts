import { useSyncExternalStore } from "react";

import {
  addItemToCart,
  applyCurrentPrices,
  cartCount,
  type CartProduct,
  type CartState,
  cartTotalCents,
  type CurrentPrice,
  decreaseItemQuantity,
  EMPTY_CART,
  removeItemFromCart,
  setCartOpen,
} from "#app/domain/cart/cart";

import {
  CART_STORAGE_KEY,
  cartHintCookie,
  readStoredCart,
  restoreCart,
  serializeCart,
  type StorageLike,
} from "./cart-storage";

export { CART_STORAGE_KEY, restoreCart, serializeCart };

/**
 * The cart of this browser: a tiny external store read with
 * useSyncExternalStore, kept in localStorage under one key (the
 * `{ cartItems, isCartOpen }` shape; never who is signed in) and shared
 * between tabs through the `storage` event.
 *
 * The server (and hydration) always sees the empty cart, so the HTML never
 * disagrees with the first client render; the stored cart shows up right
 * after hydration. Whether the dropdown is open belongs to one tab: it is
 * written with the rest but never read back, so a reload or another tab
 * starts closed.
 */

export type CartAction =
  | { type: "add"; product: CartProduct }
  | { type: "decrease"; id: number }
  | { type: "remove"; id: number }
  | { type: "clear" }
  | { type: "reprice"; current: ReadonlyMap<number, CurrentPrice> }
  | { type: "setOpen"; open: boolean };

export function cartReducer(state: CartState, action: CartAction): CartState {
  const withItems = (cartItems: CartState["cartItems"]) =>
    cartItems === state.cartItems ? state : { ...state, cartItems };
  switch (action.type) {
    case "add":
      return withItems(addItemToCart(state.cartItems, action.product));
    case "decrease":
      return withItems(decreaseItemQuantity(state.cartItems, action.id));
    case "remove":
      return withItems(removeItemFromCart(state.cartItems, action.id));
    case "clear":
      return withItems(state.cartItems.length === 0 ? state.cartItems : []);
    case "reprice":
      return withItems(applyCurrentPrices(state.cartItems, action.current));
    case "setOpen":
      return setCartOpen(state, action.open);
  }
}

export interface CartStoreOptions {
  /** localStorage, or null where there is none (the server, or storage switched off). */
  storage: () => StorageLike | null;
  /** Where `storage` events arrive (the window), or null. */
  events: () => Pick<Window, "addEventListener" | "removeEventListener"> | null;
  /** Keeps the has-a-cart hint (./cart-storage.ts) in step with what is stored. */
  hint?: (hasItems: boolean) => void;
  /**
   * Tells this document what was just stored. Browsers send `storage` events
   * to other tabs only; on a content page the islands' bootstrap keeps the
   * header's count from them until the cart itself is mounted.
   */
  announce?: (stored: string) => void;
}

export interface CartStore {
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  dispatch(action: CartAction): CartState;
}

export function createCartStore({ storage, events, hint, announce }: CartStoreOptions): CartStore {
  let state: CartState | null = null;
  /** The stored lines as last written or read, to tell a real change from an echo. */
  let lastItemsJson = "[]";
  const listeners = new Set<() => void>();

  // storage() itself may throw when storage is switched off: the cart then lives in memory only.
  function read(): string | null {
    try {
      return readStoredCart(storage());
    } catch {
      return null;
    }
  }

  function current(): CartState {
    if (state === null) {
      state = restoreCart(read());
      lastItemsJson = JSON.stringify(state.cartItems);
    }
    return state;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent) {
    // event.key is null when another tab cleared all of localStorage.
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    const next = restoreCart(event.newValue, current().isCartOpen);
    const itemsJson = JSON.stringify(next.cartItems);
    if (itemsJson === lastItemsJson) return;
    lastItemsJson = itemsJson;
    state = next;
    emit();
  }

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        events()?.addEventListener("storage", onStorage);
        // A cart stored before the hint existed (or whose hint has lapsed) gets one here.
        hint?.(current().cartItems.length > 0);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events()?.removeEventListener("storage", onStorage);
      };
    },
    dispatch(action) {
      const before = current();
      const next = cartReducer(before, action);
      if (next === before) return before;
      state = next;
      lastItemsJson = JSON.stringify(next.cartItems);
      try {
        const target = storage();
        const stored = serializeCart(next);
        target?.setItem(CART_STORAGE_KEY, stored);
        if (target && next.cartItems !== before.cartItems) {
          hint?.(next.cartItems.length > 0);
          announce?.(stored);
        }
      } catch {
        // Full or switched off: this tab keeps working from memory.
      }
      emit();
      return next;
    },
  };
}

const inBrowser = typeof window !== "undefined";

export const cartStore = createCartStore({
  storage: () => (inBrowser ? window.localStorage : null),
  events: () => (inBrowser ? window : null),
  hint: (hasItems) => {
    document.cookie = cartHintCookie(hasItems, window.location.protocol === "https:");
  },
  // This store hears it too, and knows it for an echo of what it wrote.
  announce: (stored) => window.dispatchEvent(new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue: stored })),
});

const serverSnapshot = () => EMPTY_CART;

/** The cart, with its count and total; the empty cart on the server and during hydration. */
export function useCart() {
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverSnapshot);
  return {
    cartItems: state.cartItems,
    isCartOpen: state.isCartOpen,
    count: cartCount(state.cartItems),
    totalCents: cartTotalCents(state.cartItems),
  };
}

export const cartActions = {
  /** Returns whether the item went in (false at the quantity or line limit). */
  add: (product: CartProduct) => {
    const before = cartStore.getSnapshot();
    return cartStore.dispatch({ type: "add", product }) !== before;
  },
  decrease: (id: number) => void cartStore.dispatch({ type: "decrease", id }),
  remove: (id: number) => void cartStore.dispatch({ type: "remove", id }),
  clear: () => void cartStore.dispatch({ type: "clear" }),
  reprice: (current: ReadonlyMap<number, CurrentPrice>) => void cartStore.dispatch({ type: "reprice", current }),
  setOpen: (open: boolean) => void cartStore.dispatch({ type: "setOpen", open }),
  toggle: () => void cartStore.dispatch({ type: "setOpen", open: !cartStore.getSnapshot().isCartOpen }),
};
