import type { PhotoView } from "#app/domain/photos/rules";

import { CONTENT_PAGE_KEYS, CONTENT_PAGE_TITLES, type ContentPageKey } from "./designs";

/**
 * The owner's words as typed blocks. Every block keeps the page's design: the
 * owner chooses words, links and pictures, never markup, so words are stored
 * as these structures (never HTML) and every page escapes them as it shows them.
 */

/** A link to a page of this site (`/Specs#floor-plans`) or an `https://` address. */
export interface WordsLink {
  to: string;
  label: string;
}

/** Text with lists: paragraphs and bulleted lists, in order. */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

/** A picture from the photo library, with the description every picture must carry. */
export interface WordsPicture {
  photoId: number;
  description: string;
}

/** The lines at the top of a page. */
export interface HeroLines {
  eyebrow: string;
  title: string;
  lead: string;
}

/** A page section: a heading, its text and links, and an optional picture. */
export interface Section {
  heading: string;
  body: TextBlock[];
  links: WordsLink[];
  picture: WordsPicture | null;
}

/** One question and its answer; `id` is the anchor links point to. */
export interface FaqEntry {
  id: string;
  question: string;
  /** Plain-text paragraphs. */
  answer: string[];
  link: WordsLink | null;
}

/** A row of the specs table: a number with its unit (`24` `ft`). */
export interface SpecRow {
  label: string;
  value: number;
  unit: string;
}

/** One of the home page's tiles. */
export interface HomeTile {
  title: string;
  subtitle: string;
}

/** The site-wide notice; empty text means no notice. Shown through `endsOn` (a business day) when it has one. */
export interface Notice {
  text: string;
  link: WordsLink | null;
  endsOn: string | null;
}

/** A page's closing invitation: a heading and the paragraphs beside its buttons. */
export interface ClosingWords {
  heading: string;
  paragraphs: string[];
}

/**
 * The FAQ page's words; a version kept from before it had a title and
 * description, its opening lines or its closing invitation, shows the site's
 * own (`faqHero`, `faqClosing`).
 */
export interface FaqWords {
  seo?: PageSeo;
  hero?: HeroLines;
  entries: FaqEntry[];
  closing?: ClosingWords;
}

/** What search engines and link previews say about a page: its title (before " | Nestz") and description. */
export interface PageSeo {
  title: string;
  description: string;
}

/**
 * The home page's words. Its tiles keep their places, pictures and links (the
 * site's layout); the owner names them. The live "units ready" sentence stays
 * the owner's fact, shown after the opening words.
 */
export interface HomeWords {
  seo: PageSeo;
  hero: HeroLines;
  tiles: HomeTile[];
}

/** The story page's words: its opening, and its chapters as page sections. */
export interface StoryWords {
  seo: PageSeo;
  hero: HeroLines;
  chapters: Section[];
}

/**
 * What a row of a spec table holds beside its name and detail (docs/decisions/0165): a figure
 * checked as a number with its unit where it is typed, whether it comes with every unit, and a note.
 */
/** A spec row's number and unit; `typed` holds what was typed when it is not a number, to show it again beside its message (never stored). */
export type SpecFigure = Pick<SpecRow, "value" | "unit"> & { typed?: string };

export interface SpecParticulars {
  /** `7.5` `ft`; null when the row states no figure of its own. */
  figure: SpecFigure | null;
  /** True for an option the buyer adds; false for what comes with every unit. */
  optional: boolean;
  /** A short line under the detail ("Needs {electric water heater amps} amp service"); may be empty. */
  note: string;
}

/** One repeated item of a content page's part: a card, a step, a row of details. */
export interface ContentItem {
  title: string;
  /** May be empty where the part's design shows titles only. */
  text: TextBlock[];
  link: WordsLink | null;
  /** Only where the part's design holds spec rows (`ItemsDesign.spec`). */
  spec?: SpecParticulars;
}

/** One part of a content page, in the place the page's design gives it (`id`). */
export interface ContentPart {
  id: string;
  /** Empty where the design shows no heading. */
  heading: string;
  /** Text before the items; may be empty where the design allows. */
  intro: TextBlock[];
  items: ContentItem[];
}

/**
 * A content page's words (docs/decisions/0158): search, its opening lines, and
 * its parts in the order and places its design (`CONTENT_DESIGNS`) gives them.
 * Any text may name a business fact in braces (`{flat delivery fee}`), which
 * the page fills in from code, so the owner cannot contradict it by accident.
 */
export interface ContentWords {
  seo: PageSeo;
  hero: HeroLines;
  /** A library photo beside the opening lines, in place of the page's drawing; words kept from before it had one have none. */
  picture?: WordsPicture | null;
  parts: ContentPart[];
}

/** A content page's words as a visitor reads them: facts filled in, and the files of its photo when it shows one. */
export interface ShownContentWords extends ContentWords {
  /** With the description the page gives it as its `alt`; null when none is chosen or it has left the library. */
  heroPhoto: PhotoView | null;
}

/** The pages with a design of their own (home, story, FAQ, notice). */
interface OwnWordsByKey {
  home: HomeWords;
  story: StoryWords;
  faq: FaqWords;
  notice: Notice;
}

/** Every page the owner edits, by its key, with the words it holds. */
export type PageWordsByKey = OwnWordsByKey & Record<ContentPageKey, ContentWords>;

export type PageKey = keyof PageWordsByKey;

export const PAGE_KEYS: readonly PageKey[] = ["home", "story", "faq", "notice", ...CONTENT_PAGE_KEYS];

export function isPageKey(value: string | undefined): value is PageKey {
  return PAGE_KEYS.includes(value as PageKey);
}

/** How each editable page is named in the console, and where it is seen. */
export const PAGE_TITLES: Record<PageKey, { title: string; path: string; lead: string }> = {
  ...CONTENT_PAGE_TITLES,
  home: { title: "Home", path: "/", lead: "The first page visitors see: its opening lines and the six tiles." },
  story: { title: "Our story", path: "/story", lead: "How Nestz began, chapter by chapter." },
  faq: { title: "FAQ", path: "/FAQ", lead: "The questions buyers ask, with their answers, in order." },
  notice: { title: "Site notice", path: "/", lead: "A short banner above every page, until the day you choose." },
};

/** The most each kind of text may hold, in characters: enough for the page's design, never a document. */
export const WORDS_LIMITS = {
  line: 160,
  lead: 600,
  heading: 120,
  question: 200,
  paragraph: 1_500,
  paragraphs: 12,
  listItem: 300,
  listItems: 20,
  linkLabel: 60,
  links: 6,
  description: 250,
  entries: 40,
  anchor: 60,
  notice: 240,
  specLabel: 60,
  specUnit: 12,
  specNote: 160,
  tileTitle: 60,
  tileSubtitle: 140,
  seoTitle: 70,
  seoDescription: 300,
  chapters: 16,
  itemTitle: 120,
  items: 24,
} as const;

/** Whether these are a content page's words (parts laid out by its design). */
export function isContentWords(words: PageWordsByKey[PageKey] | ContentWords): words is ContentWords {
  return "parts" in words;
}

/** The library pictures a page's words show, by photo number. */
export function pictureIdsOf(words: PageWordsByKey[PageKey] | ContentWords): number[] {
  if (isContentWords(words)) return words.picture ? [words.picture.photoId] : [];
  if (!("chapters" in words)) return [];
  return words.chapters.flatMap((chapter) => (chapter.picture ? [chapter.picture.photoId] : []));
}
