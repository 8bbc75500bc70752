import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  addItemToCart,
  applyCurrentPrices,
  canAddItem,
  cartCount,
  type CartItem,
  type CartProduct,
  cartTotalCents,
  decreaseItemQuantity,
  EMPTY_CART,
  MAX_LINES,
  MAX_QUANTITY,
  parseStoredCart,
  paymentAmountCents,
  paymentLines,
  removeItemFromCart,
  setCartOpen,
} from "./cart";

const sticker: CartProduct = {
  id: 7,
  name: "Nestz Sticker",
  description: "A weatherproof vinyl sticker.",
  priceCents: 100,
  imageUrl: "/images/sticker.svg",
};
const mug: CartProduct = { id: 8, name: "Mug", description: "Enamel.", priceCents: 1_450, imageUrl: "/images/mug.svg" };

const line = (product: CartProduct, quantity: number): CartItem => ({ ...product, quantity });

describe("adding", () => {
  it("adds a new item with quantity 1", () => {
    expect(addItemToCart([], sticker)).toEqual([line(sticker, 1)]);
  });

  it("raises the quantity of an item already there, keeping the order of lines", () => {
    const cart = [line(sticker, 2), line(mug, 1)];
    expect(addItemToCart(cart, sticker)).toEqual([line(sticker, 3), line(mug, 1)]);
  });

  it("keeps only the cart's fields of what is added", () => {
    const product = { ...sticker, status: "available", purchasable: true } as CartProduct;
    expect(Object.keys(addItemToCart([], product)[0]!).sort()).toEqual(
      ["description", "id", "imageUrl", "name", "priceCents", "quantity"].sort(),
    );
  });

  it("stops at 99 of one item and at 50 lines, returning the same cart", () => {
    const full = [line(sticker, MAX_QUANTITY)];
    expect(canAddItem(full, sticker.id)).toBe(false);
    expect(addItemToCart(full, sticker)).toBe(full);
    const many = Array.from({ length: MAX_LINES }, (_, index) => line({ ...sticker, id: index + 100 }, 1));
    expect(addItemToCart(many, sticker)).toBe(many);
    expect(addItemToCart(many, { ...sticker, id: 100 })[0]?.quantity).toBe(2);
  });

  it("does not change the cart it was given", () => {
    const cart = Object.freeze([Object.freeze(line(sticker, 1))]) as CartItem[];
    expect(() => addItemToCart(cart, sticker)).not.toThrow();
    expect(cart[0]?.quantity).toBe(1);
  });
});

describe("decreasing and removing", () => {
  it("lowers a quantity above 1 by one", () => {
    expect(decreaseItemQuantity([line(sticker, 3), line(mug, 1)], sticker.id)).toEqual([
      line(sticker, 2),
      line(mug, 1),
    ]);
  });

  it("removes the line when the quantity is 1", () => {
    expect(decreaseItemQuantity([line(sticker, 1), line(mug, 2)], sticker.id)).toEqual([line(mug, 2)]);
  });

  it("remove deletes the whole line whatever its quantity", () => {
    expect(removeItemFromCart([line(sticker, 5), line(mug, 2)], sticker.id)).toEqual([line(mug, 2)]);
  });

  it("returns the same cart for an item that is not there", () => {
    const cart = [line(mug, 1)];
    expect(decreaseItemQuantity(cart, 999)).toBe(cart);
    expect(removeItemFromCart(cart, 999)).toBe(cart);
  });
});

