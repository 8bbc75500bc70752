import { pageInfo } from "#app/content/site/pages";
import type { ContentItem, ContentWords, TextBlock } from "#app/domain/site-words/blocks";

const page = pageInfo("/Delivery");

const text = (...paragraphs: string[]): TextBlock[] => paragraphs.map((each) => ({ kind: "paragraph", text: each }));
const item = (title: string, ...paragraphs: string[]): ContentItem => ({
  title,
  text: text(...paragraphs),
  link: null,
});

/**
 * The Delivery page's starting words (its design: `designs/delivery.ts`). The
 * fee rule's figures are named in braces and filled in from
 * `app/content/facts.ts`, which the estimator, the API and the maps compute
 * with, so the words and the fees never disagree.
 */
export const deliveryWords: ContentWords = {
  seo: {
    title: page.title,
    description:
      "A flat {flat delivery fee} delivery within {flat delivery miles} miles of PDX, then {delivery fee per mile} for each mile past the first {flat delivery miles}. We place your Nestz where our forklift can reach, in Washington and Oregon.",
  },
  hero: {
    eyebrow: "Straight to your property",
    title: page.title,
    lead: "We bring your Nestz to your own property, anywhere in {washington} or {oregon}, and set it down where you’d like it. Within {flat delivery miles} miles of {delivery origin} delivery is a flat {flat delivery fee}; farther out, add {delivery fee per mile} for every mile past the first {flat delivery miles}.",
  },
  parts: [
    {
      id: "map",
      heading: "Where the {flat delivery fee} flat fee reaches",
      intro: text(
        "Anywhere inside the circle, {flat delivery miles} miles around PDX, delivery costs {flat delivery fee}. Anywhere else in {washington} or {oregon}, we still come to you, for {delivery fee per mile} a mile past the first {flat delivery miles}.",
      ),
      items: [],
    },
    {
      id: "fees",
      heading: "What delivery costs",
      intro: text(
        "Inside the circle it’s {flat delivery fee}, however close you are. Past {flat delivery miles} miles, every further mile adds {delivery fee per mile}: a home {example delivery miles} miles from PDX comes to {example delivery fee}.",
      ),
      items: [],
    },
    {
      id: "fee-covers",
      heading: "What the fee covers",
      intro: text(
        "The fee pays for {delivery fee covers}: bringing your Nestz to your property and setting it down where you want it. It doesn’t include {delivery fee excludes} once the home is down. We deliver within {delivery states} only.",
      ),
      items: [],
    },
    {
      id: "placement",
      heading: "How placement works",
      intro: text("No crane and no big crew: we bring the home and the machine that puts it in place."),
      items: [
        item(
          "We load up at the workshop",
          "Your Nestz leaves our workshop in {workshop} on our own {delivery trailer}, strapped down for the road.",
        ),
        item(
          "The forklift rides along",
          "Our {forklift} is a {forklift kind}: it hangs on the back of the trailer on the way and drives off on its own wheels when we arrive.",
        ),
        item(
          "We set it where you want it",
          "If the {forklift} can reach a spot, your Nestz can sit there: the back garden, beside the driveway, on a deck you have built for it.",
        ),
        item(
          "You can settle in the same day",
          "Placement and hook-up can be done in as little as {placement hours} hours.",
        ),
      ],
    },
    {
      id: "placement-note",
      heading: "",
      intro: text(
        "Narrow gate, steep drive, soft lawn or low wires? Tell us when you book, and we will plan the way in with you before the day.",
      ),
      items: [],
    },
    {
      id: "site",
      heading: "Getting your site ready",
      intro: text(
        "Your Nestz needs to sit level. Flat ground is all it takes; where the ground slopes, build a level structure for it to rest on, such as a deck or a pad.",
        "It rests on {contact points} points: the {corner points} corners and the middle of each long side. Earth, concrete or a sturdy deck all work, as long as the ground will not shift or heave with the seasons.",
        "Planning to join or stack units? Give each one its own {contact points} level points.",
      ),
      items: [],
    },
    {
      id: "timing",
      heading: "Booking a date",
      intro: text(
        "Call or email us and we will find a delivery date that suits you. On the day, placement and hook-up can take as little as {placement hours} hours. Choosing the {bedroom model}? Its full on-site assembly takes about {bedroom assembly hours} hours, and it is ready to use that same day.",
      ),
      items: [
        item("units ready to deliver now"),
        item("or less to place and hook up"),
        item("or one email to book your date"),
      ],
    },
    {
      id: "arrange",
      heading: "What you arrange",
      intro: text(
        "We bring and place the home; the connections for {buyer arranges} are yours to arrange. We advise on every step, so you’re never guessing.",
      ),
      items: [
        item(
          "Septic or sewer",
          "A Nestz with a bathroom connects to a sewer or septic system within {sewer reach feet} feet; its pump lifts up to {sewer pump lift feet} feet over a run of up to {sewer pump run feet} feet.",
        ),
        item(
          "Power",
          "A {service amps} amp, {service volts} volt supply runs the whole home. Prefer an electric water heater to propane? Plan for {electric water heater amps} amp service.",
        ),
        item(
          "Gas",
          "The on-demand water heater that comes with a bathroom runs on propane, so arrange a propane supply and connection.",
        ),
        item(
          "Permits",
          "Rules differ from town to town. Check with your city or county; we are glad to help you ask the right questions.",
        ),
      ],
    },
    {
      id: "next",
      heading: "Let's find your delivery date",
      intro: text(
        "Tell us where your Nestz is going and when you’d like it. We’ll confirm the fee for your address and book the day with you, by phone or by email.",
      ),
      items: [],
    },
  ],
};
