import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { seedCatalog } from "#app/content/catalog/catalog";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

import { pointsAttr } from "./geometry";
import { productImages } from "./product-images";

const catalogImages = seedCatalog
  .flatMap((category) => category.products)
  .map((product) => /^\/images\/([a-z0-9-]+)\.svg$/.exec(product.imageUrl)?.[1]);

describe("productImages", () => {
  it("draws a picture for every image the seed catalog names", () => {
    for (const name of catalogImages) {
      expect(name, "imageUrl must be /images/<name>.svg").toBeDefined();
      expect(Object.hasOwn(productImages, name ?? ""), `no picture registered for ${name}`).toBe(true);
    }
  });

  it.each(Object.entries(productImages))("renders %s as a standalone, labelled 4:3 SVG file", (_name, Image) => {
    const svg = renderToStaticMarkup(<Image standalone />);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 480" width="640" height="480" role="img" aria-label="[^"]{20,}">/,
    );
    expect(svg).toContain("<title>");
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  // The home pictures are also shown on their pages; a reader of either hears the same words.
  it.each([
    ["bedroom-nestz", pictureDescriptions.unitAngled.bedroom],
    ["office-nestz", pictureDescriptions.unitAngled.office],
    ["bathroom", pictureDescriptions.bathroom],
    ["kitchen", pictureDescriptions.kitchenette],
    ["custom-paint", pictureDescriptions.paintSupplies],
  ] as const)("describes %s as its page does", (name, description) => {
    const Image = productImages[name];
    const svg = renderToStaticMarkup(<Image standalone />);
    expect(svg).toContain(`aria-label="${description}"`);
    expect(svg).toContain(`<title>${description}</title>`);
  });

  it.each(Object.entries(productImages))(
    "renders %s inline sized by its class, without a fixed size",
    (_name, Image) => {
      const svg = renderToStaticMarkup(<Image className="w-40" />);
      expect(svg).toMatch(/^<svg viewBox="0 0 640 480" class="w-40" role="img"/);
      expect(svg).not.toContain("xmlns=");
      expect(svg).not.toContain("<title>");
    },
  );
});

describe("pointsAttr", () => {
  it("writes screen points rounded to a tenth", () => {
    expect(
      pointsAttr([
        [1, 2],
        [3.14159, -0.06],
      ]),
    ).toBe("1.0,2.0 3.1,-0.1");
  });
});
