/**
 * Facts the owner edits in the console that pages state, prerendered ones
 * included. The server writes each into an element marked
 * `data-live-fact="<name>"`, so a change shows at the next page load with no
 * rebuild; these functions are the one wording of each.
 */
export interface LiveFacts {
  unitsReady: number;
  /** `YYYY-MM`, or null when no slot is announced. */
  nextBuildMonth: string | null;
}

export const liveFactNames = ["units-ready", "units-ready-sentence", "next-build-slot"] as const;
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

export function liveFactText(name: LiveFactName, facts: LiveFacts): string {
  switch (name) {
    case "units-ready":
      return String(facts.unitsReady);
    case "units-ready-sentence":
      if (facts.unitsReady === 0) return "Every finished unit has found its home, and the next ones are being built now.";
      if (facts.unitsReady === 1) return "One unit is ready to deliver now.";
      return `${facts.unitsReady} units are ready to deliver now.`;
    case "next-build-slot": {
      const label = monthLabel(facts.nextBuildMonth);
      return label ? `The next free build slot is in ${label}.` : "Ask us about the next free build slot.";
    }
  }
}