describe("count, total and payment amount", () => {
  it("counts every unit and totals quantity × price in cents", () => {
    const cart = [line(sticker, 3), line(mug, 2)];
    expect(cartCount(cart)).toBe(5);
    expect(cartTotalCents(cart)).toBe(3 * 100 + 2 * 1_450);
    expect(paymentAmountCents(cart)).toBe(3_200);
    expect(cartCount([])).toBe(0);
    expect(paymentAmountCents([])).toBe(0);
  });

  it("never drifts the way dollars in floating point do", () => {
    // 0.1 + 0.2 !== 0.3 in dollars; in cents it is exact.
    const cart = [line({ ...sticker, id: 1, priceCents: 10 }, 1), line({ ...sticker, id: 2, priceCents: 20 }, 1)];
    expect(paymentAmountCents(cart)).toBe(30);
    const pennies = [line({ ...sticker, priceCents: 1_999 }, 99)];
    expect(paymentAmountCents(pennies)).toBe(197_901);
  });

  it("sends ids and quantities to the payment API, never prices", () => {
    expect(paymentLines([line(sticker, 2)])).toEqual([{ id: sticker.id, quantity: 2 }]);
  });
});

describe("applyCurrentPrices", () => {
  it("updates names and prices and drops what can't be bought any more", () => {
    const cart = [line(sticker, 2), line(mug, 1), line({ ...sticker, id: 99 }, 1)];
    const current = new Map([
      [sticker.id, { name: "Nestz Sticker", priceCents: 150 }],
      [mug.id, { name: "Mug", priceCents: null }],
    ]);
    expect(applyCurrentPrices(cart, current)).toEqual([line({ ...sticker, priceCents: 150 }, 2)]);
  });

  it("returns the same cart when the prices are current", () => {
    const cart = [line(sticker, 2)];
    expect(applyCurrentPrices(cart, new Map([[sticker.id, { name: sticker.name, priceCents: 100 }]]))).toBe(cart);
  });
});

describe("open and closed", () => {
  it("sets isCartOpen, returning the same state when nothing changes", () => {
    const open = setCartOpen(EMPTY_CART, true);
    expect(open).toEqual({ cartItems: [], isCartOpen: true });
    expect(setCartOpen(open, true)).toBe(open);
    expect(setCartOpen(open, false).isCartOpen).toBe(false);
  });
});

describe("parseStoredCart", () => {
  const stored = { cartItems: [line(sticker, 2)], isCartOpen: false };

  it("reads back what was written, as JSON text or as a value", () => {
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredCart(stored)).toEqual(stored);
  });

  it.each([
    ["nothing", null],
    ["undefined", undefined],
    ["broken JSON", "{cartItems: ["],
    ["a number", 42],
    ["an array", [line(sticker, 1)]],
    ["items that are not a list", { cartItems: "lots" }],
    ["a negative price", { cartItems: [line({ ...sticker, priceCents: -100 }, 1)] }],
    ["a fractional price", { cartItems: [line({ ...sticker, priceCents: 0.5 }, 1)] }],
    ["a price as text", { cartItems: [{ ...line(sticker, 1), priceCents: "1.00" }] }],
    ["a quantity as text", { cartItems: [{ ...line(sticker, 1), quantity: "9" }] }],
    ["a missing name", { cartItems: [{ ...line(sticker, 1), name: undefined }] }],
    ["an image elsewhere", { cartItems: [line({ ...sticker, imageUrl: "https://tracker.example/p.gif" }, 1)] }],
    ["a protocol-relative image", { cartItems: [line({ ...sticker, imageUrl: "//tracker.example/p.gif" }, 1)] }],
    ["a script address", { cartItems: [line({ ...sticker, imageUrl: "javascript:alert(1)" }, 1)] }],
    ["a fractional id", { cartItems: [line({ ...sticker, id: 1.5 }, 1)] }],
    ["the same line twice", { cartItems: [line(sticker, 1), line(sticker, 2)] }],
  ])("gives the empty cart for %s", (_label, value) => {
    expect(parseStoredCart(value)).toEqual(EMPTY_CART);
  });

  it("clamps quantities to 1..99", () => {
    const parsed = parseStoredCart({
      cartItems: [
        line(sticker, 0),
        line(mug, 1_000),
        line({ ...sticker, id: 9 }, -4),
        line({ ...sticker, id: 10 }, 2.7),
      ],
    });
    expect(parsed.cartItems.map((item) => item.quantity)).toEqual([1, 99, 1, 2]);
  });

  it("keeps at most 50 lines", () => {
    const cartItems = Array.from({ length: 80 }, (_, index) => line({ ...sticker, id: index + 1 }, 1));
    const parsed = parseStoredCart({ cartItems });
    expect(parsed.cartItems).toHaveLength(MAX_LINES);
    expect(parsed.cartItems[0]?.id).toBe(1);
  });

  it("reads a cart stored without isCartOpen as closed", () => {
    expect(parseStoredCart({ cartItems: [] })).toEqual(EMPTY_CART);
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStoredCart(value);
        expect(parsed.cartItems.length).toBeLessThanOrEqual(MAX_LINES);
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void parseStoredCart(text)));
  });
});

