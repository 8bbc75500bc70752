import { describe, expect, it } from "vitest";

import { seedWords } from "#app/content/site/seed-words";
import type { PageKey } from "#app/domain/site-words/blocks";
import { typedTextOf } from "#app/domain/site-words/forms";
import { handlePageForm } from "#app/routes/admin/page-edit.server";

import { readEditedPage, readPublishedWords } from "./changes.server";

const owner = { id: null, email: "owner@nestz.example" };

/** The FAQ editor's post: the starting questions, the first answer as given. */
function faqPost(intent: string, revision: number | null, firstAnswer: string, linkTo = "/Construction") {
  const form = new URLSearchParams({ intent, count: String(seedWords.faq.entries.length) });
  if (revision !== null) form.set("revision", String(revision));
  seedWords.faq.entries.forEach((entry, index) => {
    form.set(`id-${index}`, entry.id);
    form.set(`question-${index}`, entry.question);
    form.set(`answer-${index}`, index === 0 ? firstAnswer : entry.answer.join("\n\n"));
    form.set(`linkTo-${index}`, index === 0 ? linkTo : (entry.link?.to ?? ""));
    form.set(`linkLabel-${index}`, entry.link?.label ?? "");
  });
  return new Request("http://localhost/admin/pages/faq", {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

interface Answered {
  status: number;
  body: { errors?: Record<string, string>; words?: unknown; message?: { text: string } | null } | null;
  location?: string | null;
}

/** What the action answers: a page with a status, or a redirect (thrown, as React Router's are). */
async function answer(request: Request, page: PageKey = "faq"): Promise<Answered> {
  try {
    const result: unknown = await handlePageForm(request, owner, page);
    if (typeof result === "object" && result !== null && "init" in result) {
      const { data, init } = result as { data: Answered["body"]; init: { status?: number } | null };
      return { status: init?.status ?? 200, body: data };
    }
    return { status: 200, body: result as Answered["body"] };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, body: null, location: thrown.headers.get("location") };
    if (typeof thrown === "object" && thrown !== null && "init" in thrown) {
      return { status: (thrown as { init: { status?: number } | null }).init?.status ?? 500, body: null };
    }
    throw thrown;
  }
}

const livePage = async (page: PageKey = "faq") => (await readPublishedWords()).find((row) => row.page === page)?.words;

/** The story editor's post: the starting words, with a chapter's fields changed. */
function storyPost(intent: string, revision: number, change: Record<string, string>) {
  const { seo, hero, chapters } = seedWords.story;
  const form = new URLSearchParams({
    intent,
    revision: String(revision),
    count: String(chapters.length),
    seoTitle: seo.title,
    seoDescription: seo.description,
    eyebrow: hero.eyebrow,
    heroTitle: hero.title,
    lead: hero.lead,
  });
  chapters.forEach((chapter, index) => {
    form.set(`heading-${index}`, chapter.heading);
    form.set(`body-${index}`, typedTextOf(chapter.body));
  });
  for (const [name, value] of Object.entries(change)) form.set(name, value);
  return new Request("http://localhost/admin/pages/story", {
    method: "POST",
    body: form,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("the FAQ editor's answers to bad input", () => {
  it("refuses a 200 KB paragraph, a script tag and a javascript: link beside their fields, changing nothing", async () => {
    const before = await readEditedPage("faq");
    const cases = [
      { answer: "x".repeat(200_000), field: "entries.0.answer" },
      { answer: "<script>alert(1)</script>", field: "entries.0.answer" },
      { answer: "A fine answer.", link: "javascript:alert(1)", field: "entries.0.link.to" },
      { answer: "", field: "entries.0.answer" },
      { answer: "It sits on {contact points} points, {a made-up fact} too.", field: "entries.0.answer" },
    ];
    for (const { answer: typed, link, field } of cases) {
      const answered = await answer(faqPost("publish", before.draftRevision, typed, link));
      expect(answered.status, field).toBe(400);
      expect(answered.body?.errors?.[field], field).toBeTruthy();
    }
    expect(await readEditedPage("faq")).toEqual(before);
    expect(await livePage()).toEqual(seedWords.faq);
  });

  it("answers 400 to a form without its revision, and 404 to a revert to a version that does not exist", async () => {
    const before = await readEditedPage("faq");
    expect((await answer(faqPost("publish", null, "Yes."))).status).toBe(400);
    expect((await answer(faqPost("revert-77", before.draftRevision, "Yes."))).status).toBe(404);
    expect((await answer(faqPost("drop", before.draftRevision, "Yes."))).status).toBe(400);
    expect(await readEditedPage("faq")).toEqual(before);
  });

  it("publishes one of two publishes that race from the same draft, and tells the other, keeping its words", async () => {
    const opened = await readEditedPage("faq");
    const [mine, theirs] = await Promise.all([
      answer(faqPost("publish", opened.draftRevision, "Mine: yes, a real home.")),
      answer(faqPost("publish", opened.draftRevision, "Theirs: yes, truly.")),
    ]);
    const statuses = [mine.status, theirs.status].sort();
    expect(statuses).toEqual([302, 409]);
    const loser = mine.status === 409 ? mine : theirs;
    expect(loser.body?.message?.text).toMatch(/Someone else changed this page/);
    const kept = loser.body?.words as { entries: { answer: string[] }[] };
    const winnerAnswer = mine.status === 302 ? "Mine: yes, a real home." : "Theirs: yes, truly.";
    expect(kept.entries[0]?.answer).toEqual([mine.status === 409 ? "Mine: yes, a real home." : "Theirs: yes, truly."]);
    const live = (await livePage()) as { entries: { answer: string[] }[] };
    expect(live.entries[0]?.answer).toEqual([winnerAnswer]);
    expect((await readEditedPage("faq")).versions).toHaveLength(2);
  });

  it("keeps the story's words as they were when a chapter is bad, and publishes them unchanged when not", async () => {
    const before = await readEditedPage("story");
    const bad = await answer(
      storyPost("publish", before.draftRevision, {
        "body-0": "x".repeat(200_000),
        "linkTo-1": "javascript:alert(1)",
        "linkLabel-1": "Click",
        "heading-2": "<b>Loud</b>",
        seoTitle: "",
      }),
      "story",
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.errors ?? {}).sort()).toEqual([
      "chapters.0.body.0",
      "chapters.1.links.0.to",
      "chapters.2.heading",
      "seo.title",
    ]);
    expect(await readEditedPage("story")).toEqual(before);
    expect(await livePage("story")).toEqual(seedWords.story);

    // A picture must be one still in the library, and must say what it shows.
    const pictures = await answer(
      storyPost("save", before.draftRevision, {
        "photoId-0": "987654",
        "pictureDescription-0": "The first unit at dusk",
        "pictureDescription-1": "A description without a picture",
        "photoId-2": "987654",
      }),
      "story",
    );
    expect(pictures.status).toBe(400);
    expect(pictures.body?.errors).toEqual({
      "chapters.0.picture.photoId": expect.stringMatching(/no longer in the photo library/),
      "chapters.1.picture.photoId": expect.stringMatching(/Choose a picture/),
      "chapters.2.picture.description": expect.stringMatching(/description/),
      "chapters.2.picture.photoId": expect.stringMatching(/no longer in the photo library/),
    });
    expect(await readEditedPage("story")).toEqual(before);

    // The form gives back exactly the words it was given: a save without changes changes nothing a guest sees.
    const same = await answer(storyPost("publish", before.draftRevision, {}), "story");
    expect(same.status).toBe(302);
    expect(await livePage("story")).toEqual(seedWords.story);
  });
});
