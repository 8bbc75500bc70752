/** Each page's words checked by the rules of its kind: its own, or its content design's. */
import { isContentWords, type PageKey, type PageWordsByKey } from "./blocks";
import type { Checked, WordsErrors } from "./checker";
import { checkContent, unknownFactMessage } from "./content-pages";
import { CONTENT_DESIGNS, isContentPageKey } from "./designs";
import { type FactWords, unknownFacts } from "./fact-tokens";
import { checkFaq, checkHome, checkNotice, checkStory } from "./validation";

const OWN_CHECKS = {
  home: checkHome,
  story: checkStory,
  faq: checkFaq,
  notice: checkNotice,
} as const;

/** Keys of the pages' own words that hold no words of the owner's: addresses, anchors, dates, kinds, picture numbers. */
const NOT_WORDS = new Set(["to", "id", "endsOn", "kind", "photoId"]);

/**
 * Every text of a page with its own design, filed under the field the editor
 * shows it in: a paragraph at its place in the text (`chapters.1.body.0`), a
 * list's item at its own (`chapters.1.body.0.2`), and an FAQ answer's
 * paragraphs, typed in one box, under that box (`entries.2.answer`).
 */
function ownTextsOf(value: unknown, path: string): [string, string][] {
  const under = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string")) return value.map((text: string) => [path, text]);
    return value.flatMap((item: unknown, index) => ownTextsOf(item, under(index)));
  }
  if (!value || typeof value !== "object") return [];
  const block = value as Record<string, unknown>;
  if (block.kind === "paragraph") return ownTextsOf(block.text, path);
  if (block.kind === "list" && Array.isArray(block.items))
    return block.items.flatMap((item: unknown, index) => ownTextsOf(item, under(index)));
  return Object.entries(block).flatMap(([key, item]) => (NOT_WORDS.has(key) ? [] : ownTextsOf(item, under(key))));
}

/** A message beside each field of a page with its own design that names, in braces, a fact the site does not have. */
function unknownFactErrors(words: unknown, facts: FactWords): WordsErrors {
  const errors: WordsErrors = {};
  for (const [path, text] of ownTextsOf(words, "")) {
    const [unknown] = unknownFacts(text, facts);
    if (unknown !== undefined && !(path in errors)) errors[path] = unknownFactMessage(unknown);
  }
  return errors;
}

/** The page's words checked; the facts they name in braces are checked against `facts` (and a design's own). */
export function checkPageWords<K extends PageKey>(
  page: K,
  words: PageWordsByKey[K],
  facts: FactWords,
): Checked<PageWordsByKey[K]> {
  if (isContentPageKey(page) && isContentWords(words))
    return checkContent(CONTENT_DESIGNS[page], words, { ...facts, ...CONTENT_DESIGNS[page].siteFacts }) as Checked<
      PageWordsByKey[K]
    >;
  const check = OWN_CHECKS[page as keyof typeof OWN_CHECKS] as (words: PageWordsByKey[K]) => Checked<PageWordsByKey[K]>;
  const checked = check(words);
  const unknown = unknownFactErrors(words, facts);
  if (Object.keys(unknown).length === 0) return checked;
  // The page's own rules speak first where both have something to say about a field.
  return { ok: false, errors: { ...unknown, ...(checked.ok ? {} : checked.errors) } };
}
