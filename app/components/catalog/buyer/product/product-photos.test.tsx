import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ArtProvider } from "#app/components/art/art";
import { productLayouts } from "#app/content/catalog/product-layouts";
import { photoView } from "#app/domain/photos/rules";

import { ProductGallery, ProductHeroPicture } from "./product-photos";

const source = { markup: () => "<svg data-drawing></svg>", file: (name: string) => `/images/${name}.svg` };
const render = (node: ReactNode) => renderToStaticMarkup(<ArtProvider value={source}>{node}</ArtProvider>);

const photo = (id: number, alt: string) =>
  photoView({ id, hash: "0123456789abcdef", alt, width: 1600, height: 1200, widths: [480, 960, 1600] });

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

describe("ProductHeroPicture", () => {
  it("keeps the drawing when the product has no photo", () => {
    const html = render(<ProductHeroPicture picture={productLayouts.bedroom.picture} />);
    expect(html).toContain("data-drawing");
    expect(html).not.toContain("<picture>");
  });

  it("shows the first photo instead, fetched at once and first, with its box and every size and format", () => {
    const html = render(
      <ProductHeroPicture picture={productLayouts.bedroom.picture} photo={photo(7, "The Bedroom Nestz at dusk")} />,
    );
    expect(html).not.toContain("data-drawing");
    const [hero] = images(html);
    expect(hero).toContain('alt="The Bedroom Nestz at dusk"');
    expect(hero).toContain('width="1600"');
    expect(hero).toContain('height="1200"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('src="/photos/7-0123456789abcdef-960.jpg"');
    expect(hero).toMatch(/srcSet="[^"]*-480\.jpg 480w[^"]*-1600\.jpg 1600w"/);
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*\/photos\/7-0123456789abcdef-480\.avif 480w/);
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*\/photos\/7-0123456789abcdef-480\.webp 480w/);
  });
});

describe("ProductGallery", () => {
  it("is left out when the product has no more photos", () => {
    expect(render(<ProductGallery photos={[]} />)).toBe("");
  });

  it("shows the other photos in the owner's order under Photos, loaded as they near the screen", () => {
    const html = render(<ProductGallery photos={[photo(3, "The bathroom"), photo(9, "The bed")]} />);
    expect(html).toContain(">Photos</h2>");
    const tags = images(html);
    expect(tags.map((tag) => /alt="([^"]*)"/.exec(tag)?.[1])).toEqual(["The bathroom", "The bed"]);
    for (const tag of tags) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain("fetchPriority");
      expect(tag).toContain('width="1600"');
      expect(tag).toContain('height="1200"');
    }
  });
});
