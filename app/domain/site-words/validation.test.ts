import { describe, expect, it } from "vitest";

import { factWords } from "#app/content/site/fact-words";
import { seedWords } from "#app/content/site/seed-words";

import { type FaqEntry, PAGE_KEYS, type Section } from "./blocks";
import type { Checked, WordsErrors } from "./checker";
import { checkPageWords } from "./page-checks";
import {
  checkFaq,
  checkHero,
  checkHome,
  checkHomeTile,
  checkNotice,
  checkSection,
  checkSpecRow,
  checkStory,
  parseSpecValue,
} from "./validation";

const entry = (over: Partial<FaqEntry> = {}): FaqEntry => ({
  id: "delivery",
  question: "How does delivery work?",
  answer: ["On our own trailer."],
  link: { to: "/Delivery", label: "Delivery details" },
  ...over,
});

const errorsOf = (result: Checked<unknown>): WordsErrors => (result.ok ? {} : result.errors);

describe("the FAQ's rules", () => {
  it("accepts the starting words, so the site opens with what it always said", () => {
    expect(checkFaq(seedWords.faq).ok).toBe(true);
  });

  it("refuses closing words without a heading or a paragraph, and an overlong one, beside their fields", () => {
    const one = [entry({})];
    const errors = errorsOf(checkFaq({ entries: one, closing: { heading: " ", paragraphs: [] } }));
    expect(errors["closing.heading"]).toBe("Write the closing heading.");
    expect(errors["closing.paragraphs"]).toBe("Write a few words to close the page with.");
    const long = errorsOf(checkFaq({ entries: one, closing: { heading: "Hi", paragraphs: ["a".repeat(1_501)] } }));
    expect(long["closing.paragraphs"]).toMatch(/under 1,500 characters/);
    expect(checkFaq({ entries: one, closing: { heading: "Anything else?", paragraphs: ["Call us."] } }).ok).toBe(true);
  });

  it("refuses an empty question and an empty answer, each beside its field", () => {
    const errors = errorsOf(checkFaq({ entries: [entry({ question: "  ", answer: [] })] }));
    expect(errors["entries.0.question"]).toBe("Write the question.");
    expect(errors["entries.0.answer"]).toBe("Write the answer.");
  });

  it("refuses a 200 KB paragraph with its size", () => {
    const errors = errorsOf(checkFaq({ entries: [entry({ answer: ["a".repeat(200_000)] })] }));
    expect(errors["entries.0.answer"]).toMatch(/under 1,500 characters \(it has 200,000\)/);
  });

  it("refuses a script tag and other markup: the words are plain", () => {
    const errors = errorsOf(checkFaq({ entries: [entry({ question: "Hi <script>alert(1)</script>?" })] }));
    expect(errors["entries.0.question"]).toMatch(/plain words/);
    expect(checkFaq({ entries: [entry({ answer: ["Is 3 < 4? Yes, and 5 > 4."] })] }).ok).toBe(true);
  });

  it("lets a link go to a page of the site or an https address, never javascript:", () => {
    expect(checkFaq({ entries: [entry({ link: { to: "https://example.com/x", label: "More" } })] }).ok).toBe(true);
    for (const to of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "//evil.example",
      "http://example.com",
      "data:text/html,x",
    ]) {
      const errors = errorsOf(checkFaq({ entries: [entry({ link: { to, label: "More" } })] }));
      expect(errors["entries.0.link.to"], to).toBeDefined();
    }
    const unlabelled = errorsOf(checkFaq({ entries: [entry({ link: { to: "/Specs", label: "" } })] }));
    expect(unlabelled["entries.0.link.label"]).toBe("Write the link's words.");
  });

  it("keeps at least one question, and anchors unique", () => {
    expect(errorsOf(checkFaq({ entries: [] })).entries).toBeDefined();
    expect(errorsOf(checkFaq({ entries: [entry(), entry()] }))["entries.1.id"]).toMatch(/share an anchor/);
  });
});

describe("the notice's rules", () => {
  it("allows no notice at all, and one with a last day", () => {
    expect(checkNotice({ text: "", link: null, endsOn: null }).ok).toBe(true);
    expect(checkNotice({ text: "Closed for the holidays.", link: null, endsOn: "2026-12-26" }).ok).toBe(true);
  });

  it("refuses a day that does not exist, and a link without words", () => {
    expect(errorsOf(checkNotice({ text: "Hello", link: null, endsOn: "2026-02-30" })).endsOn).toBeDefined();
    expect(errorsOf(checkNotice({ text: "", link: { to: "/FAQ", label: "FAQ" }, endsOn: null })).text).toBeDefined();
  });
});

