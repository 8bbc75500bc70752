import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, readStoredCart, restoreCart, serializeCart } from "./cart-storage";

const line = { id: 7, name: "Nestz Sticker", description: "A sticker.", priceCents: 100, imageUrl: "/images/sticker.svg", quantity: 2 };

describe("readStoredCart", () => {
  it("reads the one key the store writes", () => {
    const stored = serializeCart({ cartItems: [line], isCartOpen: true });
    const storage = { getItem: (key: string) => (key === CART_STORAGE_KEY ? stored : null), setItem: () => {} };
    expect(restoreCart(readStoredCart(storage))).toEqual({ cartItems: [line], isCartOpen: false });
  });

  it("gives null without storage or when reading it throws (storage switched off)", () => {
    expect(readStoredCart(null)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {},
    };
    expect(readStoredCart(blocked)).toBeNull();
    expect(restoreCart(readStoredCart(blocked)).cartItems).toEqual([]);
  });
});
