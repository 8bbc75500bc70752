import type { PageWordsByKey } from "#app/domain/site-words/blocks";

import { faqs } from "./faq";

/**
 * The words the site starts with: the first published version of every page
 * the owner edits, so the pages read the same out of the box. From then on
 * the owner's (console → Pages).
 */
export const seedWords: PageWordsByKey = {
  faq: {
    entries: faqs.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answer: [...faq.answer],
      link: { to: faq.link.to, label: faq.link.label },
    })),
  },
  notice: { text: "", link: null, endsOn: null },
};
