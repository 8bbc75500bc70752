import { productPageWords } from "#app/content/catalog/product-pages/words";
import { deliveryWords } from "#app/content/delivery/delivery-page";
import { rentWords } from "#app/content/rentals/rent-page";
import type { PageWordsByKey } from "#app/domain/site-words/blocks";

import { benefitsWords } from "./benefits";
import { constructionWords } from "./construction-steps";
import { contactWords } from "./contact";
import { customizeWords } from "./customize";
import { directoryTiles } from "./directory";
import { faqClosing, faqHero, faqs } from "./faq";
import { pageInfo } from "./pages";
import { governmentWords } from "./public-buyers";
import { socialWords } from "./social";
import { specsWords } from "./specs";
import { storyChapters } from "./story";

const seoOf = (path: "/story" | "/FAQ") => ({
  title: pageInfo(path).title,
  description: pageInfo(path).description,
});

/**
 * The words the site starts with: the first published version of every page
 * the owner edits, so the pages read the same out of the box. From then on
 * the owner's (console → Pages).
 */
export const seedWords: PageWordsByKey = {
  home: {
    seo: {
      title: pageInfo("/").title,
      // Search engines and the business's structured data read it with the unit's size filled in.
      description:
        "Nestz builds move-in-ready {unit size} modular tiny homes in Washington and delivers them across Oregon and Washington. Guest rooms, offices, ADUs and micro-housing. Call for price.",
    },
    hero: {
      eyebrow: "Tiny homes and micro-housing from the {region}",
      title: "{unit size} homes, ready to move into",
      lead: "A Nestz is a complete little home: insulated steel, wired, plumbed and finished in our {workshop} workshop, then delivered to your land in Washington or Oregon. Give us a call and we'll tell you the price and when yours can arrive.",
    },
    tiles: directoryTiles.map((tile) => ({ title: tile.title, subtitle: tile.subtitle })),
  },
  story: {
    seo: seoOf("/story"),
    hero: {
      eyebrow: "Our story",
      title: "A home for everyone who needs one",
      lead: "Slow permits and long builds price too many people out of a place to live. Nestz exists so a new landowner, a growing family or someone caring for a parent can have an affordable extra room, or a whole little house, right away and for as long as they need it.",
    },
    chapters: storyChapters.map((chapter) => ({
      heading: chapter.title,
      body: [{ kind: "paragraph", text: chapter.body }],
      links: [],
      picture: null,
    })),
  },
  faq: {
    seo: seoOf("/FAQ"),
    hero: faqHero,
    entries: faqs.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answer: [...faq.answer],
      link: { to: faq.link.to, label: faq.link.label },
    })),
    closing: { heading: faqClosing.heading, paragraphs: [...faqClosing.paragraphs] },
  },
  notice: { text: "", link: null, endsOn: null },
  benefits: benefitsWords,
  delivery: deliveryWords,
  rent: rentWords,
  government: governmentWords,
  social: socialWords,
  contact: contactWords,
  ...productPageWords,
  construction: constructionWords,
  customize: customizeWords,
  specs: specsWords,
};
