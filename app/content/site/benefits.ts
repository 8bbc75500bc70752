import { bathroom, electrical, insulation, setup, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { formatRValue } from "#app/domain/common/text";

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

export interface Benefit {
  icon: BenefitIconName;
  title: string;
  text: string;
  link?: PageLink;
}

export interface BenefitGroup {
  id: string;
  title: string;
  benefits: Benefit[];
}

/** Why people choose a Nestz, grouped by what they care about first. */
export const benefitGroups: BenefitGroup[] = [
  {
    id: "yours",
    title: "Made your way, built to last",
    benefits: [
      {
        icon: "brush",
        title: "Made to order",
        text: "Pick the model, the rooms, the color and the extras. Each Nestz is built for its owner, so it arrives the way you pictured it.",
        link: { to: "/Customize", label: "What you can change" },
      },
      {
        icon: "tag",
        title: "Affordable",
        text: "An extra room or a whole small home, without the cost and the months of a site-built addition. Call us for today's price.",
      },
      {
        icon: "beam",
        title: "Quality materials",
        text: "A galvanized steel frame, rock-wool insulation and Pella windows: materials chosen to shrug off Northwest weather for years.",
        link: { to: "/Specs", label: "Read the specs" },
      },
    ],
  },
  {
    id: "fast",
    title: "Ready in days, not months",
    benefits: [
      {
        icon: "calendar",
        title: "A new room, fast",
        text: "A studio, an office, a guest room or an in-law unit, ready to use within days rather than after a season of building.",
      },
      {
        icon: "plug",
        title: "Pre-wired and move-in ready",
        text: "Wiring, lights, outlets and heat are all in before your Nestz leaves our workshop. Bring the furniture and you are home.",
        link: { to: "/Construction", label: "How we build" },
      },
      {
        icon: "truck",
        title: "Set down where you want it",
        text: `Prepare a level spot and we place your Nestz on it. Placement and hook-up can take as little as ${setup.placementHours} hours.`,
        link: { to: "/Delivery", label: "About delivery" },
      },
    ],
  },
  {
    id: "living",
    title: "Easy to live with",
    benefits: [
      {
        icon: "chip",
        title: "Ready for new tech",
        text: "Adding technology later is simple, from solar power to smart-home devices, so your Nestz keeps up with you.",
      },
      {
        icon: "blanket",
        title: "Warm, quiet and dry",
        text: `${formatRValue(insulation.walls.rValue)} walls and an ${formatRValue(insulation.ceiling.rValue)} ceiling keep the heat in through winter and the noise out all year.`,
      },
      {
        icon: "tap",
        title: "Simple hook-up",
        text: `A ${electrical.amps} amp supply runs everything, and a bathroom connects to sewer or septic up to ${bathroom.sewerWithinFt} feet away.`,
      },
    ],
  },
  {
    id: "land",
    title: "Light on the land",
    benefits: [
      {
        icon: "leaf",
        title: "Low impact",
        text: `A Nestz rests on ${unit.contactPointsPerUnit} level contact points rather than a full foundation, so there is little digging, and it can move on later.`,
      },
      {
        icon: "pin",
        title: "Fits where a house will not",
        text: "A backyard corner, a rural lot, a spot beside the workshop: if the ground is level and our forklift can reach it, a Nestz can live there.",
      },
    ],
  },
  {
    id: "flexible",
    title: "Flexible from day one",
    benefits: [
      {
        icon: "key",
        title: "Rent, buy or rent to own",
        text: "Rent a Nestz, buy it outright, or rent to own the very same unit. We will talk you through which suits you best.",
        link: { to: "/Rent", label: "See rental rates" },
      },
      {
        icon: "blocks",
        title: "Grows like building blocks",
        text: "Add units as your needs change: end to end, side by side or stacked into a second story.",
        link: { to: "/Customize#layouts", label: "See the layouts" },
      },
    ],
  },
];
