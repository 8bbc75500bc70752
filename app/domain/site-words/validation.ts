import { isCalendarDay } from "#app/domain/time/calendar-day";

import {
  type ClosingWords,
  type FaqEntry,
  type FaqWords,
  type HeroLines,
  type HomeTile,
  type HomeWords,
  type Notice,
  type PageSeo,
  type Section,
  type SpecRow,
  type StoryWords,
  WORDS_LIMITS,
} from "./blocks";
import { type Checked, Checker, result } from "./checker";

export function checkHero(hero: HeroLines): Checked<HeroLines> {
  const check = new Checker();
  check.text("eyebrow", hero.eyebrow, { label: "small line above the title", max: WORDS_LIMITS.line, required: false });
  check.text("title", hero.title, { label: "title", max: WORDS_LIMITS.line });
  check.text("lead", hero.lead, { label: "opening words", max: WORDS_LIMITS.lead });
  return result(check, hero);
}

export function checkSection(section: Section): Checked<Section> {
  const check = new Checker();
  check.text("heading", section.heading, { label: "heading", max: WORDS_LIMITS.heading });
  check.body("body", section.body);
  if (section.links.length > WORDS_LIMITS.links) check.fail("links", `Keep it to ${WORDS_LIMITS.links} links.`);
  section.links.forEach((link, index) => check.link(`links.${index}`, link));
  check.picture("picture", section.picture);
  return result(check, section);
}

/** A spec figure's checks, filed under `path` (`…value`, `…unit`): the value a number, its unit written. */
export function checkSpecFigure(check: Checker, path: string, figure: Pick<SpecRow, "value" | "unit">): void {
  if (!Number.isFinite(figure.value)) check.fail(`${path}value`, "Write the value as a number, such as 24 or 8.5.");
  check.text(`${path}unit`, figure.unit, { label: "unit (ft, in, lb, gal…)", max: WORDS_LIMITS.specUnit });
}

export function checkSpecRow(row: SpecRow): Checked<SpecRow> {
  const check = new Checker();
  check.text("label", row.label, { label: "row's name", max: WORDS_LIMITS.specLabel });
  checkSpecFigure(check, "", row);
  return result(check, row);
}

/** A spec value as typed (`24`, `8.5`): a number, or null when it is not one. */
export function parseSpecValue(typed: string): number | null {
  const trimmed = typed.trim();
  return /^-?\d{1,7}(\.\d{1,3})?$/.test(trimmed) ? Number(trimmed) : null;
}

export function checkHomeTile(tile: HomeTile): Checked<HomeTile> {
  const check = new Checker();
  check.text("title", tile.title, { label: "tile's title", max: WORDS_LIMITS.tileTitle });
  check.text("subtitle", tile.subtitle, { label: "tile's subtitle", max: WORDS_LIMITS.tileSubtitle });
  return result(check, tile);
}

const ANCHOR = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

function checkEntry(check: Checker, path: string, entry: FaqEntry): void {
  if (!ANCHOR.test(entry.id) || entry.id.length > WORDS_LIMITS.anchor)
    check.fail(`${path}.id`, "This question's anchor can't be read; remove it and add it again.");
  check.text(`${path}.question`, entry.question, { label: "question", max: WORDS_LIMITS.question });
  if (entry.answer.length === 0) check.fail(`${path}.answer`, "Write the answer.");
  if (entry.answer.length > WORDS_LIMITS.paragraphs)
    check.fail(`${path}.answer`, `Keep the answer to ${WORDS_LIMITS.paragraphs} paragraphs.`);
  entry.answer.forEach((paragraph) =>
    check.text(`${path}.answer`, paragraph, { label: "answer's paragraph", max: WORDS_LIMITS.paragraph }),
  );
  check.link(`${path}.link`, entry.link);
}

/** A closing invitation: a heading and at least one paragraph beside the page's buttons. */
export function checkClosing(closing: ClosingWords): Checked<ClosingWords> {
  const check = new Checker();
  check.text("heading", closing.heading, { label: "closing heading", max: WORDS_LIMITS.heading });
  if (closing.paragraphs.length === 0) check.fail("paragraphs", "Write a few words to close the page with.");
  if (closing.paragraphs.length > WORDS_LIMITS.paragraphs)
    check.fail("paragraphs", `Keep the closing words to ${WORDS_LIMITS.paragraphs} paragraphs.`);
  closing.paragraphs.forEach((paragraph) =>
    check.text("paragraphs", paragraph, { label: "closing paragraph", max: WORDS_LIMITS.paragraph }),
  );
  return result(check, closing);
}

export function checkFaq(words: FaqWords): Checked<FaqWords> {
  const check = new Checker();
  if (words.seo) check.nested("seo", checkSeo(words.seo));
  if (words.hero) check.nested("hero", checkHero(words.hero));
  if (words.closing) check.nested("closing", checkClosing(words.closing));
  if (words.entries.length === 0) check.fail("entries", "Keep at least one question on the page.");
  if (words.entries.length > WORDS_LIMITS.entries)
    check.fail("entries", `Keep the page to ${WORDS_LIMITS.entries} questions.`);
  const seen = new Set<string>();
  words.entries.forEach((entry, index) => {
    if (seen.has(entry.id))
      check.fail(`entries.${index}.id`, "Two questions share an anchor; remove one and add it again.");
    seen.add(entry.id);
    checkEntry(check, `entries.${index}`, entry);
  });
  return result(check, words);
}

export function checkNotice(notice: Notice): Checked<Notice> {
  const check = new Checker();
  const empty = !notice.text.trim();
  check.text("text", notice.text, { label: "notice", max: WORDS_LIMITS.notice, required: false });
  if (empty && notice.link) check.fail("text", "Write the notice the link belongs to, or remove the link.");
  check.link("link", notice.link);
  if (notice.endsOn !== null && !isCalendarDay(notice.endsOn))
    check.fail("endsOn", "Choose the last day as a date, such as 2026-12-24.");
  return result(check, notice);
}

export function checkSeo(seo: PageSeo): Checked<PageSeo> {
  const check = new Checker();
  check.text("title", seo.title, { label: "title search engines show", max: WORDS_LIMITS.seoTitle });
  check.text("description", seo.description, {
    label: "description search engines show",
    max: WORDS_LIMITS.seoDescription,
  });
  return result(check, seo);
}

/** How many tiles the home page's layout holds: the owner names them, the layout places them. */
export const HOME_TILE_COUNT = 6;

export function checkHome(words: HomeWords): Checked<HomeWords> {
  const check = new Checker();
  check.nested("seo", checkSeo(words.seo));
  check.nested("hero", checkHero(words.hero));
  if (words.tiles.length !== HOME_TILE_COUNT)
    check.fail("tiles", `The page has ${HOME_TILE_COUNT} tiles; name each one.`);
  words.tiles.forEach((tile, index) => check.nested(`tiles.${index}`, checkHomeTile(tile)));
  return result(check, words);
}

export function checkStory(words: StoryWords): Checked<StoryWords> {
  const check = new Checker();
  check.nested("seo", checkSeo(words.seo));
  check.nested("hero", checkHero(words.hero));
  if (words.chapters.length === 0) check.fail("chapters", "Keep at least one chapter on the page.");
  if (words.chapters.length > WORDS_LIMITS.chapters)
    check.fail("chapters", `Keep the story to ${WORDS_LIMITS.chapters} chapters.`);
  words.chapters.forEach((chapter, index) => check.nested(`chapters.${index}`, checkSection(chapter)));
  return result(check, words);
}
