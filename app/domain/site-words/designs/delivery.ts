import type { ContentDesign } from "#app/domain/site-words/content-design";

/** The distance of the worked example in the fee's opening words ("a home 45 miles from PDX comes to…"). */
export const FEE_EXAMPLE_MILES = 45;

/**
 * The Delivery page: the words around the maps, the fee table and estimator,
 * the placement steps, the site, the booking and what the buyer arranges. The
 * maps, the table, the estimator and every figure the fee rule computes stay
 * the page's; the words name the fee rule's facts in braces.
 */
export const deliveryDesign: ContentDesign = {
  title: "Delivery",
  path: "/Delivery",
  lead: "How delivery works and what it costs, written around the maps, the fee table and the estimator, which the site draws from the fee rule.",
  heroLead: "A paragraph beside the drawing of the truck and trailer; the buttons to the fee and the map follow it.",
  parts: [
    { id: "map", label: "Above the maps: where the flat fee reaches", heading: true, intro: "optional", items: null },
    { id: "fees", label: "Above the fee table and the estimator", heading: true, intro: "optional", items: null },
    {
      id: "fee-covers",
      label: "The box under the estimator: what the fee covers",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "placement",
      label: "How placement works, in numbered steps",
      heading: true,
      intro: "optional",
      items: { label: "Step", min: 2, max: 8, title: true, text: "required", link: false },
    },
    {
      id: "placement-note",
      label: "The note under the placement steps",
      heading: false,
      intro: "optional",
      items: null,
    },
    {
      id: "site",
      label: "Getting the site ready, beside the drawing of the contact points",
      heading: true,
      intro: "required",
      items: null,
    },
    {
      id: "timing",
      label: "Booking a date (the next build slot follows the text), and the words under its three figures",
      heading: true,
      intro: "optional",
      // Each figure is the site's (units ready now, the hours to place, one call); the owner writes the words under it.
      items: { label: "Words under figure", min: 3, max: 3, title: true, text: "none", link: false },
    },
    {
      id: "arrange",
      label: "What the buyer arranges, in cards (the links to the FAQ and the specs follow them)",
      heading: true,
      intro: "optional",
      items: { label: "Card", min: 1, max: 8, title: true, text: "required", link: false },
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "optional", items: null },
  ],
};
