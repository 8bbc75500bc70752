import type { ContentWords } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

const page = pageInfo("/Contact");

const paragraph = (text: string) => [{ kind: "paragraph" as const, text }];

/**
 * The Contact page's starting words (its design: `designs/contact.ts`). Facts
 * in braces are filled in from code; `{legal name}` and `{email subject}` by
 * the page itself, from the site's settings and its email button.
 */
export const contactWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "Inquiries",
    title: "Talk to a real person",
    lead: "{legal name} is {family business} in {home city}. Prices and delivery costs are shared by phone or email, and questions are welcome any time.",
  },
  parts: [
    {
      id: "reach-us",
      heading: "Reach us",
      intro: paragraph("The email button opens your mail app with the subject “{email subject}” already filled in."),
      items: [],
    },
    {
      id: "help",
      heading: "What we can help with",
      intro: [],
      items: [
        ["Prices", "Current prices for every model and option, including rent and rent-to-own."],
        ["Delivery", "A delivery quote and a date that suits your site and schedule."],
        ["Visits", "A time to see a Nestz in person and ask everything face to face."],
        ["Orders", "Orders are placed by phone, so we can get every detail right with you."],
      ].map(([title, text]) => ({ title: title as string, text: paragraph(text as string), link: null })),
    },
    {
      id: "quote",
      heading: "Request a quote",
      intro: paragraph(
        "Buying or renting, one unit or a hundred, for your family, a city, an agency or a company: tell us here and we'll come back with prices, a delivery fee and dates. No mail app needed.",
      ),
      items: [],
    },
    {
      id: "before-you-call",
      heading: "Good to know before you call",
      intro: paragraph(
        "Knowing roughly where the Nestz will go, how you will use it and when you would like it helps us give you an exact price and delivery date on the first call.",
      ),
      items: [],
    },
  ],
};
