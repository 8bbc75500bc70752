import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Art, ArtProvider, InlineArt, LazyArt, SMALL_DRAWING_CHARS } from "./art";

const drawing = (chars: number) => {
  const open = '<svg viewBox="0 0 40 30"><path d="';
  const close = '"/></svg>';
  return `${open}${"M0 0".repeat(Math.ceil((chars - open.length - close.length) / 4))}${close}`;
};
const icon = drawing(600);
const plan = drawing(SMALL_DRAWING_CHARS + 1);
const source = {
  markup: (name: string) => (name === "benefit-icon-key" ? icon : plan),
  file: (name: string) => `/images/${name}.svg?v=0123456789ab`,
};

const onAContentPage = (children: ReactNode) =>
  renderToStaticMarkup(
    <ArtProvider value={source}>
      <LazyArt lazy>{children}</LazyArt>
    </ArtProvider>,
  );

describe("<Art> below the first screen of a content page", () => {
  it("writes a small drawing into the page, named by its alt: no image document of its own to set up", () => {
    const html = onAContentPage(<Art name="benefit-icon-key" alt="A key" />);
    expect(html).not.toContain("<img");
    expect(html).toContain(icon);
    expect(html).toMatch(/^<div role="img" aria-label="A key" data-art="benefit-icon-key"/);
  });

  it("shows a larger one as its versioned file, lazily, waiting until near, in the drawing's proportions", () => {
    const html = onAContentPage(<Art name="floor-plan-bedroom" alt="The bedroom's plan" />);
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/<img [^>]*src="\/images\/floor-plan-bedroom\.svg\?v=0123456789ab"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("picture-when-near");
    expect(html).toContain("aspect-ratio:40 / 30");
  });

  it("writes every drawing in the first screen into the page, whatever its size", () => {
    const html = onAContentPage(
      <InlineArt>
        <Art name="floor-plan-bedroom" alt="" />
      </InlineArt>,
    );
    expect(html).toContain(plan);
    expect(html).toContain('aria-hidden="true"');
  });
});
