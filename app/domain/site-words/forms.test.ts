import { describe, expect, it } from "vitest";

import {
  anchorFor,
  faqFromForm,
  homeFromForm,
  noticeFromForm,
  paragraphsOf,
  parseFaqIntent,
  reshapeFaq,
  reshapeStory,
  shownNotice,
  storyFromForm,
  textBlocksOf,
  typedTextOf,
} from "./forms";
import { instantOfBusinessTime, scheduleProblem } from "./schedule";
import { readStoredWords } from "./stored";

describe("the FAQ editor's form", () => {
  const posted = {
    count: "2",
    "id-0": "delivery",
    "question-0": " How does delivery work? ",
    "answer-0": "On our trailer.\r\n\r\nWithin 30 miles\nit is flat.",
    "linkTo-0": "/Delivery",
    "linkLabel-0": "Delivery",
    "id-1": "",
    "question-1": "Can I visit?",
    "answer-1": "Yes.",
    "linkTo-1": "",
    "linkLabel-1": "",
  };

  it("reads the questions in order, paragraphs split at blank lines, and gives a new one an anchor", () => {
    expect(faqFromForm(posted).entries).toEqual([
      {
        id: "delivery",
        question: "How does delivery work?",
        answer: ["On our trailer.", "Within 30 miles it is flat."],
        link: { to: "/Delivery", label: "Delivery" },
      },
      { id: "can-i-visit", question: "Can I visit?", answer: ["Yes."], link: null },
    ]);
  });

  it("adds, moves and removes questions; an index outside the list changes nothing", () => {
    const words = faqFromForm(posted);
    expect(reshapeFaq(words, { kind: "up", index: 1 }).entries.map((e) => e.id)).toEqual(["can-i-visit", "delivery"]);
    expect(reshapeFaq(words, { kind: "remove", index: 0 }).entries.map((e) => e.id)).toEqual(["can-i-visit"]);
    expect(reshapeFaq(words, { kind: "add" }).entries).toHaveLength(3);
    expect(reshapeFaq(words, { kind: "down", index: 1 })).toBe(words);
    expect(reshapeFaq(words, { kind: "remove", index: 9 })).toBe(words);
  });

  it("reads only the buttons it has", () => {
    expect(parseFaqIntent("up-3")).toEqual({ kind: "up", index: 3 });
    expect(parseFaqIntent("publish")).toEqual({ kind: "publish" });
    expect(parseFaqIntent("drop-table")).toBeNull();
  });

  it("caps how many questions a post can make", () => {
    expect(faqFromForm({ count: "100000" }).entries.length).toBeLessThanOrEqual(41);
  });

  it("keeps anchors apart", () => {
    expect(anchorFor("Can I visit?", new Set(["can-i-visit"]))).toBe("can-i-visit-2");
    expect(anchorFor("???", new Set())).toBe("question");
    expect(paragraphsOf("\n\n")).toEqual([]);
  });
});

describe("the notice", () => {
  it("shows through its last day and not after", () => {
    const notice = noticeFromForm({ text: "Closed on the 25th.", linkTo: "", linkLabel: "", endsOn: "2026-12-25" });
    expect(shownNotice(notice, "2026-12-25")).toBe(notice);
    expect(shownNotice(notice, "2026-12-26")).toBeNull();
    expect(shownNotice({ ...notice, text: " " }, "2026-12-01")).toBeNull();
  });
});

describe("a scheduled time", () => {
  it("is read in Pacific time, in winter and in summer", () => {
    expect(instantOfBusinessTime("2026-12-24T08:00")?.toISOString()).toBe("2026-12-24T16:00:00.000Z");
    expect(instantOfBusinessTime("2027-07-04T08:30")?.toISOString()).toBe("2027-07-04T15:30:00.000Z");
    expect(instantOfBusinessTime("2026-02-30T08:00")).toBeNull();
    expect(instantOfBusinessTime("<script>")).toBeNull();
  });

  it("must be still to come, and within a year", () => {
    const now = new Date("2026-11-29T00:00:00Z");
    expect(scheduleProblem(new Date("2026-11-28T23:59:00Z"), now)).toMatch(/still to come/);
    expect(scheduleProblem(new Date("2028-01-01T00:00:00Z"), now)).toMatch(/next year/);
    expect(scheduleProblem(new Date("2026-12-01T00:00:00Z"), now)).toBeNull();
  });
});

