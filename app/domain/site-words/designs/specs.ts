import type { ContentDesign } from "#app/domain/site-words/content-design";

/** The groups of the spec table, in the page's order, each with what the editor calls it. */
export const SPEC_GROUPS = {
  size: "size and footing",
  structure: "structure and insulation",
  openings: "windows and door",
  finishes: "finishes",
  bathroom: "bathroom and plumbing",
  power: "electrical, heat and hot water",
  kitchen: "kitchen",
  solar: "solar",
} as const;

export type SpecGroupId = keyof typeof SPEC_GROUPS;

export const SPEC_GROUP_IDS = Object.keys(SPEC_GROUPS) as SpecGroupId[];

/**
 * The Specs page: the blueprint's words, the spec table's groups and the owner's rows in each
 * (docs/decisions/0165), the words beside the printable spec sheets, the close. Rows whose figures
 * the site computes with come first in each group, from code; the owner's rows follow them.
 */
export const specsDesign: ContentDesign = {
  title: "Specs",
  path: "/Specs",
  lead: "The floor plans' words and the spec table: its groups and your rows, after the figures the site keeps.",
  heroLead: "A paragraph beside the drawing of a Nestz; the buttons to the floor plans and the spec sheet follow it.",
  parts: [
    { id: "blueprint", label: "Words above the floor plans", heading: true, intro: "required", items: null },
    {
      id: "sheet",
      label: "The spec table's heading (the line on the Standard and Optional badges stays the page's)",
      heading: true,
      intro: "none",
      items: null,
    },
    ...SPEC_GROUP_IDS.map((id) => ({
      id,
      label: `Spec rows: ${SPEC_GROUPS[id]}`,
      heading: true,
      intro: "none" as const,
      items: { label: "Row", min: 0, max: 12, title: true, text: "optional" as const, link: false, spec: true },
    })),
    {
      id: "paper",
      label: "Words beside the printable spec sheets",
      heading: false,
      intro: "required",
      items: null,
    },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "required", items: null },
  ],
};
