/** Each page's words checked by the rules of its kind: its own, or its content design's. */
import { isContentWords, type PageKey, type PageWordsByKey } from "./blocks";
import type { Checked } from "./checker";
import { checkContent } from "./content-pages";
import { CONTENT_DESIGNS, isContentPageKey } from "./designs";
import type { FactWords } from "./fact-tokens";
import { checkFaq, checkHome, checkNotice, checkStory } from "./validation";

const OWN_CHECKS = {
  home: checkHome,
  story: checkStory,
  faq: checkFaq,
  notice: checkNotice,
} as const;

/** The page's words checked; a content page's facts in braces are checked against `facts`. */
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
  return check(words);
}