describe("the section editor's text", () => {
  it("reads paragraphs and bulleted lists as typed, and writes them back the same way", () => {
    const typed = "First words,\nstill the first.\r\n\r\n- one\n* two\n\nLast.";
    const blocks = textBlocksOf(typed);
    expect(blocks).toEqual([
      { kind: "paragraph", text: "First words, still the first." },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Last." },
    ]);
    expect(textBlocksOf(typedTextOf(blocks))).toEqual(blocks);
  });

  it("reads the home and story forms into their words, never more items than the page may hold", () => {
    const home = homeFromForm({
      seoTitle: " Tiny homes ",
      seoDescription: "Built here.",
      eyebrow: "",
      heroTitle: "Homes",
      lead: "Ready.",
      count: "99",
      "tileTitle-0": "Buy",
      "tileSubtitle-0": "Make one home",
    });
    expect(home.seo).toEqual({ title: "Tiny homes", description: "Built here." });
    expect(home.tiles).toHaveLength(7);
    expect(home.tiles[0]).toEqual({ title: "Buy", subtitle: "Make one home" });
    const story = storyFromForm({
      count: "1",
      "heading-0": "A start",
      "body-0": "Once.",
      "linkTo-0": "/Shop",
      "linkLabel-0": "Shop",
    });
    expect(story.chapters).toEqual([
      {
        heading: "A start",
        body: [{ kind: "paragraph", text: "Once." }],
        links: [{ to: "/Shop", label: "Shop" }],
        picture: null,
      },
    ]);
  });

  it("adds, moves and removes chapters without losing what was typed", () => {
    const story = storyFromForm({ count: "2", "heading-0": "One", "body-0": "a", "heading-1": "Two", "body-1": "b" });
    expect(reshapeStory(story, { kind: "up", index: 1 }).chapters.map((c) => c.heading)).toEqual(["Two", "One"]);
    expect(reshapeStory(story, { kind: "add" }).chapters).toHaveLength(3);
    expect(reshapeStory(story, { kind: "remove", index: 0 }).chapters.map((c) => c.heading)).toEqual(["Two"]);
    expect(reshapeStory(story, { kind: "remove", index: 9 }).chapters).toHaveLength(2);
  });
});

describe("the FAQ's title and description", () => {
  it("are read when the form holds them, and left to the site when it does not", () => {
    const entry = { count: "1", "id-0": "visit", "question-0": "Can I visit?", "answer-0": "Yes." };
    expect(faqFromForm({ ...entry, seoTitle: " Questions ", seoDescription: "Answers." }).seo).toEqual({
      title: "Questions",
      description: "Answers.",
    });
    expect(faqFromForm(entry)).not.toHaveProperty("seo");
    const titled = faqFromForm({ ...entry, seoTitle: "Questions", seoDescription: "Answers." });
    expect(reshapeFaq(titled, { kind: "add" }).seo).toEqual(titled.seo);
  });
});

describe("the FAQ's opening lines", () => {
  it("are read when the form holds them, left to the site when it does not, and kept when a question is added", () => {
    const entry = { count: "1", "id-0": "visit", "question-0": "Can I visit?", "answer-0": "Yes." };
    const opened = faqFromForm({ ...entry, eyebrow: "F.A.Q.", heroTitle: " Your questions ", lead: "Answered." });
    expect(opened.hero).toEqual({ eyebrow: "F.A.Q.", title: "Your questions", lead: "Answered." });
    expect(faqFromForm(entry)).not.toHaveProperty("hero");
    expect(reshapeFaq(opened, { kind: "add" }).hero).toEqual(opened.hero);
  });

  it("may be missing from stored words kept from before, which still read", () => {
    const kept = { entries: [{ id: "visit", question: "Can I visit?", answer: ["Yes."], link: null }] };
    expect(readStoredWords("faq", kept)).toEqual(kept);
    expect(readStoredWords("faq", { ...kept, hero: { eyebrow: "", title: 3, lead: "" } })).toBeNull();
  });
});

describe("the FAQ's closing words", () => {
  const entry = { count: "1", "id-0": "visit", "question-0": "Can I visit?", "answer-0": "Yes." };

  it("are read as a heading and paragraphs when the form holds them, and kept when a question moves", () => {
    const closed = faqFromForm({
      ...entry,
      closingHeading: " Anything else? ",
      closingText: "Call us.\n\n\nOr write.",
    });
    expect(closed.closing).toEqual({ heading: "Anything else?", paragraphs: ["Call us.", "Or write."] });
    expect(faqFromForm(entry)).not.toHaveProperty("closing");
    expect(reshapeFaq(closed, { kind: "add" }).closing).toEqual(closed.closing);
  });

  it("may be missing from stored words kept from before, which still read; a broken one does not", () => {
    const kept = { entries: [{ id: "visit", question: "Can I visit?", answer: ["Yes."], link: null }] };
    expect(readStoredWords("faq", kept)).toEqual(kept);
    const closing = { heading: "Anything else?", paragraphs: ["Call us."] };
    expect(readStoredWords("faq", { ...kept, closing })).toEqual({ ...kept, closing });
    expect(readStoredWords("faq", { ...kept, closing: { heading: "Hi", paragraphs: "Call us." } })).toBeNull();
  });
});
