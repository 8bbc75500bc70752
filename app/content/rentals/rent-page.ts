import { pageInfo } from "#app/content/site/pages";
import type { ContentItem, ContentWords, TextBlock } from "#app/domain/site-words/blocks";

const page = pageInfo("/Rent");

const text = (paragraph: string): TextBlock[] => [{ kind: "paragraph", text: paragraph }];
const step = (title: string, paragraph: string): ContentItem => ({ title, text: text(paragraph), link: null });

/**
 * The Rent page's starting words (its design: `designs/rent.ts`). Rates and
 * free months are live facts (domain/rentals/public-facts.ts) the page writes
 * in around them; the longest rental is named in braces.
 */
export const rentWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "Rentals",
    title: page.title,
    lead: "Rent a Nestz for a season, a project or a stay between homes: delivered, set level and picked up again by us, for stays under {longest rental days} days of continuous occupancy.",
  },
  parts: [
    {
      id: "rates",
      heading: "Rates",
      intro: text(
        "Each stay is priced as the cheapest mix of whole months, weeks and days that covers it, so a longer stay never costs more than a shorter one. Delivery and pick-up are each our usual delivery fee for your ZIP code.",
      ),
      items: [],
    },
    {
      id: "months",
      heading: "When a unit is free",
      intro: text(
        "The next twelve months at a glance. Dates change as bookings come in; your request holds nothing until we confirm it.",
      ),
      items: [],
    },
    {
      id: "how",
      heading: "How renting works",
      intro: [],
      items: [
        step(
          "Tell us your dates",
          "Send a rental request with the model, where it goes and the days you need. We answer within one business day.",
        ),
        step(
          "Get a priced proposal",
          "You see every line: the months, weeks and days, delivery and pick-up, tax, and the security deposit.",
        ),
        step(
          "We deliver and collect",
          "We place the unit, hand you the keys, and pick it up at the end. The deposit comes back once we have checked it over.",
        ),
      ],
    },
    {
      id: "next",
      heading: "Ask for your dates",
      intro: text(
        "Tell us when, where and which model. We will check the fleet and answer with a price for exactly those days.",
      ),
      items: [],
    },
  ],
};

/** The page's own labels around the live figures: the way in to a rental, and the months table's caption. */
export const rentLabels = {
  request: "Send a rental request",
  monthsCaption: "How free our rental units are, month by month",
} as const;
