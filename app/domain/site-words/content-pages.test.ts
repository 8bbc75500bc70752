import { describe, expect, it } from "vitest";

import type { ContentWords } from "./blocks";
import type { ContentDesign } from "./content-design";
import {
  checkContent,
  contentFromForm,
  fitsDesign,
  itemField,
  parsePartIntent,
  partField,
  reshapeContent,
  shownContent,
} from "./content-pages";

const design: ContentDesign = {
  title: "Test",
  path: "/Test",
  lead: "A page to test with.",
  heroLead: "Beside a drawing.",
  parts: [
    {
      id: "steps",
      label: "Steps",
      heading: true,
      intro: "optional",
      items: { label: "Step", min: 1, max: 3, title: true, text: "required", link: true },
    },
    {
      id: "cards",
      label: "Cards",
      heading: true,
      intro: "none",
      items: { label: "Card", min: 2, max: 2, title: false, text: "none", link: false },
    },
    { id: "note", label: "Note", heading: false, intro: "required", items: null },
  ],
};

const facts = { "flat delivery fee": "$200" };
const para = (text: string) => [{ kind: "paragraph" as const, text }];

const words = (): ContentWords => ({
  seo: { title: "Test page", description: "What it is about." },
  hero: { eyebrow: "", title: "Welcome", lead: "Opening words." },
  picture: null,
  parts: [
    {
      id: "steps",
      heading: "How it goes",
      intro: [],
      items: [
        { title: "Call", text: para("We talk."), link: null },
        {
          title: "Deliver",
          text: para("Within 30 miles it is {flat delivery fee}."),
          link: { to: "/Delivery", label: "About delivery" },
        },
      ],
    },
    {
      id: "cards",
      heading: "Two cards",
      intro: [],
      items: [
        { title: "", text: [], link: null },
        { title: "", text: [], link: null },
      ],
    },
    { id: "note", heading: "", intro: para("A note."), items: [] },
  ],
});

const errorsOf = (checked: ReturnType<typeof checkContent>) => (checked.ok ? {} : checked.errors);

