/**
 * A content page's words against its design (docs/decisions/0158): read from
 * the editor's form, checked part by part, and reshaped by the editor's
 * buttons. The design fixes the parts and their places; the owner writes them.
 */
import type { PhotoView } from "#app/domain/photos/rules";

import {
  type ContentItem,
  type ContentPart,
  type ContentWords,
  type ShownContentWords,
  type SpecFigure,
  type SpecParticulars,
  WORDS_LIMITS,
} from "./blocks";
import { type Checked, Checker, result } from "./checker";
import type { ContentDesign, ItemsDesign, PartDesign } from "./content-design";
import { type FactWords, fillFactsIn, unknownFacts } from "./fact-tokens";
import {
  field,
  heroFromForm,
  linkOf,
  pictureOf,
  type PostedFields,
  reshapeList,
  seoFromForm,
  textBlocksOf,
} from "./forms";
import { checkHero, checkSeo, checkSpecFigure, parseSpecValue } from "./validation";

/** A part's fields in the editor's form: `part-2-heading`, `part-2-0-title`… */
export const partField = (part: number, name: string) => `part-${part}-${name}`;
export const itemField = (part: number, item: number, name: string) => `part-${part}-${item}-${name}`;

/** How many items of a part the form says it posts, never more than the part may hold and one. */
function postedItems(fields: PostedFields, part: number, items: ItemsDesign): number {
  const posted = Number.parseInt(fields[partField(part, "count")] ?? "0", 10) || 0;
  return Math.max(0, Math.min(posted, items.max + 1));
}

/** A figure as typed: a number, or NaN (which fails its check) carrying the typed text back to its field. */
function figureOf(value: string, unit: string): SpecFigure {
  const parsed = parseSpecValue(value);
  return parsed === null ? { value: Number.NaN, unit, typed: value } : { value: parsed, unit };
}

/** A spec row's figure, standing and note as typed; a value that is not a number is kept as one that fails its check. */
function specFromForm(fields: PostedFields, at: (name: string) => string): SpecParticulars {
  const value = field(fields, at("value"));
  const unit = field(fields, at("unit"));
  return {
    figure: value || unit ? figureOf(value, unit) : null,
    optional: fields[at("optional")] === "on",
    note: field(fields, at("note")),
  };
}

function itemFromForm(fields: PostedFields, part: number, index: number, design: ItemsDesign): ContentItem {
  const at = (name: string) => itemField(part, index, name);
  return {
    title: design.title ? field(fields, at("title")) : "",
    text: design.text === "none" ? [] : textBlocksOf(fields[at("text")] ?? ""),
    link: design.link ? linkOf(fields[at("linkTo")], fields[at("linkLabel")]) : null,
    ...(design.spec ? { spec: specFromForm(fields, at) } : {}),
  };
}

function partFromForm(fields: PostedFields, part: number, design: PartDesign): ContentPart {
  const items = design.items;
  return {
    id: design.id,
    heading: design.heading ? field(fields, partField(part, "heading")) : "",
    intro: design.intro === "none" ? [] : textBlocksOf(fields[partField(part, "intro")] ?? ""),
    items: items
      ? Array.from({ length: postedItems(fields, part, items) }, (_, index) => itemFromForm(fields, part, index, items))
      : [],
  };
}

/** The words as the editor's form holds them, in the design's parts and order. */
export function contentFromForm(design: ContentDesign, fields: PostedFields): ContentWords {
  return {
    seo: seoFromForm(fields),
    hero: heroFromForm(fields),
    picture: pictureOf(fields.heroPhotoId, fields.heroPictureDescription),
    parts: design.parts.map((part, index) => partFromForm(fields, index, part)),
  };
}

/** The editor's buttons for a part's items: add one, or move or remove the one at `index`. */
export type PartIntent =
  { kind: "add"; part: number } | { kind: "remove" | "up" | "down"; part: number; index: number };

export function parsePartIntent(value: string | undefined): PartIntent | null {
  const add = /^add-(\d{1,2})$/.exec(value ?? "");
  if (add) return { kind: "add", part: Number(add[1]) };
  const move = /^(remove|up|down)-(\d{1,2})-(\d{1,3})$/.exec(value ?? "");
  if (!move) return null;
  return { kind: move[1] as "remove" | "up" | "down", part: Number(move[2]), index: Number(move[3]) };
}

const blankItem = (design: ItemsDesign): ContentItem => ({
  title: "",
  text: [],
  link: null,
  ...(design.spec ? { spec: { figure: null, optional: false, note: "" } } : {}),
});

/**
 * The words with one part's items reshaped. A part whose items each have their own place (a fixed
 * number), an item outside the list, or an item past the most the part holds changes nothing.
 */
export function reshapeContent(design: ContentDesign, words: ContentWords, intent: PartIntent): ContentWords {
  const items = design.parts[intent.part]?.items;
  const part = words.parts[intent.part];
  if (!items || !part || items.min === items.max) return words;
  if (intent.kind === "add" && part.items.length >= items.max) return words;
  const list = reshapeList(part.items, intent.kind === "add" ? { kind: "add" } : intent, () => blankItem(items));
  if (list === part.items) return words;
  const parts = words.parts.map((each, index) => (index === intent.part ? { ...each, items: [...list] } : each));
  return { ...words, parts };
}

