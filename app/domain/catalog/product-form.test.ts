import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import {
  categoryForm,
  editProductForm,
  newProductForm,
  parseId,
  parsePrice,
  PRICE_MAX_CENTS,
  priceInputText,
} from "./product-form";

const valid = {
  name: "Nestz Mug",
  categoryId: "3",
  description: "  A sturdy mug.  ",
  price: "12.50",
  imageUrl: "/images/sticker.svg",
  linkUrl: "/Shwag",
  status: "available",
  purchasable: "on",
};

function errorsOf(fields: Record<string, string | undefined>, schema = newProductForm) {
  const result = parseFields(schema, fields);
  if (result.ok) throw new Error(`expected errors, got ${JSON.stringify(result.data)}`);
  return result.errors;
}

describe("prices typed in dollars", () => {
  it("become exact integer cents", () => {
    const cases: [string, number][] = [
      ["19.99", 1999],
      ["0.29", 29],
      ["1.10", 110],
      ["4.35", 435],
      ["$1,250.50", 125_050],
      ["1250.5", 125_050],
      [" $3.50 ", 350],
      ["12.", 1200],
      [".75", 75],
      ["0", 0],
      ["007", 700],
      ["1,000,000", PRICE_MAX_CENTS],
      ["$1,000,000.00", PRICE_MAX_CENTS],
    ];
    for (const [typed, cents] of cases) expect(parsePrice(typed), typed).toEqual({ ok: true, cents });
  });

  it("never drift, for every amount a person could type", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRICE_MAX_CENTS }), (cents) => {
        expect(parsePrice(priceInputText(cents))).toEqual({ ok: true, cents });
        const withCommas = `$${Math.floor(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
        expect(parsePrice(withCommas)).toEqual({ ok: true, cents });
      }),
    );
  });

  it("empty, or the words Call for Price, mean Call for Price", () => {
    for (const typed of ["", "   ", "Call for Price", "call for price"])
      expect(parsePrice(typed), typed).toEqual({ ok: true, cents: null });
  });

  it("refuses fractions of a cent, negatives, more than $1,000,000 and what is not an amount, naming the field", () => {
    const refused: [string, RegExp][] = [
      ["1.999", /two digits after the point/],
      ["19.990", /two digits after the point/],
      ["-5", /below zero/],
      ["-$5", /below zero/],
      ["$-5", /below zero/],
      ["(5.00)", /below zero/],
      ["\u22125", /below zero/],
      ["1000000.01", /\$1,000,000\.00/],
      ["2,000,000", /\$1,000,000\.00/],
      ["99999999999999999999", /\$1,000,000\.00/],
      ["12,50", /amount in dollars/],
      ["1,2345", /amount in dollars/],
      ["1e3", /amount in dollars/],
      ["twelve", /amount in dollars/],
      ["$", /amount in dollars/],
      [".", /amount in dollars/],
      ["5 dollars", /amount in dollars/],
      ["Infinity", /amount in dollars/],
    ];
    for (const [typed, message] of refused) {
      const result = parsePrice(typed);
      expect(result.ok, typed).toBe(false);
      if (!result.ok) {
        expect(result.message, typed).toMatch(/^Price: /);
        expect(result.message, typed).toMatch(message);
      }
    }
  });

  it("show in the field as plain dollars and cents", () => {
    expect(priceInputText(null)).toBe("");
    expect(priceInputText(100)).toBe("1.00");
    expect(priceInputText(1999)).toBe("19.99");
    expect(priceInputText(5)).toBe("0.05");
    expect(priceInputText(125_050)).toBe("1250.50");
  });
});

describe("the product form", () => {
  it("reads every field, trimmed, with the price in cents", () => {
    expect(parseFields(newProductForm, valid)).toEqual({
      ok: true,
      data: {
        name: "Nestz Mug",
        categoryId: 3,
        description: "A sturdy mug.",
        price: 1250,
        imageUrl: "/images/sticker.svg",
        linkUrl: "/Shwag",
        status: "available",
        purchasable: true,
      },
    });
  });

  it("takes Call for Price when the product is not sold online", () => {
    const result = parseFields(newProductForm, { ...valid, price: "", purchasable: undefined, status: "coming_later" });
    expect(result).toMatchObject({ ok: true, data: { price: null, purchasable: false, status: "coming_later" } });
  });

  it("names every wrong field in its message, all at once", () => {
    const errors = errorsOf({
      name: "   ",
      categoryId: "shwag",
      description: "x".repeat(1_001),
      price: "1.999",
      imageUrl: "javascript:alert(1)",
      linkUrl: "",
      status: "sold-out",
      purchasable: "on",
    });
    expect(errors).toEqual({
      name: expect.stringMatching(/^Name: /),
      categoryId: expect.stringMatching(/^Category: /),
      description: expect.stringMatching(/^Description: /),
      price: expect.stringMatching(/^Price: .*two digits/),
      imageUrl: expect.stringMatching(/^Image URL: /),
      linkUrl: expect.stringMatching(/^Link: /),
      status: expect.stringMatching(/^Status: /),
    });
  });

  it("says what Purchasable needs even while other fields are wrong", () => {
    const errors = errorsOf({ ...valid, name: "", price: "1.999", status: "coming_later" });
    expect(errors).toEqual({
      name: expect.stringMatching(/^Name: /),
      price: expect.stringMatching(/^Price: /),
      purchasable: expect.stringMatching(/^Purchasable: .*coming later/),
    });
    expect(errorsOf({ ...valid, imageUrl: "", price: "" })).toEqual({
      imageUrl: expect.stringMatching(/^Image URL: /),
      purchasable: expect.stringMatching(/^Purchasable: .*needs a price/),
    });
  });

  it("refuses a name with nothing to make a web address from, or one too long", () => {
    expect(errorsOf({ ...valid, name: "!!!" }).name).toBe("Name: include at least one letter or number.");
    expect(errorsOf({ ...valid, name: "x".repeat(121) }).name).toMatch(/^Name: keep it under 120 characters/);
  });

  describe("purchasable", () => {
    it("needs a price", () => {
      expect(errorsOf({ ...valid, price: "" })).toEqual({
        purchasable: expect.stringMatching(/^Purchasable: .*needs a price/),
      });
      expect(errorsOf({ ...valid, price: "Call for Price" }).purchasable).toMatch(/needs a price/);
    });

    it("needs Status available", () => {
      expect(errorsOf({ ...valid, status: "coming_later" })).toEqual({
        purchasable: expect.stringMatching(/^Purchasable: .*coming later/),
      });
    });

    it("needs at least what a card payment can be", () => {
      expect(errorsOf({ ...valid, price: "0.49" }).purchasable).toMatch(/\$0\.50/);
      expect(parseFields(newProductForm, { ...valid, price: "0.50" }).ok).toBe(true);
      expect(parseFields(newProductForm, { ...valid, price: "0", purchasable: undefined }).ok).toBe(true);
    });

    it("leaves a wrong price to the price's own message", () => {
      expect(errorsOf({ ...valid, price: "-1" })).toEqual({ price: expect.stringMatching(/^Price: /) });
    });
  });

  describe("Image URL and Link", () => {
    it("take a path on this site or an https address", () => {
      for (const address of [
        "/images/sticker.svg",
        "/Shwag",
        "/Shop?tab=shwag#hats",
        "https://cdn.example.com/mug.png",
        "HTTPS://example.com",
      ]) {
        expect(parseFields(newProductForm, { ...valid, imageUrl: address, linkUrl: address }).ok, address).toBe(true);
      }
    });

    it("refuse scripts, other schemes, other-site shorthands and odd characters", () => {
      const refused = [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        " javascript:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox",
        "http://example.com/mug.png",
        "//evil.example/x.png",
        "/\\evil.example",
        "images/sticker.svg",
        "https:evil.example",
        "https:///path",
        "https://user:pw@example.com/",
        "/Shwag page",
        "/Sh\nwag",
        "java\tscript:alert(1)",
        `/${"a".repeat(2_000)}`,
      ];
      for (const address of refused) {
        const errors = errorsOf({ ...valid, imageUrl: address, linkUrl: address });
        expect(errors.imageUrl, address).toMatch(/^Image URL: /);
        expect(errors.linkUrl, address).toMatch(/^Link: /);
      }
    });
  });

  it("when editing, needs the version the form was opened at", () => {
    expect(parseFields(editProductForm, { ...valid, version: "4" })).toMatchObject({ ok: true, data: { version: 4 } });
    expect(errorsOf({ ...valid, version: "x" }, editProductForm).version).toMatch(/reload the page/);
    expect(errorsOf({ ...valid }, editProductForm).version).toMatch(/reload the page/);
  });
});

describe("the category form", () => {
  it("takes a trimmed name and names the field when it is wrong", () => {
    expect(parseFields(categoryForm, { title: "  Hats  " })).toEqual({ ok: true, data: { title: "Hats" } });
    expect(parseFields(categoryForm, { title: "" })).toEqual({
      ok: false,
      errors: { title: "Category name: please enter a name." },
    });
    expect(parseFields(categoryForm, { title: "x".repeat(61) })).toMatchObject({
      ok: false,
      errors: { title: /^Category name: / },
    });
  });
});

describe("ids from forms and addresses", () => {
  it("are positive whole numbers in PostgreSQL's integer range", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of [undefined, null, "", "0", "-1", "1.5", "abc", "2147483648", "99999999999"])
      expect(parseId(bad), String(bad)).toBeNull();
  });
});
