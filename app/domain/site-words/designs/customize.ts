import type { ContentDesign, ItemsDesign } from "#app/domain/site-words/content-design";

/** The ways units combine, in the order the page shows them; each is drawn to scale. */
export const MODULAR_LAYOUTS = ["end-to-end", "side-by-side", "stacked", "roof-porch", "covered-porch"] as const;

export type ModularLayout = (typeof MODULAR_LAYOUTS)[number];

/** Cards of options: the owner adds, orders and removes them (no drawing of their own). */
const options = (label: string, link: boolean): ItemsDesign => ({
  label,
  min: 1,
  max: 12,
  title: true,
  text: "required",
  link,
});

/** The Customize page: the blank canvas, two groups of options, the ways to combine units, what comes later, the close. */
export const customizeDesign: ContentDesign = {
  title: "Customize",
  path: "/Customize",
  lead: "What a buyer can add or change, and the ways units join into larger spaces.",
  heroLead:
    "A paragraph beside the drawing of a blank interior; the buttons to combine units and to choose a color follow it.",
  parts: [
    {
      id: "canvas",
      label: "A blank canvas inside (the button to the paint option follows it)",
      heading: true,
      intro: "required",
      items: null,
    },
    { id: "rooms", label: "First group of options", heading: true, intro: "required", items: options("Option", true) },
    {
      id: "comfort",
      label: "Second group of options",
      heading: true,
      intro: "required",
      items: options("Option", true),
    },
    {
      id: "layouts",
      label: "Ways to combine units (each beside its drawing to scale)",
      heading: true,
      intro: "required",
      items: {
        label: "Layout",
        min: MODULAR_LAYOUTS.length,
        max: MODULAR_LAYOUTS.length,
        title: true,
        text: "required",
        link: false,
      },
    },
    {
      id: "later",
      label: "Coming later (dashed cards)",
      heading: true,
      intro: "required",
      items: { label: "Idea", min: 1, max: 8, title: true, text: "required", link: false },
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "required", items: null },
  ],
};
