import { describe, expect, it } from "vitest";

import { factWords } from "#app/content/site/fact-words";
import { seedWords } from "#app/content/site/seed-words";

import type { ContentWords, StoryWords } from "./blocks";
import type { Checked, WordsErrors } from "./checker";
import { checkPageWords } from "./page-checks";

const errorsOf = <T>(checked: Checked<T>): WordsErrors => (checked.ok ? {} : checked.errors);

describe("facts in braces on the pages with their own design", () => {
  it("accepts a fact the site has, and refuses an unknown name beside the hero's title", () => {
    const home = seedWords.home;
    expect(checkPageWords("home", home, factWords).ok).toBe(true);
    const wrong = { ...home, hero: { ...home.hero, title: "{unit sizes} homes, ready to move into" } };
    expect(Object.keys(errorsOf(checkPageWords("home", wrong, factWords)))).toEqual(["hero.title"]);
  });

  it("files an FAQ answer's unknown fact under its answer box, whatever its paragraph", () => {
    const entries = seedWords.faq.entries.map((entry, index) =>
      index === 2 ? { ...entry, answer: [...entry.answer, "Ask about {free shipping}."] } : entry,
    );
    const errors = errorsOf(checkPageWords("faq", { ...seedWords.faq, entries }, factWords));
    expect(errors).toEqual({ "entries.2.answer": expect.stringContaining('"{free shipping}"') });
  });

  it("files a story's paragraph and list item at their places, and keeps the page's own messages", () => {
    const story: StoryWords = {
      ...seedWords.story,
      chapters: seedWords.story.chapters.map((chapter, index) =>
        index === 1
          ? {
              ...chapter,
              heading: "",
              body: [
                { kind: "paragraph", text: "Built in {workshop}, sent from {nowhere}." },
                { kind: "list", items: ["{region}", "a", "{elsewhere}"] },
              ],
            }
          : chapter,
      ),
    };
    const errors = errorsOf(checkPageWords("story", story, factWords));
    expect(Object.keys(errors).sort()).toEqual(["chapters.1.body.0", "chapters.1.body.1.2", "chapters.1.heading"]);
    expect(errors["chapters.1.heading"]).toBe("Write the heading.");
  });

  it("checks the notice's text and link words, never its address", () => {
    const notice = { text: "Closed in {month}.", link: { to: "/Contact", label: "Ask {who}" }, endsOn: null };
    expect(Object.keys(errorsOf(checkPageWords("notice", notice, factWords))).sort()).toEqual(["link.label", "text"]);
  });
});

describe("names a content page fills in itself", () => {
  const withLegalName = (words: ContentWords): ContentWords => ({
    ...words,
    hero: { ...words.hero, lead: "{legal name} is here." },
  });

  it("are accepted on the page whose design lists them, and refused on another", () => {
    expect(checkPageWords("contact", withLegalName(seedWords.contact), factWords).ok).toBe(true);
    expect(errorsOf(checkPageWords("social", withLegalName(seedWords.social), factWords))).toEqual({
      "hero.lead": expect.stringContaining('"{legal name}"'),
    });
  });
});
