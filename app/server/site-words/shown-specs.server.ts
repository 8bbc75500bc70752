import type { SpecsWords } from "#app/server/pdf/spec-sheet-content.server";

import { shownWords, wordsKeyFor } from "./published-words.server";

/** The /Specs page's words as guests read them now, with their digest: what the model spec sheets repeat. */
export function shownSpecs(): SpecsWords {
  return { words: shownWords("specs"), key: wordsKeyFor("/Specs") };
}
