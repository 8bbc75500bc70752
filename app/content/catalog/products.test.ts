import { describe, expect, it } from "vitest";

import { pictureFile } from "#app/content/paths";
import { pageInfo } from "#app/content/site/pages";
import {
  PRODUCT_PAGE_PLANS,
  type ProductPageKey,
  type ProductPart,
} from "#app/domain/site-words/designs/product-pages";

import { seedCatalog } from "./catalog";
import { productLayouts } from "./product-layouts";
import { productPageWords } from "./product-pages/words";
import { products } from "./products";

const seedProducts = seedCatalog.flatMap((category) => category.products);

describe.each(Object.keys(productLayouts) as ProductPageKey[])("the %s page", (key) => {
  const layout = productLayouts[key];
  const plan = PRODUCT_PAGE_PLANS[key];

  it("is the page of its product, at the path its design names", () => {
    expect(layout.product).toBe(products[layout.slug]);
    expect(layout.page).toBe(pageInfo(products[layout.slug].path));
    expect(plan.path).toBe(layout.page.path);
  });

  it("shows the picture the catalog shows for the product, under the catalog's name and address", () => {
    const seed = seedProducts.find((product) => product.slug === layout.slug);
    expect(seed?.name).toBe(layout.product.name);
    expect(seed?.linkUrl).toBe(layout.page.path);
    expect(seed?.imageUrl).toBe(pictureFile(layout.picture.name));
    expect(layout.picture.alt.length).toBeGreaterThan(20);
  });

  it("has the site's own code for every band that needs it, one value or card per item", () => {
    const bands: readonly ProductPart[] = plan.parts;
    for (const band of bands) {
      const code = layout.bands[band.id];
      if (band.kind === "figures") expect(code?.kind === "figures" && code.values.length).toBe(band.count);
      // The editor names each card as the page titles it.
      else if (band.kind === "options")
        expect(code?.kind === "options" && code.cards.map((card) => card.title)).toEqual(band.cards);
      else if (["plan", "drawing", "invitation"].includes(band.kind)) expect(code?.kind).toBe(band.kind);
      else expect(code).toBeUndefined();
    }
    expect(Object.keys(layout.bands).every((id) => bands.some((band) => band.id === id))).toBe(true);
  });

  it("ends with a way to call and read on", () => {
    expect(layout.nextStep.emailSubject).not.toBe("");
    expect(layout.nextStep.links.length).toBeGreaterThan(0);
  });

  it("starts with the title pages.ts registers, and states no figure it did not read from the facts", () => {
    const words = productPageWords[key];
    expect(words.hero.title).toBe(layout.page.title);
    expect(words.seo.title).toBe(layout.page.title);
    // Facts are named in braces; a figure typed as a number would not follow the facts.
    expect(JSON.stringify({ words, layout })).not.toMatch(/undefined|NaN|\[object /);
  });
});
