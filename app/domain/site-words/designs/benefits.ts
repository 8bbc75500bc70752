import type { ContentDesign, ItemsDesign } from "#app/domain/site-words/content-design";

/** The drawn icons of the Benefits page's cards. */
export type BenefitIconName =
  | "brush"
  | "tag"
  | "beam"
  | "calendar"
  | "plug"
  | "truck"
  | "chip"
  | "blanket"
  | "tap"
  | "leaf"
  | "pin"
  | "key"
  | "blocks";

/** Each group's cards' icons, in order: the design's, so the owner names the cards and never draws them. */
export const BENEFIT_ICONS = {
  yours: ["brush", "tag", "beam"],
  fast: ["calendar", "plug", "truck"],
  living: ["chip", "blanket", "tap"],
  land: ["leaf", "pin"],
  flexible: ["key", "blocks"],
} as const satisfies Record<string, readonly BenefitIconName[]>;

export type BenefitGroupId = keyof typeof BENEFIT_ICONS;

/** Each card has its own drawn icon, so a group's cards are named, never added or taken away. */
const cards = (count: number): ItemsDesign => ({
  label: "Card",
  min: count,
  max: count,
  title: true,
  text: "required",
  link: true,
});

/** The Benefits page: five groups of cards, the stacked-units picture's caption, the note on permits, the close. */
export const benefitsDesign: ContentDesign = {
  title: "Benefits",
  path: "/Benefits",
  lead: "Why people choose a Nestz, in groups of cards, with the honest word on permits.",
  heroLead: "A paragraph beside the drawing of a Nestz; the buttons to the homes and the specs follow it.",
  parts: [
    ...(["yours", "fast", "living", "land", "flexible"] as const).map((id, index) => ({
      id,
      label: `Group ${index + 1} of cards`,
      heading: true,
      intro: "none" as const,
      items: cards(BENEFIT_ICONS[id].length),
    })),
    { id: "grow", label: "Caption under the drawing of stacked units", heading: false, intro: "required", items: null },
    { id: "permits", label: "The note on permits", heading: true, intro: "required", items: null },
    { id: "next", label: "The closing invitation to call or write", heading: true, intro: "none", items: null },
  ],
};
