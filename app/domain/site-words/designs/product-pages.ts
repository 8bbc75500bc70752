import type { ContentDesign, ItemsDesign, PartDesign } from "#app/domain/site-words/content-design";

/**
 * The five product pages (two homes, three options) share one design: an
 * optional note under the opening words, bands of a few kinds in the page's
 * order, and the closing invitation to call or write. Each page is a short
 * list of its bands; `productPageDesign` makes what the owner may write in
 * each, and the page component draws the bands by the same list.
 */

/** What a band shows: the owner writes its words; numbers, drawings and where cards lead stay the site's. */
export type ProductPartKind = "figures" | "specs" | "ideas" | "steps" | "plan" | "options" | "drawing" | "invitation";

/** One band of a product page, in its place. */
export interface ProductPart {
  /** Its anchor on the page (/bedroom#plan) and its place in the words. */
  id: string;
  kind: ProductPartKind;
  /** The band's background; the page's paper when left out. */
  tone?: "white" | "mist";
  /** Cards to a row on wide screens (ideas: 3, options: 4 when left out). */
  columns?: 2 | 3 | 4;
  /** How many figures the band shows: each has the site's own number. */
  count?: number;
  /** The cards' titles, in order, for a band of cards: each leads to its own product, so the owner words them, never adds one. */
  cards?: readonly string[];
}

/** A product page: how the console names it, where it is, and its bands in order. */
export interface ProductPagePlan {
  title: string;
  path: string;
  lead: string;
  parts: readonly ProductPart[];
}

/** The part of a plan or drawing band that holds its caption: the band's id and this. */
export const CAPTION_SUFFIX = "-caption";
/** The note under the opening words, and the closing invitation: every product page has both places. */
export const BADGE_PART = "badge";
export const CLOSING_PART = "next";

const rows = (label: string, link: boolean, max: number): ItemsDesign => ({
  label,
  min: 1,
  max,
  title: true,
  text: "required",
  link,
});

const band = (part: ProductPart, label: string, items: ItemsDesign | null): PartDesign => ({
  id: part.id,
  label,
  heading: true,
  intro: "optional",
  items,
});

const caption = (part: ProductPart, label: string): PartDesign => ({
  id: `${part.id}${CAPTION_SUFFIX}`,
  label,
  heading: false,
  intro: "required",
  items: null,
});

/** The count of a band whose items each have their own place; a plan that leaves it out is a mistake in code. */
function fixedCount(part: ProductPart): number {
  const count = part.kind === "options" ? part.cards?.length : part.count;
  if (!count || count < 1) throw new Error(`The "${part.id}" band needs the number of its items`);
  return count;
}

/** What the owner writes for one band: one part, or two where a drawing has a caption under it. */
function partsOf(part: ProductPart): PartDesign[] {
  switch (part.kind) {
    case "figures":
      return [
        band(part, "Figures at a glance: the words under each number (the numbers are the site's)", {
          label: "Figure",
          min: fixedCount(part),
          max: fixedCount(part),
          title: true,
          text: "none",
          link: false,
        }),
      ];
    case "specs":
      return [band(part, "What comes with it, one row per feature", rows("Row", false, 12))];
    case "ideas":
      return [band(part, "Cards of ideas", rows("Card", false, 9))];
    case "steps":
      return [band(part, "Numbered steps", rows("Step", false, 8))];
    case "options":
      return [
        band(part, `Cards leading on, in order: ${(part.cards ?? []).join(", ")} (their titles are the site's)`, {
          label: "Card",
          min: fixedCount(part),
          max: fixedCount(part),
          title: false,
          text: "required",
          link: false,
        }),
      ];
    case "plan":
      return [
        band(part, "The floor plan: heading and words above it", null),
        caption(part, "Caption under the floor plan"),
      ];
    case "drawing":
      return [band(part, "The drawing: heading and words above it", null), caption(part, "Caption under the drawing")];
    case "invitation":
      return [
        { id: part.id, label: "The invitation beside its button", heading: true, intro: "required", items: null },
      ];
  }
}

