import type {
  ClosingWords,
  FaqEntry,
  FaqWords,
  HeroLines,
  HomeWords,
  Notice,
  PageSeo,
  Section,
  StoryWords,
  TextBlock,
  WordsLink,
  WordsPicture,
} from "./blocks";
import { WORDS_LIMITS } from "./blocks";

/** What the editor's form posts, by field name. */
export type PostedFields = Record<string, string | undefined>;

/** The buttons of the FAQ editor: keep the words, or change the list's shape first. */
export type FaqIntent =
  { kind: "save" | "publish" | "schedule" } | { kind: "add" } | { kind: "remove" | "up" | "down"; index: number };

export function parseFaqIntent(value: string | undefined): FaqIntent | null {
  if (value === "save" || value === "publish" || value === "schedule" || value === "add") return { kind: value };
  const match = /^(remove|up|down)-(\d{1,3})$/.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) };
}

/** Paragraphs are separated by a blank line, as people type them. */
export function paragraphsOf(typed: string): string[] {
  return typed
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

export function linkOf(to: string | undefined, label: string | undefined): WordsLink | null {
  const address = (to ?? "").trim();
  const words = (label ?? "").trim();
  return address || words ? { to: address, label: words } : null;
}

/** An anchor for a new question, made from its words and unlike the others'. */
export function anchorFor(question: string, taken: ReadonlySet<string>): string {
  const base =
    question
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, WORDS_LIMITS.anchor - 4)
      .replace(/-+$/, "") || "question";
  let anchor = base;
  for (let n = 2; taken.has(anchor); n += 1) anchor = `${base}-${n}`;
  return anchor;
}

const MAX_POSTED_ENTRIES = WORDS_LIMITS.entries + 1;

/** The FAQ's words as the form holds them, in the order it shows them; a new question gets its anchor. */
export function faqFromForm(fields: PostedFields): FaqWords {
  const count = Math.min(Number.parseInt(fields.count ?? "0", 10) || 0, MAX_POSTED_ENTRIES);
  const entries: FaqEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const question = (fields[`question-${index}`] ?? "").trim();
    entries.push({
      id: (fields[`id-${index}`] ?? "").trim(),
      question,
      answer: paragraphsOf(fields[`answer-${index}`] ?? ""),
      link: linkOf(fields[`linkTo-${index}`], fields[`linkLabel-${index}`]),
    });
  }
  const taken = new Set(entries.map((entry) => entry.id).filter(Boolean));
  for (const entry of entries) {
    if (entry.id) continue;
    entry.id = anchorFor(entry.question, taken);
    taken.add(entry.id);
  }
  return { ...seoIfPosted(fields), ...heroIfPosted(fields), entries, ...closingIfPosted(fields) };
}

/** The closing invitation, when the form holds it (a form from before it did keeps the site's own). */
function closingIfPosted(fields: PostedFields): { closing?: ClosingWords } {
  if (fields.closingHeading === undefined) return {};
  return { closing: { heading: fields.closingHeading.trim(), paragraphs: paragraphsOf(fields.closingText ?? "") } };
}

/** The opening lines, when the form holds them (a form from before it did keeps the site's own). */
function heroIfPosted(fields: PostedFields): { hero?: HeroLines } {
  return fields.heroTitle === undefined ? {} : { hero: heroFromForm(fields) };
}

/** The title and description, when the form holds them (a form from before it did keeps the site's own). */
function seoIfPosted(fields: PostedFields): { seo?: PageSeo } {
  return fields.seoTitle === undefined && fields.seoDescription === undefined ? {} : { seo: seoFromForm(fields) };
}

/** Adds, removes or moves an item of a list the editor holds; an index outside the list changes nothing. */
export function reshapeList<T>(items: readonly T[], intent: FaqIntent, blank: () => T): readonly T[] {
  const list = [...items];
  if (intent.kind === "add") return [...list, blank()];
  if (intent.kind !== "remove" && intent.kind !== "up" && intent.kind !== "down") return items;
  const { index } = intent;
  if (index < 0 || index >= list.length) return items;
  if (intent.kind === "remove") list.splice(index, 1);
  else {
    const other = intent.kind === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return items;
    [list[index], list[other]] = [list[other] as T, list[index] as T];
  }
  return list;
}