describe("the other blocks' rules", () => {
  it("hero lines need a title and opening words", () => {
    expect(errorsOf(checkHero({ eyebrow: "", title: "", lead: "" }))).toEqual({
      title: "Write the title.",
      lead: "Write the opening words.",
    });
  });

  it("a section's picture needs its description", () => {
    const errors = errorsOf(
      checkSection({
        heading: "Built to last",
        body: [
          { kind: "paragraph", text: "Steel frame." },
          { kind: "list", items: ["Walls", ""] },
        ],
        links: [{ to: "javascript:void(0)", label: "Go" }],
        picture: { photoId: 3, description: " " },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(["body.1.1", "links.0.to", "picture.description"]);
  });

  it("a spec value is a number with its unit", () => {
    expect(parseSpecValue("8.5")).toBe(8.5);
    expect(parseSpecValue("about 8")).toBeNull();
    expect(checkSpecRow({ label: "Width", value: 8, unit: "ft" }).ok).toBe(true);
    expect(errorsOf(checkSpecRow({ label: "Width", value: Number.NaN, unit: "" }))).toEqual({
      value: "Write the value as a number, such as 24 or 8.5.",
      unit: "Write the unit (ft, in, lb, gal…).",
    });
  });

  it("a home tile has a title and a subtitle", () => {
    expect(checkHomeTile({ title: "Bedroom", subtitle: "A home of its own" }).ok).toBe(true);
    expect(errorsOf(checkHomeTile({ title: "", subtitle: "x".repeat(141) }))).toHaveProperty("subtitle");
  });
});

describe("the home and story pages' rules", () => {
  it("accept the starting words", () => {
    expect(checkHome(seedWords.home).ok).toBe(true);
    expect(checkStory(seedWords.story).ok).toBe(true);
  });

  it.each(PAGE_KEYS)("accept every page's starting words: %s", (page) => {
    expect(checkPageWords(page, seedWords[page], factWords)).toEqual({ ok: true, words: seedWords[page] });
  });

  it("name each bad field beside it: an empty title, a tag, a 200 KB paragraph, a javascript: link", () => {
    const home = {
      ...seedWords.home,
      seo: { title: "", description: "<script>alert(1)</script>" },
      tiles: seedWords.home.tiles.map((tile, index) => (index === 2 ? { ...tile, subtitle: " " } : tile)),
    };
    const homeErrors = errorsOf(checkHome(home));
    expect(homeErrors["seo.title"]).toMatch(/Write the title/);
    expect(homeErrors["seo.description"]).toMatch(/plain words/i);
    expect(homeErrors["tiles.2.subtitle"]).toMatch(/subtitle/);
    expect(errorsOf(checkHome({ ...seedWords.home, tiles: seedWords.home.tiles.slice(1) })).tiles).toMatch(/6 tiles/);

    const chapter = seedWords.story.chapters[0] as Section;
    const story = {
      ...seedWords.story,
      chapters: [
        { ...chapter, body: [{ kind: "paragraph" as const, text: "x".repeat(200_000) }] },
        { ...chapter, links: [{ to: "javascript:alert(1)", label: "Click" }] },
        { ...chapter, picture: { photoId: 3, description: "" } },
      ],
    };
    const storyErrors = errorsOf(checkStory(story));
    expect(storyErrors["chapters.0.body.0"]).toMatch(/under 1,500 characters \(it has 200,000\)/);
    expect(storyErrors["chapters.1.links.0.to"]).toMatch(/link/i);
    expect(storyErrors["chapters.2.picture.description"]).toMatch(/description/);
    expect(errorsOf(checkStory({ ...seedWords.story, chapters: [] })).chapters).toMatch(/at least one chapter/);
  });
});

describe("the FAQ's title and description", () => {
  it("are checked like the other pages' when the words hold them", () => {
    expect(errorsOf(checkFaq({ ...seedWords.faq, seo: { title: "", description: "Fine." } }))["seo.title"]).toMatch(
      /Write the title/,
    );
    const { seo: _kept, ...withoutTitle } = seedWords.faq;
    expect(checkFaq(withoutTitle).ok).toBe(true);
  });
});
