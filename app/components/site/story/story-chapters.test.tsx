import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { seedWords } from "#app/content/site/seed-words";
import { photoView } from "#app/domain/photos/rules";
import type { Section } from "#app/domain/site-words/blocks";

import { StoryChapters } from "./story-page";

const library = photoView({
  id: 7,
  hash: "abc123",
  alt: "The photo's own words",
  width: 1600,
  height: 900,
  widths: [480, 960],
});

describe("the story's chapters", () => {
  it("read as the page always did from the starting words", () => {
    const html = renderToStaticMarkup(<StoryChapters chapters={seedWords.story.chapters} pictures={{}} />);
    const first = seedWords.story.chapters[0] as Section;
    expect(html).toContain(`<h3 class="text-2xl">${first.heading}</h3><p class="mt-2 max-w-2xl text-lg">`);
    expect(html).not.toContain("<img");
  });

  it("show a library picture with the chapter's own description, lists and links, and escape every word", () => {
    const chapter: Section = {
      heading: "<b>Ours</b>",
      body: [
        { kind: "paragraph", text: "</p><script>alert(1)</script>" },
        { kind: "list", items: ["A roof", "Solar"] },
      ],
      links: [{ to: "/Shop", label: "See the homes" }],
      picture: { photoId: 7, description: "The first unit on its lot at dusk" },
    };
    const html = renderToStaticMarkup(<StoryChapters chapters={[chapter]} pictures={{ 7: library }} />);
    expect(html).toContain('alt="The first unit on its lot at dusk"');
    expect(html).toContain('width="1600" height="900"');
    expect(html).toContain("<li>A roof</li><li>Solar</li>");
    expect(html).toContain('href="/Shop"');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;b&gt;Ours&lt;/b&gt;");
  });

  it("leave out a picture no longer in the library rather than show a broken one", () => {
    const chapter = { ...(seedWords.story.chapters[0] as Section), picture: { photoId: 9, description: "Gone" } };
    expect(renderToStaticMarkup(<StoryChapters chapters={[chapter]} pictures={{}} />)).not.toContain("<img");
  });
});
