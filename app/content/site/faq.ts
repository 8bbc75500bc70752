import type { PageLink } from "#app/content/paths";
import type { ClosingWords, HeroLines } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

export interface Faq {
  /** Anchor for links into the page. */
  id: string;
  question: string;
  /** Plain-text paragraphs, facts named in braces: shown on the page and sent to search engines filled in. */
  answer: string[];
  link: PageLink;
}

/** The FAQ page's opening lines as the site starts with them (and shows for words kept from before they were the owner's). */
export const faqHero: HeroLines = {
  eyebrow: "F.A.Q.",
  title: pageInfo("/FAQ").title,
  lead: "The questions we hear most, answered plainly: what a Nestz can be, how it arrives, what it sits on and what it connects to. If yours is not here, just ask us.",
};

/** The invitation that closes the FAQ as the site starts with it (and shows for words kept from before it was the owner's). */
export const faqClosing: ClosingWords = {
  heading: "Still wondering about something?",
  paragraphs: [
    "Every site and every plan is a little different. Tell us about yours and we will give you a straight answer, prices included.",
  ],
};

/**
 * The questions buyers ask most, in the order they tend to ask them: the
 * FAQ's starting words. Facts in braces are filled in from `app/content/facts.ts`.
 */
export const faqs: Faq[] = [
  {
    id: "home",
    question: "Can a Nestz be a real home?",
    answer: [
      "Yes. One {unit size} Nestz has room for a bathroom, a kitchen and a bed, so it works as a complete small home on its own.",
      "When you want more space, several units join together into one custom home.",
    ],
    link: { to: "/Construction", label: "See how a Nestz is built" },
  },
  {
    id: "joining",
    question: "How do units join together?",
    answer: [
      "All {removable sides} sides of a Nestz can be removed, so joined units open into one another. Stack them, set them end to end, or line them up side by side.",
      "Every unit in a combination rests on at least {contact points} level ground contact points of its own.",
    ],
    link: { to: "/Customize#layouts", label: "See the layouts" },
  },
  {
    id: "customize",
    question: "Can I customize my Nestz?",
    answer: [
      "Completely. Add a bathroom, a kitchen, a bed, a roof porch, an air conditioner or a double-walled window, or swap the propane water heater for an electric one.",
      "Paint it any color you like, build on more than one level, or connect several units into something bigger.",
    ],
    link: { to: "/Customize", label: "Explore the options" },
  },
  {
    id: "delivery",
    question: "How does delivery work, and what does it cost?",
    answer: [
      "We bring your Nestz on our own {delivery trailer} and set it down where you want it.",
      "Delivery is a flat {flat delivery fee} within {flat delivery miles} miles of {delivery origin}. Farther out, add {delivery fee per mile} for each mile past the first {flat delivery miles}. The fee covers {delivery fee covers}; it does not include {delivery fee excludes}.",
      // The rule app/domain/delivery/fee.ts countedMiles applies.
      "Miles are measured in a straight line from the airport, and any part of a mile counts as a whole one.",
      "We deliver in {delivery states} only.",
    ],
    link: { to: "/Delivery", label: "Delivery details" },
  },
  {
    id: "sales-tax",
    question: "Do you charge sales tax?",
    answer: [
      "On a home delivered in Washington, yes: Washington sales tax at the rate of the address where you receive it. Your proposal shows the rate and its location code beside the tax, and the delivery fee is part of the price it is charged on.",
      "Washington's own public buyers, from state agencies to counties, cities, schools and other districts, pay it like anyone else. A federal agency paying directly with federal funds is exempt, and so is a business buying to resell, with its reseller permit.",
      "Oregon has no sales tax, so homes delivered to Oregon carry none.",
    ],
    link: { to: "/Government", label: "How public buyers buy" },
  },
  {
    id: "models",
    question: "What is the difference between the {bedroom model} and the {office model}?",
    answer: [
      "The {bedroom model} is made for living: a bathroom with a toilet and shower, an on-demand water heater, {bedroom lights} lights and room for an optional kitchenette.",
      "The {office model} is fitted out as a studio or office, with {office lights} lights, a half bath with a toilet and sink, and the same on-demand water heater.",
    ],
    link: { to: "/Specs", label: "Compare the floor plans" },
  },
  {
    id: "foundation",
    question: "What kind of foundation does a Nestz need?",
    answer: [
      "Just stable, level ground. A Nestz sits on {contact points} level contact points: the {corner points} corners and {midpoints} midpoints.",
      "Bare earth, a concrete pad, a deck or a porch all work, as long as it will not shift as the seasons change.",
    ],
    link: { to: "/Delivery", label: "Preparing your site" },
  },
  {
    id: "utilities",
    question: "What utilities does a Nestz need?",
    answer: [
      "A Nestz with a bathroom needs a sewer line or septic system within {sewer reach feet} feet. For power, a {service amps} amp supply is enough, and going off the grid is easy to set up.",
      "A Nestz is not classed as mobile, temporary or permanent housing, and the rules differ from one city or county to the next. Check what applies where you live; we are glad to help you find out.",
    ],
    link: { to: "/Contact", label: "Ask us about your site" },
  },
  {
    id: "standards",
    question: "What standards is a Nestz built to?",
    answer: [
      "Every Nestz is built to {building code} and carries a {code stamp} stamp.",
      "As a rental, it is intended for under {longest rental days} days of continuous occupancy, and it always stays movable. Our rental rates and free months are on the Rent page.",
    ],
    link: { to: "/Specs", label: "Read the full specs" },
  },
];
