import type { ContentDesign } from "#app/domain/site-words/content-design";

/**
 * Where the law's word on sales tax stands among the buying terms: after the
 * owner's third term (or after the last, when there are fewer). It is the
 * site's, never the owner's, so a rewrite can never offer a Washington public
 * buyer a way around sales tax (docs/decisions/0170).
 */
export const TAX_TERM_PLACE = 3;

/** The terms in the order the page and the capability summary show them, the law's on sales tax in its place. */
export function termsWithTax<T>(terms: readonly T[], taxTerm: T): T[] {
  const place = Math.min(TAX_TERM_PLACE, terms.length);
  return [...terms.slice(0, place), taxTerm, ...terms.slice(place)];
}

/**
 * The page for public buyers: its words, which the capability summary PDF
 * prints too. The statement of sales tax, the capability facts, the live
 * figures and the links to the quote form and the papers stay the site's.
 */
export const governmentDesign: ContentDesign = {
  title: "Government",
  path: "/Government",
  lead: "How public buyers buy, in words the capability summary PDF prints too; what the law says of sales tax is the site's.",
  heroLead:
    "A paragraph beside the drawing of joined units; the number of units ready now follows it, then the buttons to a written quote and the capability summary.",
  parts: [
    {
      id: "how-buying-works",
      label: "How buying works, in numbered steps (the capability summary lists them too)",
      heading: true,
      intro: "optional",
      items: { label: "Step", min: 1, max: 8, title: true, text: "required", link: false },
    },
    {
      id: "terms",
      label:
        "The terms purchasing offices ask about (also in the capability summary). The term on sales tax is the law's: the site shows it after your third term, as it stands",
      heading: true,
      intro: "none",
      items: { label: "Term", min: 1, max: 10, title: true, text: "required", link: false },
    },
    {
      id: "ready",
      label: "Ready now (the units ready and the next build slot follow the text)",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "ready-rent",
      label:
        "Renting instead (the next month a rental is free follows the text; the links to Rent and Delivery follow)",
      heading: false,
      intro: "required",
      items: null,
    },
    {
      id: "funding",
      label: "Paying for it: the words above the examples, and the examples of funding",
      heading: true,
      intro: "optional",
      items: { label: "Example", min: 1, max: 10, title: true, text: "none", link: false },
    },
    {
      id: "funding-after",
      label: "The words under the examples of funding",
      heading: false,
      intro: "optional",
      items: null,
    },
    {
      id: "capability",
      label: "Above the capability summary's details (the details are the site's settings)",
      heading: true,
      intro: "optional",
      items: null,
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "optional", items: null },
  ],
};
