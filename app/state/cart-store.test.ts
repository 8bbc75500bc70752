import { describe, expect, it } from "vitest";

import type { CartProduct } from "#app/domain/cart/cart";

import {
  CART_STORAGE_KEY,
  cartReducer,
  type CartStoreOptions,
  createCartStore,
  restoreCart,
  serializeCart,
} from "./cart-store";

const sticker: CartProduct = {
  id: 7,
  name: "Nestz Sticker",
  description: "A weatherproof vinyl sticker.",
  priceCents: 100,
  imageUrl: "/images/sticker.svg",
};

/** A stand-in for localStorage and the window's `storage` events. */
function fakeBrowser(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[CART_STORAGE_KEY, initial]]);
  const hints: boolean[] = [];
  const handlers = new Set<(event: StorageEvent) => void>();
  let failWrites = false;
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new DOMException("full", "QuotaExceededError");
      values.set(key, value);
    },
  };
  const events = {
    addEventListener: (_type: string, handler: (event: StorageEvent) => void) => void handlers.add(handler),
    removeEventListener: (_type: string, handler: (event: StorageEvent) => void) => void handlers.delete(handler),
  } as unknown as ReturnType<CartStoreOptions["events"]>;
  return {
    values,
    handlers,
    failWrites: () => (failWrites = true),
    /** What the has-a-cart hint was last set to, in order. */
    hints,
    options: {
      storage: () => storage,
      events: () => events,
      hint: (hasItems: boolean) => void hints.push(hasItems),
    } satisfies CartStoreOptions,
    /** What another tab writing the key looks like from here. */
    otherTabWrites(newValue: string | null, key: string | null = CART_STORAGE_KEY) {
      for (const handler of handlers) handler({ key, newValue } as StorageEvent);
    },
  };
}

describe("cartReducer", () => {
  it("applies the cart rules and returns the same state when nothing changes", () => {
    const empty = restoreCart(null);
    const one = cartReducer(empty, { type: "add", product: sticker });
    expect(one.cartItems).toEqual([{ ...sticker, quantity: 1 }]);
    expect(cartReducer(one, { type: "remove", id: 999 })).toBe(one);
    expect(cartReducer(empty, { type: "clear" })).toBe(empty);
    expect(cartReducer(one, { type: "clear" }).cartItems).toEqual([]);
    expect(cartReducer(one, { type: "setOpen", open: true }).isCartOpen).toBe(true);
    expect(cartReducer(one, { type: "decrease", id: sticker.id }).cartItems).toEqual([]);
  });
});

describe("serializeCart and restoreCart", () => {
  it("store the { cartItems, isCartOpen } shape and nothing else", () => {
    const state = { cartItems: [{ ...sticker, quantity: 2 }], isCartOpen: true };
    expect(Object.keys(JSON.parse(serializeCart(state)))).toEqual(["cartItems", "isCartOpen"]);
  });

  it("read the lines back but always start closed", () => {
    const state = { cartItems: [{ ...sticker, quantity: 2 }], isCartOpen: true };
    expect(restoreCart(serializeCart(state))).toEqual({ cartItems: state.cartItems, isCartOpen: false });
    expect(restoreCart("not json")).toEqual({ cartItems: [], isCartOpen: false });
  });
});

