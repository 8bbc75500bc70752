import { describe, expect, it } from "vitest";

import { pictureFile } from "#app/content/paths";
import { pageInfo } from "#app/content/site/pages";

import { seedCatalog } from "./catalog";
import { bathroomPage } from "./product-pages/bathroom";
import { bedroomNestzPage } from "./product-pages/bedroom-nestz";
import { customPaintPage } from "./product-pages/custom-paint";
import { kitchenPage } from "./product-pages/kitchen";
import { officeNestzPage } from "./product-pages/office-nestz";
import { type ProductPageContent, products, type ProductSlug } from "./products";

// Typed as a Record: a product added to ProductSlug without a page does not compile.
const productPages: Record<ProductSlug, ProductPageContent> = {
  "bedroom-nestz": bedroomNestzPage,
  "office-nestz": officeNestzPage,
  bathroom: bathroomPage,
  kitchen: kitchenPage,
  "custom-paint": customPaintPage,
};

const seedProducts = seedCatalog.flatMap((category) => category.products);

describe.each(Object.entries(productPages))("the %s page", (slug, content) => {
  it("is the page of its product, titled by pages.ts", () => {
    expect(content.slug).toBe(slug);
    expect(content.product).toBe(products[content.slug]);
    expect(content.page).toBe(pageInfo(products[content.slug].path));
  });

  it("shows the picture the catalog shows for the product, under the catalog's name and address", () => {
    const seed = seedProducts.find((product) => product.slug === slug);
    expect(seed?.name).toBe(content.product.name);
    expect(seed?.linkUrl).toBe(content.page.path);
    expect(seed?.imageUrl).toBe(pictureFile(content.picture.name));
    expect(content.picture.alt.length).toBeGreaterThan(20);
  });

  it("gives each section its own id, and ends with a way to call and read on", () => {
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain("next-step");
    expect(content.nextStep.title).not.toBe("");
    expect(content.nextStep.links.length).toBeGreaterThan(0);
  });

  it("states no figure it did not read from the facts", () => {
    // Words and figures come through template strings: a missing fact would print as "undefined".
    expect(JSON.stringify(content)).not.toMatch(/undefined|NaN|\[object /);
  });
});
