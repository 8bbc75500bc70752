import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { type CatalogPrice, orderNumber, priceCart } from "./pricing";

const catalog = new Map<number, CatalogPrice>([
  [6, { id: 6, name: "Nestz Sticker", description: "Vinyl", priceCents: 100, purchasable: true }],
  [7, { id: 7, name: "Nestz Mug", description: "Ceramic", priceCents: 1_450, purchasable: true }],
  [1, { id: 1, name: "Bedroom Nestz", description: "Home", priceCents: null, purchasable: false }],
  [8, { id: 8, name: "Nestz Hat", description: "Soon", priceCents: null, purchasable: false }],
]);

describe("priceCart", () => {
  it("prices from the catalog and checks the browser's amount to the cent", () => {
    const result = priceCart(
      [
        { id: 6, quantity: 3 },
        { id: 7, quantity: 1 },
      ],
      catalog,
      1_750,
    );
    expect(result).toMatchObject({ ok: true, totalCents: 1_750 });
    expect(result.ok && result.lines.map((line) => line.lineTotalCents)).toEqual([300, 1_450]);
  });

  it("refuses a cart whose amount differs", () => {
    expect(priceCart([{ id: 6, quantity: 3 }], catalog, 299)).toMatchObject({
      ok: false,
      code: "amount_mismatch",
    });
  });

  it("refuses homes, coming-later items and unknown products", () => {
    expect(priceCart([{ id: 1, quantity: 1 }], catalog, 0)).toMatchObject({ code: "not_purchasable" });
    expect(priceCart([{ id: 8, quantity: 1 }], catalog, 0)).toMatchObject({ code: "not_purchasable" });
    expect(priceCart([{ id: 99, quantity: 1 }], catalog, 100)).toMatchObject({ code: "unknown_product" });
  });

  it("refuses an archived product by name, even one still marked purchasable", () => {
    const archived = new Map(catalog).set(9, {
      id: 9,
      name: "Nestz Mug",
      description: "Gone",
      priceCents: 350,
      purchasable: false,
      archived: true,
    });
    const result = priceCart(
      [
        { id: 6, quantity: 1 },
        { id: 9, quantity: 1 },
      ],
      archived,
      450,
    );
    expect(result).toEqual({
      ok: false,
      code: "not_purchasable",
      message: "Nestz Mug is no longer in our shop. Please remove it from your cart.",
    });
  });

  it("refuses quantities below 1, above 99 or fractional, and more than 50 lines", () => {
    for (const quantity of [0, -1, 100, 1.5, Number.NaN]) {
      expect(priceCart([{ id: 6, quantity }], catalog, 100), String(quantity)).toMatchObject({
        code: "invalid_quantity",
      });
    }
    const many = Array.from({ length: 51 }, (_, index) => ({ id: index + 100, quantity: 1 }));
    expect(priceCart(many, catalog, 0)).toMatchObject({ code: "too_many_lines" });
    expect(priceCart([], catalog, 0)).toMatchObject({ code: "empty_cart" });
  });

  it("refuses the same product twice", () => {
    expect(
      priceCart(
        [
          { id: 6, quantity: 1 },
          { id: 6, quantity: 1 },
        ],
        catalog,
        200,
      ),
    ).toMatchObject({ code: "duplicate_item" });
  });

  it("totals any valid cart exactly, in whole cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (stickers, mugs) => {
        const total = stickers * 100 + mugs * 1_450;
        const result = priceCart(
          [
            { id: 6, quantity: stickers },
            { id: 7, quantity: mugs },
          ],
          catalog,
          total,
        );
        expect(result.ok && result.totalCents).toBe(total);
      }),
    );
  });
});

describe("order numbers", () => {
  it("pad the id to six digits after NZ-, and grow past a million", () => {
    expect(orderNumber(42)).toBe("NZ-000042");
    expect(orderNumber(1_234_567)).toBe("NZ-1234567");
  });
});