describe("createCartStore", () => {
  it("reads localStorage once, lazily, and writes every change", () => {
    const browser = fakeBrowser(JSON.stringify({ cartItems: [{ ...sticker, quantity: 3 }], isCartOpen: true }));
    const store = createCartStore(browser.options);
    expect(store.getSnapshot().cartItems[0]?.quantity).toBe(3);
    expect(store.getSnapshot().isCartOpen).toBe(false);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    store.dispatch({ type: "add", product: sticker });
    expect(JSON.parse(browser.values.get(CART_STORAGE_KEY)!).cartItems[0].quantity).toBe(4);
  });

  it("tells subscribers about changes, and only about changes", () => {
    const browser = fakeBrowser();
    const store = createCartStore(browser.options);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: "add", product: sticker });
    store.dispatch({ type: "remove", id: 999 });
    expect(calls).toBe(1);
    unsubscribe();
    expect(browser.handlers.size).toBe(0);
  });

  it("adopts what another tab writes, keeping its own open state", () => {
    const browser = fakeBrowser();
    const store = createCartStore(browser.options);
    let calls = 0;
    store.subscribe(() => calls++);
    store.dispatch({ type: "setOpen", open: true });
    browser.otherTabWrites(JSON.stringify({ cartItems: [{ ...sticker, quantity: 5 }], isCartOpen: false }));
    expect(store.getSnapshot()).toEqual({ cartItems: [{ ...sticker, quantity: 5 }], isCartOpen: true });
    expect(calls).toBe(2);

    // The same lines again (another tab only opened its dropdown): no re-render.
    browser.otherTabWrites(JSON.stringify({ cartItems: [{ ...sticker, quantity: 5 }], isCartOpen: true }));
    expect(calls).toBe(2);
    // Other keys are none of its business.
    browser.otherTabWrites("[]", "something.else");
    expect(calls).toBe(2);
    // localStorage.clear() in another tab empties this cart too.
    browser.otherTabWrites(null, null);
    expect(store.getSnapshot().cartItems).toEqual([]);
  });

  it("keeps working from memory when storage refuses to write or is missing", () => {
    const browser = fakeBrowser();
    browser.failWrites();
    const store = createCartStore(browser.options);
    store.dispatch({ type: "add", product: sticker });
    expect(store.getSnapshot().cartItems).toHaveLength(1);

    const serverLike = createCartStore({ storage: () => null, events: () => null });
    serverLike.subscribe(() => {});
    serverLike.dispatch({ type: "add", product: sticker });
    expect(serverLike.getSnapshot().cartItems).toHaveLength(1);
  });

  it("keeps the has-a-cart hint in step with the stored lines", () => {
    const browser = fakeBrowser();
    const store = createCartStore(browser.options);
    store.subscribe(() => {});
    store.dispatch({ type: "add", product: sticker });
    store.dispatch({ type: "add", product: sticker });
    store.dispatch({ type: "setOpen", open: true });
    store.dispatch({ type: "clear" });
    // Told on subscribing (no cart yet), then only when the lines changed: not for the open state.
    expect(browser.hints).toEqual([false, true, true, false]);

    // A cart stored before the hint existed gets one as soon as a page subscribes.
    const older = fakeBrowser(JSON.stringify({ cartItems: [{ ...sticker, quantity: 1 }], isCartOpen: false }));
    createCartStore(older.options).subscribe(() => {});
    expect(older.hints).toEqual([true]);

    // Nothing stored (storage refused the write): no hint that would send a page looking for it.
    const full = fakeBrowser();
    full.failWrites();
    createCartStore(full.options).dispatch({ type: "add", product: sticker });
    expect(full.hints).toEqual([]);
  });

  it("tells this document what it stored when the lines change, and hears that as its own echo", () => {
    const browser = fakeBrowser();
    const announced: string[] = [];
    const store = createCartStore({
      ...browser.options,
      // As the browser's store does: the announcement arrives as a storage event here too.
      announce: (stored) => {
        announced.push(stored);
        browser.otherTabWrites(stored);
      },
    });
    let changes = 0;
    store.subscribe(() => changes++);
    store.dispatch({ type: "add", product: sticker });
    const storedByAdd = browser.values.get(CART_STORAGE_KEY);
    store.dispatch({ type: "setOpen", open: true });
    expect(announced).toEqual([storedByAdd]);
    expect(JSON.parse(announced[0] ?? "null")).toMatchObject({ cartItems: [{ id: sticker.id, quantity: 1 }] });
    // One change for the add and one for opening: the echo is not a third.
    expect(changes).toBe(2);

    // Nothing stored, nothing announced.
    const full = fakeBrowser();
    full.failWrites();
    const quiet: string[] = [];
    createCartStore({ ...full.options, announce: (stored) => void quiet.push(stored) }).dispatch({
      type: "add",
      product: sticker,
    });
    expect(quiet).toEqual([]);
  });

  it("starts empty from tampered storage", () => {
    const browser = fakeBrowser(JSON.stringify({ cartItems: [{ ...sticker, priceCents: -1, quantity: 1 }] }));
    expect(createCartStore(browser.options).getSnapshot().cartItems).toEqual([]);
  });
});
