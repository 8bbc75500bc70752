import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { TextBlock } from "#app/domain/site-words/blocks";

import { WordsFlow } from "./words-flow";

const fact = <span data-live-fact="next-build-slot">Next slot in May.</span>;
const paragraphs: TextBlock[] = [
  { kind: "paragraph", text: "One." },
  { kind: "paragraph", text: "Two <b>bold</b>." },
];

describe("the owner's text around a live fact", () => {
  it("ends the last paragraph with the fact, each paragraph beside the next, every word escaped", () => {
    expect(renderToStaticMarkup(<WordsFlow blocks={paragraphs} className="lead" after={fact} />)).toBe(
      '<p class="lead">One.</p><p class="lead">Two &lt;b&gt;bold&lt;/b&gt;. <span data-live-fact="next-build-slot">Next slot in May.</span></p>',
    );
  });

  it("gives the fact a paragraph of its own after a list, or when there is no text", () => {
    const list: TextBlock[] = [{ kind: "list", items: ["a", "b"] }];
    expect(renderToStaticMarkup(<WordsFlow blocks={list} after={fact} />)).toBe(
      '<ul class="list-disc pl-6"><li>a</li><li>b</li></ul><p><span data-live-fact="next-build-slot">Next slot in May.</span></p>',
    );
    expect(renderToStaticMarkup(<WordsFlow blocks={[]} after={fact} />)).toBe(
      '<p><span data-live-fact="next-build-slot">Next slot in May.</span></p>',
    );
  });
});
