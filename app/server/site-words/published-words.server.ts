import { createHash } from "node:crypto";

import { factWords } from "#app/content/site/fact-words";
import { seedWords } from "#app/content/site/seed-words";
import type { PhotoView } from "#app/domain/photos/rules";
import type { Notice, ShownContentWords } from "#app/domain/site-words/blocks";
import { PAGE_KEYS, PAGE_TITLES, type PageKey, type PageWordsByKey, pictureIdsOf } from "#app/domain/site-words/blocks";
import { shownContent } from "#app/domain/site-words/content-pages";
import type { ContentPageKey } from "#app/domain/site-words/designs";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";
import { shownNotice } from "#app/domain/site-words/forms";
import { readStoredWords } from "#app/domain/site-words/stored";
import { businessDay } from "#app/domain/time/business-time";
import { type Listening, listenTo } from "#app/server/db/listen.server";
import { rereadEvery } from "#app/server/db/reread.server";
import { photosById } from "#app/server/photos/queries.server";

import { publishDueSchedules, readPublishedWords, WORDS_CHANNEL } from "./changes.server";

/**
 * The published words as this process last read them (docs/decisions/0110).
 * Pages read this copy, so a page view costs no query. A publish notifies
 * every instance in its transaction and each re-reads at once; a re-read
 * every second covers a notice lost meanwhile, a notice whose last day has
 * passed, and publishes the schedules that are due.
 *
 * server.ts runs this module from source while the app's server bundle holds
 * its own copy; both share the value through globalThis (docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzWords?: Held; __nestzWordsReads?: number };

interface Held {
  words: PageWordsByKey;
  notice: Notice | null;
  /** Per path, a digest of the words its page shows; the build's pages were drawn with the starting words'. */
  keys: ReadonlyMap<string, string>;
  /** The library pictures the published words show, by photo number (one a page names may since have been removed). */
  pictures: ReadonlyMap<number, PhotoView>;
  /** Per path of a page the owner edits, the day its published words went live (for the sitemap). */
  publishedOn: ReadonlyMap<string, string>;
  readNumber: number;
}

const digest = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url").slice(0, 16);

/** Which path shows which page's words (the notice shows on every page). */
const PAGE_PATHS = new Map<string, PageKey>(
  PAGE_KEYS.filter((page) => page !== "notice").map((page) => [PAGE_TITLES[page].path, page]),
);

function held(
  words: PageWordsByKey,
  readNumber: number,
  today: string,
  publishedOn: ReadonlyMap<string, string> = new Map(),
  pictures: ReadonlyMap<number, PhotoView> = new Map(),
): Held {
  const notice = shownNotice(fillFactsIn(words.notice, factWords), today);
  const noticeKey = notice ? digest(notice) : "-";
  const keys = new Map<string, string>([["*", noticeKey]]);
  for (const [path, page] of PAGE_PATHS) {
    // A picture's address changes with its file, so a replaced or removed picture renders the page again.
    const shown = pictureIdsOf(words[page]).map((id) => pictures.get(id)?.src ?? null);
    keys.set(path, `${noticeKey}.${digest([words[page], shown])}`);
  }
  return { words, notice, keys, publishedOn, pictures, readNumber };
}

const today = () => businessDay(new Date());
/** What the build draws with, and what pages show before the database is read. */
const STARTING = held(seedWords, 0, "2000-01-01");

const current = () => registry.__nestzWords ?? STARTING;

/** A page's published words. */
export function publishedWords<K extends PageKey>(page: K): PageWordsByKey[K] {
  return current().words[page];
}

/** Words with their facts filled in, once per version read (a page renders again only when its words change). */
const filledWords = new WeakMap<object, unknown>();

/** A page's published words as visitors read them, whatever its design: every fact named in braces filled in from code. */
export function shownPageWords<K extends PageKey>(page: K): PageWordsByKey[K] {
  const words = publishedWords(page);
  const known = filledWords.get(words) as PageWordsByKey[K] | undefined;
  if (known) return known;
  const filled = fillFactsIn(words, factWords);
  filledWords.set(words, filled);
  return filled;
}

