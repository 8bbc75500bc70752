import type { ContentWords } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

const page = pageInfo("/Customize");

const paragraph = (text: string) => [{ kind: "paragraph" as const, text }];

const card = (title: string, text: string, link: { to: string; label: string } | null = null) => ({
  title,
  text: paragraph(text),
  link,
});

/**
 * The Customize page's starting words (its design: `designs/customize.ts`):
 * what a buyer can add or change, grouped by what it changes, and the ways
 * units combine. Facts in braces are filled in from `app/content/facts.ts`;
 * a number and its unit are kept on one line by a no-break space.
 */
export const customizeWords: ContentWords = {
  seo: { title: page.title, description: page.description },
  hero: {
    eyebrow: "Make it yours",
    title: page.title,
    lead: "Every Nestz is built to order, so it can arrive ready for the life you have in mind: a quiet office, a guest suite, a studio or a home for someone you love. Start with the basics, then add what you need.",
  },
  parts: [
    {
      id: "canvas",
      heading: "A blank canvas inside",
      intro: paragraph(
        "Inside, a standard Nestz has {wall color} walls and doors over a {floor} floor: calm, bright and ready for your furniture. Love it as it is, or paint it any color from the {paint palette} palette before it leaves our workshop.",
      ),
      items: [],
    },
    {
      id: "rooms",
      heading: "Rooms and fittings",
      intro: paragraph("Decide what your Nestz is for, then fit it out to match."),
      items: [
        card(
          "Bathroom",
          "A private bathroom with toilet, shower and sink. Or leave it out and keep the whole floor for living.",
          { to: "/bathroom", label: "About the bathroom" },
        ),
        card(
          "Kitchen",
          "A compact kitchenette with cooktop, sink, refrigerator and freezer, wired and ready to cook on.",
          { to: "/Kitchen", label: "About the kitchen" },
        ),
        card("Bed", "A bed sized to the room, in place when your Nestz arrives."),
        card("Roof porch", "A railed deck on the roof for morning coffee above the garden."),
        card("Double-walled window", "An extra layer at the window for a quieter, cosier room."),
        card("More than one level", "Stack units to build up instead of out when land is tight."),
      ],
    },
    {
      id: "comfort",
      heading: "Comfort and power",
      intro: paragraph(
        "Every Nestz is insulated steel. Tune the heating, cooling, hot water and light to the way you live.",
      ),
      items: [
        card("Air conditioner", "Cool, dry air for the hottest weeks of summer."),
        card("Extra heating", "More heat for a bigger layout or a colder site."),
        card(
          "On-demand water heater",
          "It comes with every bathroom. Planning a unit with a kitchen but no bathroom? We can add one for the sink.",
        ),
        card(
          "Electric water heater",
          "Heat water with electricity instead of propane. It needs {electric water heater amps} amp service.",
        ),
        card("Solar power", "Ask us about a solar setup for your site."),
        card("Custom lighting", "Lights placed and chosen for how you use the room."),
      ],
    },
    {
      id: "layouts",
      heading: "Build bigger, one unit at a time",
      intro: paragraph(
        "All {removable sides} sides of a Nestz come off, so units join into larger spaces: along their {unit width feet} ft ends, along their {unit length feet} ft sides, or one on top of another, with no set limit. Each unit still rests on its own {contact points} contact points. Every drawing is to scale.",
      ),
      items: [
        card(
          "End to end",
          "Join two units along their {unit width feet}\u00a0ft ends for one long, open home about {two units long feet}\u00a0ft from end to end ({two units long outside} outside).",
        ),
        card(
          "Side by side",
          "Join two units along their {unit length feet}\u00a0ft sides for a room about {two units wide feet}\u00a0ft wide ({two units wide outside} outside): space for a living room, a kitchen and a bath.",
        ),
        card("Stacked", "Set one unit on another for two stories, {two units high} high, on the footprint of one."),
        card("Roof porch", "Put a railed porch on the roof and climb up for the view."),
        card("Covered porch", "A bare steel frame joined to your unit makes a sheltered porch for rainy-day sitting."),
      ],
    },
    {
      id: "later",
      heading: "Coming later",
      intro: paragraph("We are working on more ways to make a Nestz yours. Ask us to keep you posted."),
      items: [
        card("Custom murals", "Artwork painted right onto your walls."),
        card("Smart-home options", "Connected devices you can run from your phone."),
      ],
    },
    {
      id: "next",
      heading: "Let us plan your Nestz together",
      intro: paragraph(
        "Tell us how you want to use your space and we will suggest the options and layout that fit, with a price.",
      ),
      items: [],
    },
  ],
};
