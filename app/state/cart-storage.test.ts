import { describe, expect, it } from "vitest";

import {
  CART_HINT_COOKIE,
  CART_STORAGE_KEY,
  cartHintCookie,
  hasCartHint,
  readStoredCart,
  restoreCart,
  serializeCart,
} from "./cart-storage";

const line = {
  id: 7,
  name: "Nestz Sticker",
  description: "A sticker.",
  priceCents: 100,
  imageUrl: "/images/sticker.svg",
  quantity: 2,
};

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

describe("the has-a-cart hint", () => {
  it("is set for the whole site for about 400 days, and cleared with Max-Age=0", () => {
    expect(cartHintCookie(true, false)).toBe(`${CART_HINT_COOKIE}=1; Path=/; Max-Age=34560000; SameSite=Lax`);
    expect(cartHintCookie(false, false)).toBe(`${CART_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    expect(cartHintCookie(true, true)).toMatch(/; Secure$/);
  });

  it("is read from document.cookie among other cookies, and only when it says 1", () => {
    expect(hasCartHint(`theme=dark; ${CART_HINT_COOKIE}=1; other=2`)).toBe(true);
    expect(hasCartHint(`${CART_HINT_COOKIE}=1`)).toBe(true);
    expect(hasCartHint("")).toBe(false);
    expect(hasCartHint(`${CART_HINT_COOKIE}=`)).toBe(false);
    expect(hasCartHint(`x${CART_HINT_COOKIE}=1; ${CART_HINT_COOKIE}=10`)).toBe(false);
  });
});