/** Every text of the words with where it is filed, for the check of named facts. */
function textsOf(words: ContentWords): [string, string][] {
  const blocks = (path: string, body: ContentPart["intro"]): [string, string][] =>
    body.flatMap((block, index): [string, string][] =>
      block.kind === "paragraph"
        ? [[`${path}.${index}`, block.text]]
        : block.items.map((item, itemIndex): [string, string] => [`${path}.${index}.${itemIndex}`, item]),
    );
  return [
    ["seo.title", words.seo.title],
    ["seo.description", words.seo.description],
    ["hero.eyebrow", words.hero.eyebrow],
    ["hero.title", words.hero.title],
    ["hero.lead", words.hero.lead],
    ["picture.description", words.picture?.description ?? ""],
    ...words.parts.flatMap((part, p): [string, string][] => [
      [`parts.${p}.heading`, part.heading],
      ...blocks(`parts.${p}.intro`, part.intro),
      ...part.items.flatMap((item, i): [string, string][] => [
        [`parts.${p}.items.${i}.title`, item.title],
        ...blocks(`parts.${p}.items.${i}.text`, item.text),
        ...(item.link ? [[`parts.${p}.items.${i}.link.label`, item.link.label] as [string, string]] : []),
        ...(item.spec ? [[`parts.${p}.items.${i}.spec.note`, item.spec.note] as [string, string]] : []),
      ]),
    ]),
  ];
}

function checkItems(check: Checker, path: string, items: readonly ContentItem[], design: ItemsDesign): void {
  const label = design.label.toLowerCase();
  if (design.min === design.max && items.length !== design.min)
    check.fail(path, `This part has ${design.min} places, one for each ${label}; write each one.`);
  else if (items.length < design.min) check.fail(path, `Keep at least ${design.min} of these.`);
  else if (items.length > design.max) check.fail(path, `Keep it to ${design.max} of these.`);
  items.forEach((item, index) => {
    const at = `${path}.${index}`;
    if (design.title) check.text(`${at}.title`, item.title, { label: `${label}'s title`, max: WORDS_LIMITS.itemTitle });
    if (design.text === "required" || item.text.length > 0) check.body(`${at}.text`, item.text);
    if (design.link) check.link(`${at}.link`, item.link);
    if (design.spec) checkSpec(check, at, item);
  });
}

/** What the owner is told beside a field naming, in braces, a fact the site does not have. */
export const unknownFactMessage = (name: string) =>
  `"{${name}}" is not one of the site's facts. Use a name from the list of facts in braces, or write the words without braces.`;

/** A spec row states something: a figure (a number with its unit), a detail, or both; its note is short. */
function checkSpec(check: Checker, at: string, item: ContentItem): void {
  const spec = item.spec;
  if (!spec) {
    check.fail(`${at}.spec`, "This row was written before rows had figures. Please reload it and write again.");
    return;
  }
  if (spec.figure) checkSpecFigure(check, `${at}.spec.`, spec.figure);
  else if (item.text.length === 0) check.fail(`${at}.text`, "Give the row a figure with its unit, a detail, or both.");
  check.text(`${at}.spec.note`, spec.note, { label: "note", max: WORDS_LIMITS.specNote, required: false });
}

/** The words checked against the page's design, and every fact they name against the facts there are. */
export function checkContent(design: ContentDesign, words: ContentWords, facts: FactWords): Checked<ContentWords> {
  const check = new Checker();
  check.nested("seo", checkSeo(words.seo));
  check.nested("hero", checkHero(words.hero));
  check.picture("picture", words.picture ?? null);
  const sameParts =
    words.parts.length === design.parts.length &&
    words.parts.every((part, index) => part.id === design.parts[index]?.id);
  if (!sameParts) {
    check.fail("parts", "This page's design changed since the form was opened. Please reload it and write again.");
    return result(check, words);
  }
  design.parts.forEach((part, p) => {
    const written = words.parts[p] as ContentPart;
    const at = `parts.${p}`;
    if (part.heading) check.text(`${at}.heading`, written.heading, { label: "heading", max: WORDS_LIMITS.heading });
    if (part.intro === "required" || written.intro.length > 0) check.body(`${at}.intro`, written.intro);
    if (part.items) checkItems(check, `${at}.items`, written.items, part.items);
  });
  for (const [path, text] of textsOf(words)) {
    const [unknown] = unknownFacts(text, facts);
    if (unknown !== undefined) check.fail(path, unknownFactMessage(unknown));
  }
  return result(check, words);
}

/** Whether stored words still fit the page's design (same parts in the same places); words that do not are never shown. */
export function fitsDesign(design: ContentDesign, words: ContentWords): boolean {
  return (
    words.parts.length === design.parts.length &&
    words.parts.every((part, index) => {
      const place = design.parts[index];
      if (!place || place.id !== part.id) return false;
      const items = place.items;
      return items ? part.items.length >= items.min && part.items.length <= items.max : part.items.length === 0;
    })
  );
}

/**
 * The words as a visitor reads them: every fact in braces filled in, and the photo's files (from
 * `photoOf`, the library as last read) with the page's own description; a photo no longer in the
 * library is left out, and the page shows its drawing.
 */
export function shownContent(
  words: ContentWords,
  facts: FactWords,
  photoOf: (id: number) => PhotoView | undefined,
): ShownContentWords {
  const filled = fillFactsIn(words, facts);
  const photo = filled.picture ? photoOf(filled.picture.photoId) : undefined;
  return { ...filled, heroPhoto: photo && filled.picture ? { ...photo, alt: filled.picture.description } : null };
}

/** A part of the page's words by its place, for the page's design to show. */
export function partOf(words: ContentWords, id: string): ContentPart {
  const part = words.parts.find((each) => each.id === id);
  if (!part) throw new Error(`The page's words have no part "${id}"`);
  return part;
}
