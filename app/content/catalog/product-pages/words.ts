import type { ContentWords } from "#app/domain/site-words/blocks";
import type { ProductPageKey } from "#app/domain/site-words/designs/product-pages";

import { bathroomWords } from "./bathroom";
import { bedroomWords } from "./bedroom-nestz";
import { paintWords } from "./custom-paint";
import { kitchenWords } from "./kitchen";
import { officeWords } from "./office-nestz";

/** The product pages' starting words, by page key: the first published version of each. */
export const productPageWords = {
  bedroom: bedroomWords,
  office: officeWords,
  bathroom: bathroomWords,
  kitchen: kitchenWords,
  paint: paintWords,
} satisfies Record<ProductPageKey, ContentWords>;