/** A content page's published words as visitors read them: facts filled in from code, its photo from the library. */
export function shownWords(page: ContentPageKey): ShownContentWords {
  const { pictures } = current();
  return shownContent(publishedWords(page), factWords, (id) => pictures.get(id));
}

/** The library pictures a page's words show, by photo number, as last read; a removed one is left out. */
export function picturesFor<K extends PageKey>(words: PageWordsByKey[K]): Record<number, PhotoView> {
  const { pictures } = current();
  const found: Record<number, PhotoView> = {};
  for (const id of pictureIdsOf(words)) {
    const picture = pictures.get(id);
    if (picture) found[id] = picture;
  }
  return found;
}

/** The site-wide notice as visitors see it today, or null. */
export function shownSiteNotice(): Notice | null {
  return current().notice;
}

/** A digest of the published words the page at `pathname` shows: it changes whenever they do. */
export function wordsKeyFor(pathname: string): string {
  const { keys } = current();
  return keys.get(pathname) ?? (keys.get("*") as string);
}

/** The day (yyyy-mm-dd, UTC) the words the page at `pathname` shows were published, when the owner edits them. */
export function wordsPublishedOn(pathname: string): string | undefined {
  return current().publishedOn.get(pathname);
}

/** Whether the page at `pathname` shows the words it was built with (so its prerendered copy is still right). */
export function showsBuiltWords(pathname: string): boolean {
  return wordsKeyFor(pathname) === (STARTING.keys.get(pathname) ?? STARTING.keys.get("*"));
}

function nextReadNumber(): number {
  registry.__nestzWordsReads = (registry.__nestzWordsReads ?? 0) + 1;
  return registry.__nestzWordsReads;
}

/** Re-reads every page's published words; a read that began before a later one finished is not kept. */
export async function refreshPublishedWords(): Promise<void> {
  const readNumber = nextReadNumber();
  const rows = await readPublishedWords();
  const words: PageWordsByKey = { ...current().words };
  const publishedOn = new Map(current().publishedOn);
  for (const row of rows) {
    const stored = readStoredWords(row.page, row.words);
    const path = row.page === "notice" ? null : PAGE_TITLES[row.page].path;
    if (stored && path && row.publishedAt) publishedOn.set(path, row.publishedAt.toISOString().slice(0, 10));
    if (stored) Object.assign(words, { [row.page]: stored });
    else console.error(`site words: the published ${row.page} page could not be read; it keeps what it showed`);
  }
  const pictures = await photosById([...new Set(PAGE_KEYS.flatMap((page) => pictureIdsOf(words[page])))]);
  const kept = registry.__nestzWords;
  if (kept && kept.readNumber > readNumber) return;
  registry.__nestzWords = held(words, readNumber, today(), publishedOn, pictures);
}

/**
 * Follows the published words: at once on each publish's notice, and every
 * `intervalMs` anyway, publishing the scheduled versions that are due first.
 * `onRead` is told after each read (what follows the words checks whether theirs changed).
 */
export function watchPublishedWords({
  intervalMs = 1_000,
  onRead = () => {},
}: { intervalMs?: number; onRead?: () => void } = {}): () => Promise<void> {
  let listening: Promise<Listening | null> | null = null;
  const refresh = async () => {
    await refreshPublishedWords();
    onRead();
  };
  const onNotice = () => void refresh().catch(() => {});
  const onLost = () => (listening = null);
  const stopRereading = rereadEvery(async () => {
    // Listening first: a publish committed after this read's snapshot is then announced.
    listening ??= listenTo(WORDS_CHANNEL, onNotice, onLost).catch(() => (listening = null));
    await listening;
    await publishDueSchedules();
    await refresh();
  }, intervalMs);
  return async () => {
    stopRereading();
    const connection = await listening;
    listening = null;
    await connection?.close();
  };
}
