import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { benefitsWords } from "#app/content/site/benefits";

import { heroArt } from "./hero-art";

const photo = {
  id: 7,
  alt: "Our first unit at dusk <script>",
  width: 1600,
  height: 1200,
  sources: [{ type: "image/avif", srcset: "/photos/7-800.avif 800w" }],
  src: "/photos/7-800.jpg",
  srcset: "/photos/7-800.jpg 800w",
};

describe("the art beside a content page's opening lines", () => {
  it("is the owner's photo, asked for first, described in the page's words (escaped)", () => {
    const html = renderToStaticMarkup(
      heroArt({ ...benefitsWords, heroPhoto: photo }, <svg aria-label="the drawing" />),
    );
    expect(html).toContain('alt="Our first unit at dusk &lt;script&gt;"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("the drawing");
  });

  it("is the page's drawing when no photo is shown", () => {
    const html = renderToStaticMarkup(heroArt({ ...benefitsWords, heroPhoto: null }, <svg aria-label="the drawing" />));
    expect(html).toBe('<svg aria-label="the drawing"></svg>');
    expect(heroArt({ ...benefitsWords, heroPhoto: null })).toBeUndefined();
  });
});
