import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { seedWords } from "#app/content/site/seed-words";
import type { FaqWords } from "#app/domain/site-words/blocks";
import { getDb } from "#app/server/db/client.server";
import { listenTo } from "#app/server/db/listen.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { auditLog, sitePages, sitePageVersions } from "#app/server/db/schema.server";

import {
  publishDueSchedules,
  readEditedPage,
  readPublishedWords,
  revertTo,
  saveWords,
  WORDS_CHANNEL,
} from "./changes.server";
import { publishedWords, refreshPublishedWords, showsBuiltWords } from "./published-words.server";

const owner = { id: null, email: "owner@nestz.example" };
const partner = { id: null, email: "partner@nestz.example" };

/** The starting FAQ with its first answer changed. */
const edited = (answer: string): FaqWords => ({
  entries: seedWords.faq.entries.map((entry, index) => (index === 0 ? { ...entry, answer: [answer] } : entry)),
});

const publishedFaq = async () => (await readPublishedWords()).find((row) => row.page === "faq");
const pageActions = (action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subjectType, "page")));

describe("the owner's words", () => {
  it("start as the seed's words, published as version 1 of each page", async () => {
    const faq = await readEditedPage("faq");
    expect(faq).toMatchObject({ draft: seedWords.faq, publishedNumber: 1, scheduled: null });
    expect(faq.versions.map((version) => version.number)).toEqual([1]);
    expect((await readEditedPage("notice")).draft).toEqual(seedWords.notice);
  });

  it("publish in one audited transaction that notifies every instance", async () => {
    const start = await readEditedPage("faq");
    const otherInstance = await nextNoticeReady();
    const result = await saveWords(owner, "faq", edited("Yes, a real home."), start.draftRevision, { kind: "publish" });
    expect(result).toMatchObject({ ok: true, number: 2 });
    expect(await within(otherInstance.notice, 2_000)).toBe("faq");
    await otherInstance.close();
    expect((await publishedFaq())?.words).toEqual(edited("Yes, a real home."));
    expect(await pageActions("page.published")).toHaveLength(1);
  });

  it("change nothing when the audit cannot be written", async () => {
    const before = await readEditedPage("faq");
    const broken = saveWords(
      { id: "no-such-account", email: "x@nestz.example" },
      "faq",
      edited("Lost"),
      before.draftRevision,
      {
        kind: "publish",
      },
    );
    await expect(broken).rejects.toThrow();
    const after = await readEditedPage("faq");
    expect(after).toEqual(before);
    expect((await publishedFaq())?.words).toEqual(edited("Yes, a real home."));
  });

  it("refuse the second of two saves made on the same draft, changing nothing", async () => {
    const opened = await readEditedPage("faq");
    const first = await saveWords(owner, "faq", edited("Mine"), opened.draftRevision, { kind: "draft" });
    const second = await saveWords(partner, "faq", edited("Theirs"), opened.draftRevision, { kind: "publish" });
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, reason: "stale", revision: opened.draftRevision + 1 });
    const after = await readEditedPage("faq");
    expect(after.draft).toEqual(edited("Mine"));
    expect(after.publishedNumber).toBe(opened.publishedNumber);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, partner.email))).toEqual([]);
  });

  it("revert to an earlier version exactly, as a new version, and refuse one that does not exist", async () => {
    const before = await readEditedPage("faq");
    const missing = await revertTo(owner, "faq", 99, before.draftRevision);
    expect(missing).toEqual({ ok: false, reason: "missing" });
    expect(await readEditedPage("faq")).toEqual(before);

    await refreshPublishedWords();
    expect(showsBuiltWords("/FAQ")).toBe(false);
    const reverted = await revertTo(owner, "faq", 1, before.draftRevision);
    expect(reverted).toMatchObject({ ok: true, number: 3 });
    const after = await readEditedPage("faq");
    expect(after.draft).toEqual(seedWords.faq);
    expect(after.versions[0]).toMatchObject({ number: 3, revertedFrom: 1 });
    expect((await publishedFaq())?.words).toEqual(seedWords.faq);
    await refreshPublishedWords();
    expect(publishedWords("faq")).toEqual(seedWords.faq);
    // The starting words again: guests get the build's own copy of the page.
    expect(showsBuiltWords("/FAQ")).toBe(true);
    expect(await pageActions("page.reverted")).toHaveLength(1);
  });

  it("publish a scheduled version once, at its time and not before, whichever instances reach it", async () => {
    const opened = await readEditedPage("notice");
    const words = { text: "Closed for the holidays.", link: null, endsOn: null };
    const later = new Date(Date.now() + 60 * 60_000);
    const scheduled = await saveWords(owner, "notice", words, opened.draftRevision, { kind: "schedule", at: later });
    expect(scheduled).toMatchObject({ ok: true, number: 2 });

    // Before its time it is in no public answer.
    expect(await publishDueSchedules()).toEqual([]);
    await refreshPublishedWords();
    expect(publishedWords("notice")).toEqual(seedWords.notice);

    // Its time comes; two instances reach it together, each listening as the server does.
    await getDb()
      .update(sitePages)
      .set({ scheduledAt: sql`now() - interval '1 second'` })
      .where(eq(sitePages.page, "notice"));
    const heard = [await nextNoticeReady(), await nextNoticeReady()];
    const claims = await Promise.all([publishDueSchedules(), publishDueSchedules()]);
    expect(claims.flat()).toEqual(["notice"]);
    for (const listener of heard) {
      const notice = await within(listener.notice, 2_000);
      expect(notice).toBe("notice");
      await listener.close();
    }
    await refreshPublishedWords();
    expect(publishedWords("notice")).toEqual(words);
    const rows = await getDb().select().from(sitePageVersions).where(eq(sitePageVersions.page, "notice"));
    expect(rows.filter((row) => row.publishedAt !== null)).toHaveLength(2);
    const published = (await pageActions("page.published")).filter((entry) => entry.subjectId === "notice");
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actorEmail: owner.email, after: { number: 2, scheduled: true } });
    expect(await publishDueSchedules()).toEqual([]);
  });

  it("survive the seed that runs on every start", async () => {
    const before = await readEditedPage("faq");
    await prepareDatabase(process.env.DATABASE_URL ?? "");
    expect(await readEditedPage("faq")).toEqual(before);
  });
});

/** A listener on its own connection, ready before it is returned. */
async function nextNoticeReady() {
  let resolveNotice: (payload: string) => void = () => {};
  const notice = new Promise<string>((resolve) => (resolveNotice = resolve));
  const listening = await listenTo(
    WORDS_CHANNEL,
    (payload) => resolveNotice(payload),
    () => {},
  );
  return { notice, close: () => listening.close() };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);
}
