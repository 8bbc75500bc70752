import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ArtProvider, LazyArt } from "#app/components/art/art";

import { OptionCards } from "./option-cards";

const items = [
  {
    to: "/bathroom",
    title: "Bathroom",
    text: [{ kind: "paragraph", text: "A shower, a sink and a toilet." }],
    image: "bathroom",
  },
] as const;
const source = { markup: () => "<svg></svg>", file: (name: string) => `/images/${name}.svg?v=0123456789ab` };

const render = (page: ReactNode) => renderToStaticMarkup(<MemoryRouter>{page}</MemoryRouter>);
const srcOf = (html: string) => /<img [^>]*src="([^"]+)"/.exec(html)?.[1];

describe("OptionCards' product pictures", () => {
  it("name the versioned file on a content page, which is never hydrated", () => {
    const html = render(
      <ArtProvider value={source}>
        <LazyArt lazy>
          <OptionCards items={items} />
        </LazyArt>
      </ArtProvider>,
    );
    expect(srcOf(html)).toBe("/images/bathroom.svg?v=0123456789ab");
  });

  it("name the plain file where the page hydrates, as the browser renders it", () => {
    for (const html of [
      render(
        <ArtProvider value={source}>
          <LazyArt lazy={false}>
            <OptionCards items={items} />
          </LazyArt>
        </ArtProvider>,
      ),
      render(<OptionCards items={items} />),
    ]) {
      expect(srcOf(html)).toBe("/images/bathroom.svg");
    }
  });
});