/** Adds, removes or moves a question; an index outside the list changes nothing. */
export function reshapeFaq(words: FaqWords, intent: FaqIntent): FaqWords {
  const entries = reshapeList(words.entries, intent, () => ({ id: "", question: "", answer: [], link: null }));
  return entries === words.entries ? words : { ...words, entries: [...entries] };
}

/** Adds, removes or moves a chapter of the story. */
export function reshapeStory(words: StoryWords, intent: FaqIntent): StoryWords {
  const chapters = reshapeList(words.chapters, intent, blankSection);
  return chapters === words.chapters ? words : { ...words, chapters: [...chapters] };
}

const blankSection = (): Section => ({ heading: "", body: [], links: [], picture: null });

const LIST_ITEM = /^\s*[-•*]\s+/;

/**
 * Text with lists as people type it: paragraphs separated by a blank line,
 * and a paragraph whose every line starts with "- " is a bulleted list.
 */
export function textBlocksOf(typed: string): TextBlock[] {
  return typed
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split("\n").filter((line) => line.trim()))
    .filter((lines) => lines.length > 0)
    .map((lines): TextBlock =>
      lines.every((line) => LIST_ITEM.test(line))
        ? { kind: "list", items: lines.map((line) => line.replace(LIST_ITEM, "").trim()) }
        : { kind: "paragraph", text: lines.map((line) => line.trim()).join(" ") },
    );
}

/** The blocks back as the editor's text, so a save without changes keeps them as they were. */
export function typedTextOf(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) => (block.kind === "paragraph" ? block.text : block.items.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}

/** A chosen picture and its description; a description without a picture is kept, to be told to choose one. */
export function pictureOf(photoId: string | undefined, description: string | undefined): WordsPicture | null {
  const chosen = (photoId ?? "").trim();
  const words = (description ?? "").trim();
  if (!chosen && !words) return null;
  return { photoId: /^\d{1,9}$/.test(chosen) ? Number(chosen) : 0, description: words };
}

export const field = (fields: PostedFields, name: string) => (fields[name] ?? "").trim();

export function seoFromForm(fields: PostedFields): PageSeo {
  return { title: field(fields, "seoTitle"), description: field(fields, "seoDescription") };
}

export function heroFromForm(fields: PostedFields): HeroLines {
  return { eyebrow: field(fields, "eyebrow"), title: field(fields, "heroTitle"), lead: field(fields, "lead") };
}

/** How many items of a list the form says it posts, never more than the list may hold and one. */
const postedCount = (fields: PostedFields, most: number) =>
  Math.min(Number.parseInt(fields.count ?? "0", 10) || 0, most + 1);

export function homeFromForm(fields: PostedFields): HomeWords {
  const tiles = [];
  for (let index = 0; index < postedCount(fields, 6); index += 1)
    tiles.push({ title: field(fields, `tileTitle-${index}`), subtitle: field(fields, `tileSubtitle-${index}`) });
  return { seo: seoFromForm(fields), hero: heroFromForm(fields), tiles };
}

export function storyFromForm(fields: PostedFields): StoryWords {
  const chapters: Section[] = [];
  for (let index = 0; index < postedCount(fields, WORDS_LIMITS.chapters); index += 1) {
    const link = linkOf(fields[`linkTo-${index}`], fields[`linkLabel-${index}`]);
    chapters.push({
      heading: field(fields, `heading-${index}`),
      body: textBlocksOf(fields[`body-${index}`] ?? ""),
      links: link ? [link] : [],
      picture: pictureOf(fields[`photoId-${index}`], fields[`pictureDescription-${index}`]),
    });
  }
  return { seo: seoFromForm(fields), hero: heroFromForm(fields), chapters };
}

export function noticeFromForm(fields: PostedFields): Notice {
  const endsOn = (fields.endsOn ?? "").trim();
  return {
    text: (fields.text ?? "").trim(),
    link: linkOf(fields.linkTo, fields.linkLabel),
    endsOn: endsOn || null,
  };
}

/** The notice as a visitor sees it on `today` (a business day), or null when there is none to show. */
export function shownNotice(notice: Notice, today: string): Notice | null {
  if (!notice.text.trim()) return null;
  if (notice.endsOn !== null && today > notice.endsOn) return null;
  return notice;
}