describe("a content page's words against its design", () => {
  it("accepts words that fit the design and name known facts", () => {
    expect(checkContent(design, words(), facts)).toEqual({ ok: true, words: words() });
  });

  it("names each bad field beside it", () => {
    const bad = words();
    const steps = bad.parts[0]!;
    steps.heading = "";
    steps.items[0]!.text = [];
    steps.items[1]!.link = { to: "javascript:alert(1)", label: "Click" };
    steps.items[1]!.title = "<script>alert(1)</script>";
    bad.parts[1]!.items.pop();
    bad.parts[2]!.intro = para("x".repeat(200_000));
    bad.hero.lead = "Only {flat delivery fees} here.";
    const errors = errorsOf(checkContent(design, bad, facts));
    expect(errors["parts.0.heading"]).toMatch(/Write the heading/);
    expect(errors["parts.0.items.0.text"]).toMatch(/at least one paragraph/);
    expect(errors["parts.0.items.1.link.to"]).toBeDefined();
    expect(errors["parts.0.items.1.title"]).toMatch(/plain words/i);
    expect(errors["parts.1.items"]).toMatch(/2 places/);
    expect(errors["parts.2.intro.0"]).toMatch(/under 1,500 characters/);
    expect(errors["hero.lead"]).toMatch(/"\{flat delivery fees\}" is not one of the site's facts/);
  });

  it("refuses parts that are not the design's, and counts outside its bounds", () => {
    const moved = words();
    moved.parts.reverse();
    expect(errorsOf(checkContent(design, moved, facts)).parts).toMatch(/design changed/);
    expect(fitsDesign(design, moved)).toBe(false);
    const many = words();
    many.parts[0]!.items.push(...many.parts[0]!.items, ...many.parts[0]!.items);
    expect(errorsOf(checkContent(design, many, facts))["parts.0.items"]).toMatch(/Keep it to 3/);
    expect(fitsDesign(design, many)).toBe(false);
    expect(fitsDesign(design, words())).toBe(true);
  });

  it("reads the editor's form back into the same words", () => {
    const fields: Record<string, string> = {
      seoTitle: "Test page",
      seoDescription: "What it is about.",
      eyebrow: "",
      heroTitle: "Welcome",
      lead: "Opening words.",
      [partField(0, "heading")]: "How it goes",
      [partField(0, "intro")]: "",
      [partField(0, "count")]: "2",
      [itemField(0, 0, "title")]: "Call",
      [itemField(0, 0, "text")]: "We talk.",
      [itemField(0, 1, "title")]: "Deliver",
      [itemField(0, 1, "text")]: "Within 30 miles it is {flat delivery fee}.",
      [itemField(0, 1, "linkTo")]: "/Delivery",
      [itemField(0, 1, "linkLabel")]: "About delivery",
      [partField(1, "heading")]: "Two cards",
      [partField(1, "count")]: "2",
      [itemField(1, 0, "title")]: "ignored: this design names its cards itself",
      [itemField(1, 0, "text")]: "ignored: this design's cards have no text",
      [partField(2, "intro")]: "A note.",
      [partField(2, "heading")]: "ignored: this part has no heading",
    };
    expect(contentFromForm(design, fields)).toEqual(words());
    // A count larger than the design allows reads at most one item more, for the check to name.
    expect(contentFromForm(design, { ...fields, [partField(0, "count")]: "5000" }).parts[0]!.items).toHaveLength(4);
  });

  it("adds, moves and removes items where the design lets them vary, and nowhere else", () => {
    expect(parsePartIntent("add-0")).toEqual({ kind: "add", part: 0 });
    expect(parsePartIntent("up-0-1")).toEqual({ kind: "up", part: 0, index: 1 });
    expect(parsePartIntent("up-1")).toBeNull();
    const up = reshapeContent(design, words(), { kind: "up", part: 0, index: 1 });
    expect(up.parts[0]!.items.map((item) => item.title)).toEqual(["Deliver", "Call"]);
    const added = reshapeContent(design, words(), { kind: "add", part: 0 });
    expect(added.parts[0]!.items).toHaveLength(3);
    expect(reshapeContent(design, added, { kind: "add", part: 0 })).toBe(added);
    const removed = reshapeContent(design, words(), { kind: "remove", part: 0, index: 0 });
    expect(removed.parts[0]!.items.map((item) => item.title)).toEqual(["Deliver"]);
    const fixed = words();
    expect(reshapeContent(design, fixed, { kind: "remove", part: 1, index: 0 })).toBe(fixed);
    expect(reshapeContent(design, fixed, { kind: "remove", part: 9, index: 0 })).toBe(fixed);
    expect(reshapeContent(design, fixed, { kind: "down", part: 0, index: 1 })).toBe(fixed);
  });
});

describe("a content page's photo beside its opening lines", () => {
  const photo = {
    id: 7,
    alt: "The library's own words",
    width: 1600,
    height: 1200,
    sources: [],
    src: "/photos/7-800.jpg",
    srcset: "/photos/7-800.jpg 800w",
  };

  it("is read from the form, and needs a chosen photo and a description", () => {
    const posted = contentFromForm(design, { heroPhotoId: "7", heroPictureDescription: "Our first unit at dusk" });
    expect(posted.picture).toEqual({ photoId: 7, description: "Our first unit at dusk" });
    expect(contentFromForm(design, {}).picture).toBeNull();
    const withPicture = (picture: ContentWords["picture"]) =>
      errorsOf(checkContent(design, { ...words(), picture }, facts));
    expect(withPicture({ photoId: 7, description: "" })["picture.description"]).toMatch(/description/);
    expect(withPicture({ photoId: 0, description: "A unit" })["picture.photoId"]).toMatch(/Choose a picture/);
    expect(withPicture({ photoId: 7, description: "Delivered for {flat delivery fee}" })).toEqual({});
  });

  it("is shown with the page's own description and facts filled in, and left out when it has left the library", () => {
    const chosen = { ...words(), picture: { photoId: 7, description: "Set down for {flat delivery fee}" } };
    const shown = shownContent(chosen, facts, (id) => (id === 7 ? photo : undefined));
    expect(shown.heroPhoto).toEqual({ ...photo, alt: "Set down for $200" });
    expect(shown.parts[0]!.items[1]!.text).toEqual(para("Within 30 miles it is $200."));
    expect(shownContent(chosen, facts, () => undefined).heroPhoto).toBeNull();
    expect(shownContent(words(), facts, () => photo).heroPhoto).toBeNull();
  });
});
