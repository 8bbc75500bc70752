import type { NextRental } from "#app/domain/rentals/availability";
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
}

export const liveFactNames = ["units-ready", "units-ready-sentence", "next-build-slot", "next-rental-free"] as const;
export type LiveFactName = (typeof liveFactNames)[number];

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
  }
}

/** "Our next rental unit is free from March 3, 2027.", "A rental unit is free now.", or an invitation to ask. */
export function nextRentalText(next: NextRental): string {
  if (next.kind === "none") return "Ask us about rentals.";
  if (next.kind === "now") return "A rental unit is free now.";
  return `Our next rental unit is free from ${dayLabel(next.day)}.`;
}
