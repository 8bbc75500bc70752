import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { TextBlock } from "#app/domain/site-words/blocks";

import { InlineWords } from "./words-text";

const paragraphs: TextBlock[] = [
  { kind: "paragraph", text: "One." },
  { kind: "paragraph", text: "Two <b>bold</b>." },
];

describe("the owner's text set into a box", () => {
  it("sets one paragraph straight into its holder, and more as paragraphs, every word escaped", () => {
    expect(
      renderToStaticMarkup(
        <dd>
          <InlineWords blocks={paragraphs.slice(0, 1)} />
        </dd>,
      ),
    ).toBe("<dd>One.</dd>");
    expect(
      renderToStaticMarkup(
        <dd>
          <InlineWords blocks={paragraphs} />
        </dd>,
      ),
    ).toBe('<dd><div class="grid gap-3"><p>One.</p><p>Two &lt;b&gt;bold&lt;/b&gt;.</p></div></dd>');
  });
});