/** A product page's design from its bands: the note under the opening words first, the closing invitation last. */
export function productPageDesign(plan: ProductPagePlan): ContentDesign {
  const parts: PartDesign[] = [
    {
      id: BADGE_PART,
      label: "A short note under the opening words, such as availability (optional)",
      heading: false,
      intro: "optional",
      items: null,
    },
    ...plan.parts.flatMap(partsOf),
    {
      id: CLOSING_PART,
      label: "The closing invitation to call or write",
      heading: true,
      intro: "required",
      items: null,
    },
  ];
  const ids = parts.map((part) => part.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice !== undefined) throw new Error(`A product page has two parts called "${twice}"`);
  return {
    title: plan.title,
    path: plan.path,
    lead: plan.lead,
    heroLead:
      "A paragraph beside the product's picture; the buttons to call for the price, request a quote and go back to the shop follow it.",
    parts,
  };
}

/** The product pages' bands, by page key, in the order the page shows them. */
export const PRODUCT_PAGE_PLANS = {
  bedroom: {
    title: "Bedroom Nestz",
    path: "/bedroom",
    lead: "The bedroom model's page: its figures, what comes with it, the floor plan, who it suits and its options.",
    parts: [
      { id: "glance", kind: "figures", tone: "white", count: 6 },
      { id: "included", kind: "specs" },
      { id: "plan", kind: "plan", tone: "white" },
      { id: "suits", kind: "ideas" },
      {
        id: "options",
        kind: "options",
        tone: "white",
        cards: ["Bathroom", "Custom paint", "Kitchen", "Join units"],
      },
    ],
  },
  office: {
    title: "Office Nestz",
    path: "/Office",
    lead: "The base unit's page: its figures, the uses people find for it, what comes with it and the floor plan.",
    parts: [
      { id: "glance", kind: "figures", tone: "white", count: 5 },
      { id: "uses", kind: "ideas" },
      { id: "included", kind: "specs", tone: "white" },
      { id: "plan", kind: "plan" },
      { id: "ideas", kind: "invitation", tone: "mist" },
    ],
  },
  bathroom: {
    title: "Bathroom option",
    path: "/bathroom",
    lead: "The bathroom option's page: its figures, what comes with it, hooking it up and which homes have one.",
    parts: [
      { id: "glance", kind: "figures", tone: "white", count: 5 },
      { id: "included", kind: "specs" },
      { id: "hook-up", kind: "steps", tone: "white" },
      { id: "models", kind: "options", columns: 2, cards: ["Bedroom Nestz", "Office Nestz"] },
    ],
  },
  kitchen: {
    title: "Kitchen option",
    path: "/Kitchen",
    lead: "The kitchen option's page: its figures, what comes with it, where it goes and what it goes well with.",
    parts: [
      { id: "glance", kind: "figures", tone: "white", count: 4 },
      { id: "included", kind: "specs" },
      { id: "plan", kind: "plan", tone: "white" },
      { id: "pairs", kind: "options", columns: 2, cards: ["Bedroom Nestz", "Bathroom"] },
    ],
  },
  paint: {
    title: "Custom paint option",
    path: "/Paint",
    lead: "The paint option's page: how choosing a color works, the two-color drawing, and the finish inside and out.",
    parts: [
      { id: "how", kind: "steps", tone: "white" },
      { id: "zones", kind: "drawing" },
      { id: "inside-and-out", kind: "ideas", tone: "white", columns: 2 },
    ],
  },
} as const satisfies Record<string, ProductPagePlan>;

export type ProductPageKey = keyof typeof PRODUCT_PAGE_PLANS;

export const isProductPageKey = (page: string): page is ProductPageKey => Object.hasOwn(PRODUCT_PAGE_PLANS, page);

export const productDesigns = {
  bedroom: productPageDesign(PRODUCT_PAGE_PLANS.bedroom),
  office: productPageDesign(PRODUCT_PAGE_PLANS.office),
  bathroom: productPageDesign(PRODUCT_PAGE_PLANS.bathroom),
  kitchen: productPageDesign(PRODUCT_PAGE_PLANS.kitchen),
  paint: productPageDesign(PRODUCT_PAGE_PLANS.paint),
} satisfies Record<ProductPageKey, ContentDesign>;
