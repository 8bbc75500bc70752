import type { ContentWords } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

const page = pageInfo("/Benefits");

const card = (title: string, text: string, link: { to: string; label: string } | null = null) => ({
  title,
  text: [{ kind: "paragraph" as const, text }],
  link,
});

/**
 * The Benefits page's starting words (its design: `designs/benefits.ts`): why
 * people choose a Nestz, grouped by what they care about first. Facts in
 * braces are filled in from `app/content/facts.ts`.
 */
export const benefitsWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "Benefits",
    title: page.title,
    lead: "Adding a room should not take a year and a small fortune. A Nestz gives you a finished, insulated, wired space in days, on your land, to rent, to buy or to rent to own, and it grows with you.",
  },
  parts: [
    {
      id: "yours",
      heading: "Made your way, built to last",
      intro: [],
      items: [
        card(
          "Made to order",
          "Pick the model, the rooms, the color and the extras. Each Nestz is built for its owner, so it arrives the way you pictured it.",
          { to: "/Customize", label: "What you can change" },
        ),
        card(
          "Affordable",
          "An extra room or a whole small home, without the cost and the months of a site-built addition. Call us for today's price.",
        ),
        card(
          "Quality materials",
          "A galvanized steel frame, rock-wool insulation and Pella windows: materials chosen to shrug off Northwest weather for years.",
          { to: "/Specs", label: "Read the specs" },
        ),
      ],
    },
    {
      id: "fast",
      heading: "Ready in days, not months",
      intro: [],
      items: [
        card(
          "A new room, fast",
          "A studio, an office, a guest room or an in-law unit, ready to use within days rather than after a season of building.",
        ),
        card(
          "Pre-wired and move-in ready",
          "Wiring, lights, outlets and heat are all in before your Nestz leaves our workshop. Bring the furniture and you are home.",
          { to: "/Construction", label: "How we build" },
        ),
        card(
          "Set down where you want it",
          "Prepare a level spot and we place your Nestz on it. Placement and hook-up can take as little as {placement hours} hours.",
          { to: "/Delivery", label: "About delivery" },
        ),
      ],
    },
    {
      id: "living",
      heading: "Easy to live with",
      intro: [],
      items: [
        card(
          "Ready for new tech",
          "Adding technology later is simple, from solar power to smart-home devices, so your Nestz keeps up with you.",
        ),
        card(
          "Warm, quiet and dry",
          "{wall r-value} walls and an {ceiling r-value} ceiling keep the heat in through winter and the noise out all year.",
        ),
        card(
          "Simple hook-up",
          "A {service amps} amp supply runs everything, and a bathroom connects to sewer or septic up to {sewer reach feet} feet away.",
        ),
      ],
    },
    {
      id: "land",
      heading: "Light on the land",
      intro: [],
      items: [
        card(
          "Low impact",
          "A Nestz rests on {contact points} level contact points rather than a full foundation, so there is little digging, and it can move on later.",
        ),
        card(
          "Fits where a house will not",
          "A backyard corner, a rural lot, a spot beside the workshop: if the ground is level and our forklift can reach it, a Nestz can live there.",
        ),
      ],
    },
    {
      id: "flexible",
      heading: "Flexible from day one",
      intro: [],
      items: [
        card(
          "Rent, buy or rent to own",
          "Rent a Nestz, buy it outright, or rent to own the very same unit. We will talk you through which suits you best.",
          { to: "/Rent", label: "See rental rates" },
        ),
        card(
          "Grows like building blocks",
          "Add units as your needs change: end to end, side by side or stacked into a second story.",
          { to: "/Customize#layouts", label: "See the layouts" },
        ),
      ],
    },
    {
      id: "grow",
      heading: "",
      intro: [
        {
          kind: "paragraph",
          text: "Start with one unit. When life changes, add another beside it, at its end or on top: every Nestz is made to join the next.",
        },
      ],
      items: [],
    },
    {
      id: "permits",
      heading: "A straight answer on permits",
      intro: [
        {
          kind: "paragraph",
          text: "A Nestz is not classed as mobile, temporary or permanent housing, and the rules for small homes differ from one city or county to the next. Before you order, check what applies where your Nestz will stand.",
        },
        {
          kind: "paragraph",
          text: "You will not be doing it alone. Tell us where your Nestz will go and we will gladly help you work out what to ask, and whom to ask.",
        },
      ],
      items: [],
    },
    { id: "next", heading: "See what a Nestz could do for you", intro: [], items: [] },
  ],
};
