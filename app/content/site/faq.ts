import { bathroom, compliance, delivery, deliveryService, electrical, footing, models, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { formatCentsShort } from "#app/domain/common/money";
import { joinList } from "#app/domain/common/text";

export interface Faq {
  /** Anchor for links into the page. */
  id: string;
  question: string;
  /** Plain-text paragraphs: shown on the page and sent to search engines as they are. */
  answer: string[];
  link: PageLink;
}

const stateNames = joinList(delivery.states.map((code) => delivery.stateNames[code]));

/** The questions buyers ask most, in the order they tend to ask them. */
export const faqs: Faq[] = [
  {
    id: "home",
    question: "Can a Nestz be a real home?",
    answer: [
      `Yes. One ${unit.nominal} Nestz has room for a bathroom, a kitchen and a bed, so it works as a complete small home on its own.`,
      "When you want more space, several units join together into one custom home.",
    ],
    link: { to: "/Construction", label: "See how a Nestz is built" },
  },
  {
    id: "joining",
    question: "How do units join together?",
    answer: [
      `All ${unit.removableSides} sides of a Nestz can be removed, so joined units open into one another. Stack them, set them end to end, or line them up side by side.`,
      `Every unit in a combination rests on at least ${unit.contactPointsPerUnit} level ground contact points of its own.`,
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
      `We bring your Nestz on our own ${deliveryService.trailer} and set it down where you want it.`,
      `Delivery is a flat ${formatCentsShort(delivery.flatFeeCents)} within ${delivery.flatRadiusMiles} miles of ${delivery.origin.name}. Farther out, add ${formatCentsShort(delivery.perMileCents)} for each mile past the first ${delivery.flatRadiusMiles}. The fee covers ${deliveryService.feeCovers}; it does not include ${deliveryService.feeExcludes}.`,
      // The rule app/domain/delivery/fee.ts countedMiles applies.
      "Miles are measured in a straight line from the airport, and any part of a mile counts as a whole one.",
      `We deliver in ${stateNames} only.`,
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
    question: `What is the difference between the ${models.bedroom.name} and the ${models.office.name}?`,
    answer: [
      `The ${models.bedroom.name} is made for living: a bathroom with a toilet and shower, an on-demand water heater, ${models.bedroom.lights} lights and room for an optional kitchenette.`,
      `The ${models.office.name} is fitted out as a studio or office, with ${models.office.lights} lights, a half bath with a toilet and sink, and the same on-demand water heater.`,
    ],
    link: { to: "/Specs", label: "Compare the floor plans" },
  },
  {
    id: "foundation",
    question: "What kind of foundation does a Nestz need?",
    answer: [
      `Just stable, level ground. A Nestz sits on ${unit.contactPointsPerUnit} level contact points: the ${footing.cornerPoints} corners and ${footing.midpoints} midpoints.`,
      "Bare earth, a concrete pad, a deck or a porch all work, as long as it will not shift as the seasons change.",
    ],
    link: { to: "/Delivery", label: "Preparing your site" },
  },
  {
    id: "utilities",
    question: "What utilities does a Nestz need?",
    answer: [
      `A Nestz with a bathroom needs a sewer line or septic system within ${bathroom.sewerWithinFt} feet. For power, a ${electrical.amps} amp supply is enough, and going off the grid is easy to set up.`,
      "A Nestz is not classed as mobile, temporary or permanent housing, and the rules differ from one city or county to the next. Check what applies where you live; we are glad to help you find out.",
    ],
    link: { to: "/Contact", label: "Ask us about your site" },
  },
  {
    id: "standards",
    question: "What standards is a Nestz built to?",
    answer: [
      `Every Nestz is built to ${compliance.code} and carries a ${compliance.stamp} stamp.`,
      `As a rental, it is intended for under ${compliance.rentalMaxDays} days of continuous occupancy, and it always stays movable. Our rental rates and free months are on the Rent page.`,
    ],
    link: { to: "/Specs", label: "Read the full specs" },
  },
];
