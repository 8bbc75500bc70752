import { pageInfo, type PagePath } from "#app/content/site/pages";
import type { ContentItem, ContentPart, ContentWords, TextBlock } from "#app/domain/site-words/blocks";
import { BADGE_PART, CAPTION_SUFFIX, CLOSING_PART } from "#app/domain/site-words/designs/product-pages";

/** Paragraphs as the owner's text holds them. */
export const paragraphs = (...texts: string[]): TextBlock[] => texts.map((text) => ({ kind: "paragraph", text }));

/** A row, card or step with its title and text; a figure has a title only, a product's card its text only. */
export const item = (title: string, text = ""): ContentItem => ({
  title,
  text: text ? paragraphs(text) : [],
  link: null,
});

/** A band with its heading, an optional paragraph above its items, and its items. */
export const band = (id: string, heading: string, items: ContentItem[] = [], intro = ""): ContentPart => ({
  id,
  heading,
  intro: intro ? paragraphs(intro) : [],
  items,
});

/** The caption under a band's floor plan or drawing. */
export const captionOf = (id: string, caption: string): ContentPart => band(`${id}${CAPTION_SUFFIX}`, "", [], caption);

/**
 * A product page's starting words: its title as pages.ts registers it, the
 * opening lines, an optional note under them, its bands, and the closing
 * invitation. Facts are named in braces.
 */
export function productWords(
  path: PagePath,
  words: {
    description: string;
    eyebrow: string;
    lead: string;
    badge?: string;
    bands: ContentPart[];
    closing: { heading: string; text: string };
  },
): ContentWords {
  const { title } = pageInfo(path);
  return {
    seo: { title, description: words.description },
    hero: { eyebrow: words.eyebrow, title, lead: words.lead },
    parts: [
      band(BADGE_PART, "", [], words.badge),
      ...words.bands,
      band(CLOSING_PART, words.closing.heading, [], words.closing.text),
    ],
  };
}
