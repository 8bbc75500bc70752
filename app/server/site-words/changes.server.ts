import { and, desc, eq, isNotNull, lte, max, sql } from "drizzle-orm";

import type { PageKey, PageWordsByKey } from "#app/domain/site-words/blocks";
import { readStoredWords } from "#app/domain/site-words/stored";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { sitePages, sitePageVersions } from "#app/server/db/schema.server";

/** The channel every publish notifies in its own transaction: each instance re-reads the published words. */
export const WORDS_CHANNEL = "site_words_published";

export interface PageVersion {
  number: number;
  publishedAt: Date | null;
  revertedFrom: number | null;
  createdAt: Date;
  createdByEmail: string;
}

export interface EditedPage<K extends PageKey> {
  page: K;
  draft: PageWordsByKey[K];
  draftRevision: number;
  publishedNumber: number;
  scheduled: { number: number; at: Date } | null;
  /** Newest first: every version that went live, and the one waiting for its time. */
  versions: PageVersion[];
}

function wordsOf<K extends PageKey>(page: K, value: unknown): PageWordsByKey[K] {
  const words = readStoredWords(page, value);
  // Only this module writes them, through the page's checks: a shape it cannot read is a bug.
  if (!words) throw new Error(`site_pages: the ${page} page holds words of an unknown shape`);
  return words;
}

/** A page as the console edits it: its draft, what is live and every version. */
export async function readEditedPage<K extends PageKey>(page: K): Promise<EditedPage<K>> {
  return withDb(async (db) => {
    const [row] = await db.select().from(sitePages).where(eq(sitePages.page, page));
    if (!row) throw new Error(`site_pages has no ${page} row: run the migrations and seed`);
    const versions = await db
      .select({
        number: sitePageVersions.number,
        publishedAt: sitePageVersions.publishedAt,
        revertedFrom: sitePageVersions.revertedFrom,
        createdAt: sitePageVersions.createdAt,
        createdByEmail: sitePageVersions.createdByEmail,
      })
      .from(sitePageVersions)
      .where(eq(sitePageVersions.page, page))
      .orderBy(desc(sitePageVersions.number));
    return {
      page,
      draft: wordsOf(page, row.draft),
      draftRevision: row.draftRevision,
      publishedNumber: row.publishedNumber,
      scheduled: row.scheduledNumber && row.scheduledAt ? { number: row.scheduledNumber, at: row.scheduledAt } : null,
      versions: versions.filter((version) => version.publishedAt || version.number === row.scheduledNumber),
    };
  });
}

/** The words of one kept version (for a look before reverting), or null when there is none of that number. */
export async function readVersionWords<K extends PageKey>(page: K, number: number): Promise<PageWordsByKey[K] | null> {
  const [row] = await withDb((db) =>
    db
      .select({ words: sitePageVersions.words })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.page, page), eq(sitePageVersions.number, number))),
  );
  return row ? wordsOf(page, row.words) : null;
}

/** Every page's published words, as guests see them, and when they went live. */
export async function readPublishedWords(): Promise<
  { page: PageKey; number: number; words: unknown; publishedAt: Date | null }[]
> {
  return withDb((db) =>
    db
      .select({
        page: sitePages.page,
        number: sitePages.publishedNumber,
        words: sitePageVersions.words,
        publishedAt: sitePageVersions.publishedAt,
      })
      .from(sitePages)
      .innerJoin(
        sitePageVersions,
        and(eq(sitePageVersions.page, sitePages.page), eq(sitePageVersions.number, sitePages.publishedNumber)),
      ),
  ) as Promise<{ page: PageKey; number: number; words: unknown; publishedAt: Date | null }[]>;
}

export type PageChange =
  | { ok: true; revision: number; number: number | null }
  | { ok: false; reason: "stale"; revision: number }
  | { ok: false; reason: "missing" };

interface Locked {
  draftRevision: number;
  publishedNumber: number;
}

/** Locks the page's row, so publishes, reverts and scheduled publishes of it happen one after another. */
async function lockPage(tx: Transaction, page: PageKey): Promise<Locked> {
  const [row] = await tx
    .select({ draftRevision: sitePages.draftRevision, publishedNumber: sitePages.publishedNumber })
    .from(sitePages)
    .where(eq(sitePages.page, page))
    .for("update");
  if (!row) throw new Error(`site_pages has no ${page} row: run the migrations and seed`);
  return row;
}

async function nextNumber(tx: Transaction, page: PageKey): Promise<number> {
  const [row] = await tx
    .select({ last: max(sitePageVersions.number) })
    .from(sitePageVersions)
    .where(eq(sitePageVersions.page, page));
  return (row?.last ?? 0) + 1;
}

const announce = (tx: Transaction, page: PageKey) => tx.execute(sql`select pg_notify(${WORDS_CHANNEL}, ${page})`);

type Mode = { kind: "draft" } | { kind: "publish" } | { kind: "schedule"; at: Date };

/**
 * Keeps checked words as the page's draft, and publishes or schedules them,
 * if nobody changed the draft since `expectedRevision` was read; otherwise
 * changes nothing and says so. One transaction, audited in it.
 */
