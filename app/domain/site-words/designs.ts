/**
 * The designs of the content pages the owner writes (docs/decisions/0158): the
 * parts each page shows, in order, and what the owner may write in each. The
 * layout, drawings and icons stay the site's; the words are the owner's.
 */
import type { ContentDesign } from "./content-design";
import { benefitsDesign } from "./designs/benefits";
import { constructionDesign } from "./designs/construction";
import { contactDesign } from "./designs/contact";
import { customizeDesign } from "./designs/customize";
import { deliveryDesign } from "./designs/delivery";
import { governmentDesign } from "./designs/government";
import { productDesigns } from "./designs/product-pages";
import { rentDesign } from "./designs/rent";
import { socialDesign } from "./designs/social";
import { specsDesign } from "./designs/specs";

/** Every content page's design, by its key. */
export const CONTENT_DESIGNS = {
  benefits: benefitsDesign,
  delivery: deliveryDesign,
  rent: rentDesign,
  government: governmentDesign,
  social: socialDesign,
  contact: contactDesign,
  ...productDesigns,
  construction: constructionDesign,
  customize: customizeDesign,
  specs: specsDesign,
} satisfies Record<string, ContentDesign>;

export type ContentPageKey = keyof typeof CONTENT_DESIGNS;

export const CONTENT_PAGE_KEYS = Object.keys(CONTENT_DESIGNS) as ContentPageKey[];

export function isContentPageKey(value: string): value is ContentPageKey {
  return Object.hasOwn(CONTENT_DESIGNS, value);
}

/** The content pages' names in the console, where they are seen, and a line about each. */
export const CONTENT_PAGE_TITLES = Object.fromEntries(
  CONTENT_PAGE_KEYS.map((key) => {
    const { title, path, lead } = CONTENT_DESIGNS[key] as ContentDesign;
    return [key, { title, path, lead }];
  }),
) as Record<ContentPageKey, { title: string; path: string; lead: string }>;
