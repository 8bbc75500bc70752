import { compliance } from "#app/content/facts";

/** The words of /Rent. Rates and free months are live facts (domain/rentals/public-facts.ts). */
export const rentPage = {
  eyebrow: "Rentals",
  lead: `Rent a Nestz for a season, a project or a stay between homes: delivered, set level and picked up again by us, for stays under ${compliance.rentalMaxDays} days of continuous occupancy.`,
  ratesTitle: "Rates",
  ratesIntro:
    "Each stay is priced as the cheapest mix of whole months, weeks and days that covers it, so a longer stay never costs more than a shorter one. Delivery and pick-up are each our usual delivery fee for your ZIP code.",
  monthsTitle: "When a unit is free",
  monthsIntro:
    "The next twelve months at a glance. Dates change as bookings come in; your request holds nothing until we confirm it.",
  monthsCaption: "How free our rental units are, month by month",
  howTitle: "How renting works",
  howSteps: [
    {
      title: "Tell us your dates",
      text: "Send a rental request with the model, where it goes and the days you need. We answer within one business day.",
    },
    {
      title: "Get a priced proposal",
      text: "You see every line: the months, weeks and days, delivery and pick-up, tax, and the security deposit.",
    },
    {
      title: "We deliver and collect",
      text: "We place the unit, hand you the keys, and pick it up at the end. The deposit comes back once we have checked it over.",
    },
  ],
  nextStepTitle: "Ask for your dates",
  nextStepText:
    "Tell us when, where and which model. We will check the fleet and answer with a price for exactly those days.",
  requestLabel: "Send a rental request",
} as const;
