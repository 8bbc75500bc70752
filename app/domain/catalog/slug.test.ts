import { describe, expect, it } from "vitest";

import { SLUG_MAX_LENGTH, slugify } from "./slug";

describe("slugs made from names", () => {
  it("are lowercase words joined by dashes, without accents or punctuation", () => {
    expect(slugify("Nestz Sticker")).toBe("nestz-sticker");
    expect(slugify("  Nestz Café Mug!  ")).toBe("nestz-cafe-mug");
    expect(slugify("Hats & Caps")).toBe("hats-and-caps");
    expect(slugify("8' x 20' Office")).toBe("8-x-20-office");
  });

  it("are empty when there is nothing to make one from", () => {
    expect(slugify("!!!")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("are cut at a word boundary when the name is long", () => {
    const slug = slugify("The very long name of a product that goes on and on about its many fine qualities");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe("the-very-long-name-of-a-product-that-goes-on-and-on-about");
    expect(slugify("x".repeat(100))).toBe("x".repeat(SLUG_MAX_LENGTH));
  });
});
