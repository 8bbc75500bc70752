import type { ContentDesign } from "#app/domain/site-words/content-design";

/**
 * The Rent page: the words around the live rates and the months a unit is
 * free, which the site writes in from the rate card and the bookings.
 */
export const rentDesign: ContentDesign = {
  title: "Rent",
  path: "/Rent",
  lead: "Rentals for everyone to read, written around the live rates and the months a unit is free.",
  heroLead: "A paragraph under the heading; the button to the rental request follows it.",
  parts: [
    { id: "rates", label: "Above each model's rates", heading: true, intro: "optional", items: null },
    {
      id: "months",
      label: "Above the table of months with a unit free",
      heading: true,
      intro: "optional",
      items: null,
    },
    {
      id: "how",
      label: "How renting works, in numbered steps",
      heading: true,
      intro: "none",
      items: { label: "Step", min: 1, max: 6, title: true, text: "required", link: false },
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "optional", items: null },
  ],
};