export async function saveWords<K extends PageKey>(
  actor: Actor,
  page: K,
  words: PageWordsByKey[K],
  expectedRevision: number,
  mode: Mode,
): Promise<PageChange> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<PageChange> => {
      const locked = await lockPage(tx, page);
      if (locked.draftRevision !== expectedRevision)
        return { ok: false, reason: "stale", revision: locked.draftRevision };
      const revision = locked.draftRevision + 1;
      let number: number | null = null;
      const changes: Partial<typeof sitePages.$inferInsert> = {
        draft: words,
        draftRevision: revision,
        updatedAt: sql`now()` as unknown as Date,
      };
      if (mode.kind !== "draft") {
        number = await nextNumber(tx, page);
        await tx.insert(sitePageVersions).values({
          page,
          number,
          words,
          publishedAt: mode.kind === "publish" ? sql`now()` : null,
          createdById: actor.id,
          createdByEmail: actor.email,
        });
        if (mode.kind === "publish") changes.publishedNumber = number;
        else Object.assign(changes, { scheduledNumber: number, scheduledAt: mode.at });
      }
      await tx.update(sitePages).set(changes).where(eq(sitePages.page, page));
      await recordChange(tx, actor, {
        action: { draft: "page.draft-saved", publish: "page.published", schedule: "page.scheduled" }[mode.kind],
        subjectType: "page",
        subjectId: page,
        before: { publishedNumber: locked.publishedNumber },
        after: { number, ...(mode.kind === "schedule" ? { at: mode.at.toISOString() } : {}) },
      });
      if (mode.kind === "publish") await announce(tx, page);
      return { ok: true, revision, number };
    }),
  );
}

/**
 * Publishes again the words of an earlier published version, as a new
 * version that records which one it restores; the draft becomes those words.
 */
export async function revertTo(
  actor: Actor,
  page: PageKey,
  number: number,
  expectedRevision: number,
): Promise<PageChange> {
  return withDb((db) =>
    db.transaction(async (tx): Promise<PageChange> => {
      const locked = await lockPage(tx, page);
      const [restored] = await tx
        .select({ words: sitePageVersions.words })
        .from(sitePageVersions)
        .where(
          and(
            eq(sitePageVersions.page, page),
            eq(sitePageVersions.number, number),
            isNotNull(sitePageVersions.publishedAt),
          ),
        );
      if (!restored) return { ok: false, reason: "missing" };
      if (locked.draftRevision !== expectedRevision)
        return { ok: false, reason: "stale", revision: locked.draftRevision };
      const next = await nextNumber(tx, page);
      await tx.insert(sitePageVersions).values({
        page,
        number: next,
        words: restored.words,
        publishedAt: sql`now()`,
        revertedFrom: number,
        createdById: actor.id,
        createdByEmail: actor.email,
      });
      const revision = locked.draftRevision + 1;
      await tx
        .update(sitePages)
        .set({ draft: restored.words, draftRevision: revision, publishedNumber: next, updatedAt: sql`now()` })
        .where(eq(sitePages.page, page));
      await recordChange(tx, actor, {
        action: "page.reverted",
        subjectType: "page",
        subjectId: page,
        before: { publishedNumber: locked.publishedNumber },
        after: { number: next, restores: number },
      });
      await announce(tx, page);
      return { ok: true, revision, number: next };
    }),
  );
}

/** Calls off a scheduled publish before its time; the version stays kept, unpublished. */
export async function cancelSchedule(actor: Actor, page: PageKey): Promise<boolean> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(sitePages)
        .set({ scheduledNumber: null, scheduledAt: null, updatedAt: sql`now()` })
        .where(and(eq(sitePages.page, page), isNotNull(sitePages.scheduledNumber)))
        .returning({ page: sitePages.page });
      if (!cancelled) return false;
      await recordChange(tx, actor, { action: "page.schedule-cancelled", subjectType: "page", subjectId: page });
      return true;
    }),
  );
}

/**
 * Publishes every scheduled version whose time has come. Each is claimed by
 * the update that publishes it: an instance that reaches the same row a
 * moment later finds its schedule gone and publishes nothing, so each goes
 * live once, audited under the name of who scheduled it.
 */
export async function publishDueSchedules(): Promise<PageKey[]> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const claimed = await tx
        .update(sitePages)
        .set({
          publishedNumber: sql`${sitePages.scheduledNumber}`,
          scheduledNumber: null,
          scheduledAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(isNotNull(sitePages.scheduledNumber), lte(sitePages.scheduledAt, sql`now()`)))
        .returning({ page: sitePages.page, number: sitePages.publishedNumber });
      for (const { page, number } of claimed) {
        const [version] = await tx
          .update(sitePageVersions)
          .set({ publishedAt: sql`now()` })
          .where(and(eq(sitePageVersions.page, page), eq(sitePageVersions.number, number)))
          .returning({ id: sitePageVersions.createdById, email: sitePageVersions.createdByEmail });
        await recordChange(tx, version ?? { id: null, email: "schedule" }, {
          action: "page.published",
          subjectType: "page",
          subjectId: page,
          after: { number, scheduled: true },
        });
        await announce(tx, page as PageKey);
      }
      return claimed.map(({ page }) => page as PageKey);
    }),
  );
}