// --- Properties ------------------------------------------------------------

/** A small catalogue, so sequences often touch the same item again. */
const catalogue = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.string({ minLength: 1, maxLength: 20 }),
    description: fc.string({ maxLength: 40 }),
    priceCents: fc.integer({ min: 0, max: 100_000_00 }),
    imageUrl: fc.constant("/images/sticker.svg"),
  }),
  { minLength: 1, maxLength: 6, selector: (product) => product.id },
);

type Action = { kind: "add" | "decrease" | "remove"; index: number };
const action: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom("add", "decrease", "remove"),
  index: fc.nat({ max: 5 }),
});

function run(products: CartProduct[], actions: Action[], start: CartItem[] = []): CartItem[] {
  return actions.reduce((cart, { kind, index }) => {
    const product = products[index % products.length]!;
    if (kind === "add") return addItemToCart(cart, product);
    if (kind === "decrease") return decreaseItemQuantity(cart, product.id);
    return removeItemFromCart(cart, product.id);
  }, start);
}

describe("properties", () => {
  it("after any sequence of actions the total is the sum of quantity × price and every quantity is 1..99", () => {
    fc.assert(
      fc.property(catalogue, fc.array(action, { maxLength: 200 }), (products, actions) => {
        const cart = run(products, actions);
        const expected = cart.reduce((sum, item) => sum + item.quantity * item.priceCents, 0);
        expect(cartTotalCents(cart)).toBe(expected);
        expect(paymentAmountCents(cart)).toBe(expected);
        expect(Number.isSafeInteger(expected)).toBe(true);
        for (const item of cart) {
          expect(item.quantity).toBeGreaterThanOrEqual(1);
          expect(item.quantity).toBeLessThanOrEqual(MAX_QUANTITY);
        }
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
      }),
    );
  });

  it("a product's quantity is its adds minus its decreases since its last removal (floored at 0)", () => {
    fc.assert(
      fc.property(catalogue, fc.array(action, { maxLength: 60 }), (products, actions) => {
        const cart = run(products, actions);
        for (const [index, product] of products.entries()) {
          let expected = 0;
          for (const step of actions) {
            if (products[step.index % products.length]!.id !== product.id) continue;
            if (step.kind === "add") expected = Math.min(MAX_QUANTITY, expected + 1);
            else if (step.kind === "decrease") expected = Math.max(0, expected - 1);
            else expected = 0;
          }
          expect(cart.find((item) => item.id === products[index]!.id)?.quantity ?? 0).toBe(expected);
        }
      }),
    );
  });

  it("adding an item and then decreasing it gives back the cart before (below the limits)", () => {
    fc.assert(
      fc.property(catalogue, fc.array(action, { maxLength: 60 }), fc.nat(), (products, actions, pick) => {
        const before = run(products, actions);
        const product = products[pick % products.length]!;
        fc.pre(canAddItem(before, product.id));
        const after = decreaseItemQuantity(addItemToCart(before, product), product.id);
        expect(after).toEqual(before);
      }),
    );
  });

  it("removing an item leaves every other line as it was", () => {
    fc.assert(
      fc.property(catalogue, fc.array(action, { maxLength: 60 }), fc.nat(), (products, actions, pick) => {
        const before = run(products, actions);
        const product = products[pick % products.length]!;
        const after = removeItemFromCart(before, product.id);
        expect(after).toEqual(before.filter((item) => item.id !== product.id));
      }),
    );
  });
});
