import { type HomeModel, MODELS } from "#app/domain/quote-requests/rules";
import type { NextRental } from "#app/domain/rentals/availability";
import {
  fromText,
  monthFreeText,
  ratesText,
  RENT_MONTH_ROWS,
  type RentalPageFacts,
} from "#app/domain/rentals/public-facts";
import { dayLabel } from "#app/domain/time/calendar-day";

/**
 * Facts the owner edits in the console that pages state, prerendered ones
 * included. The server writes each into an element marked
 * `data-live-fact="<name>"`, so a change shows at the next page load with no
 * rebuild; these functions are the one wording of each.
 */
export interface LiveFacts {
  /** 0 to UNITS_READY_MAX. */
  unitsReady: number;
  /** `YYYY-MM`, or null when no slot is announced. */
  nextBuildMonth: string | null;
}

/** The most units the owner can say are ready (the console form takes up to four digits). */
export const UNITS_READY_MAX = 9_999;

/** Everything pages state live: the owner's figures, and when a rental unit is next free (from the bookings). */
export interface PageFacts extends LiveFacts {
  nextRental: NextRental;
  /** /Rent's rates and free months; absent before they are first read (every line then invites a question). */
  rentals?: RentalPageFacts;
}

const ownerFactNames = ["units-ready", "units-ready-sentence", "next-build-slot", "next-rental-free"] as const;

/** /Rent's facts: each model's "from" price and rates, each month's name and whether a unit is free in it. */
export type RentFactName =
  `rent-from-${HomeModel}` | `rent-rates-${HomeModel}` | `rent-month-${number}` | `rent-free-${number}`;

export type LiveFactName = (typeof ownerFactNames)[number] | RentFactName;

export const liveFactNames: readonly LiveFactName[] = [
  ...ownerFactNames,
  ...MODELS.flatMap((model) => [`rent-from-${model}`, `rent-rates-${model}`] as const),
  ...RENT_MONTH_ROWS.flatMap((row) => [`rent-month-${row}`, `rent-free-${row}`] as const),
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "March 2027" for "2027-03"; null for anything else. */
export function monthLabel(month: string | null): string | null {
  const match = month ? MONTH.exec(month) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

export function liveFactText(name: LiveFactName, facts: PageFacts): string {
  switch (name) {
    case "units-ready":
      return String(facts.unitsReady);
    case "units-ready-sentence":
      if (facts.unitsReady === 0)
        return "Every finished unit has found its home, and the next ones are being built now.";
      if (facts.unitsReady === 1) return "One unit is ready to deliver now.";
      return `${facts.unitsReady} units are ready to deliver now.`;
    case "next-build-slot": {
      const label = monthLabel(facts.nextBuildMonth);
      return label ? `The next free build slot is in ${label}.` : "Ask us about the next free build slot.";
    }
    case "next-rental-free":
      return nextRentalText(facts.nextRental);
    default:
      return rentFactText(name, facts.rentals);
  }
}

const RENT_FACT = /^rent-(from|rates|month|free)-(.+)$/;

function rentFactText(name: RentFactName, rentals: RentalPageFacts | undefined): string {
  const [, kind, key = ""] = RENT_FACT.exec(name) ?? [];
  if (kind === "from" || kind === "rates") {
    const rates = (MODELS as readonly string[]).includes(key) ? rentals?.rates[key as HomeModel] : undefined;
    return kind === "from" ? fromText(rates) : ratesText(rates);
  }
  const month = rentals?.months[Number(key) - 1];
  if (kind === "month") return month ? (monthLabel(month.month) ?? "") : "";
  return monthFreeText[month?.free ?? "ask"];
}

/** "Our next rental unit is free from March 3, 2027.", "A rental unit is free now.", or an invitation to ask. */
export function nextRentalText(next: NextRental): string {
  if (next.kind === "none") return "Ask us about rentals.";
  if (next.kind === "now") return "A rental unit is free now.";
  return `Our next rental unit is free from ${dayLabel(next.day)}.`;
}
