import { emptyRentalFacts } from "#app/domain/rentals/public-facts";
import type { LiveFacts, PageFacts } from "#app/domain/site-facts/live-facts";
import { businessDay } from "#app/domain/time/business-time";
import { rereadEvery } from "#app/server/db/reread.server";
import { whenRentalsChange } from "#app/server/rentals/change-listeners.server";
import { rentalPageFacts } from "#app/server/rentals/public-facts.server";
import { nextRentalFree } from "#app/server/site-facts/next-rental.server";

import { DEFAULT_FACTS, getSiteSettings } from "./changes.server";

/**
 * The owner's facts as this process last read them. Pages read this copy, so
 * a page view costs no query: the console refreshes it on save, and every
 * instance re-reads the database every few seconds for saves made elsewhere.
 *
 * server.ts runs this module from source while the app's server bundle holds
 * its own copy; both share the value through globalThis (as the database
 * connection does, docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzLiveFacts?: Held; __nestzLiveFactsReads?: number };

interface Held {
  facts: PageFacts;
  key: string;
  /** When what is held was known: the number of the save or re-read it came from. */
  readNumber: number;
}

/** Before the database is read (prerendering): the seed's figures, and an invitation to ask about rentals. */
const DEFAULT_PAGE_FACTS: PageFacts = { ...DEFAULT_FACTS, nextRental: { kind: "none" } };

const keyOf = (facts: PageFacts) =>
  `${facts.unitsReady}|${facts.nextBuildMonth ?? ""}|${JSON.stringify(facts.nextRental)}|${JSON.stringify(facts.rentals ?? null)}`;

function nextReadNumber(): number {
  registry.__nestzLiveFactsReads = (registry.__nestzLiveFactsReads ?? 0) + 1;
  return registry.__nestzLiveFactsReads;
}

/**
 * Holds what was known at `readNumber`, unless something known later is already held: a
 * re-read that began before a save and answered after it would put the old figures back.
 */
function hold(facts: PageFacts, readNumber: number): void {
  const held = registry.__nestzLiveFacts;
  if (held && held.readNumber > readNumber) return;
  registry.__nestzLiveFacts = { facts, key: keyOf(facts), readNumber };
}

/** Until /Rent's facts are read, its months are named from today and each invites a question. */
export function currentFacts(): PageFacts {
  const facts = registry.__nestzLiveFacts?.facts ?? DEFAULT_PAGE_FACTS;
  return facts.rentals ? facts : { ...facts, rentals: emptyRentalFacts(businessDay(new Date())) };
}

/** Changes whenever a fact does: prerendered pages keep one rendering per key. */
export function currentFactsKey(): string {
  return registry.__nestzLiveFacts?.key ?? keyOf(DEFAULT_PAGE_FACTS);
}

/** The owner's figures as just saved (call it after the save commits); the rental fact stays as last read. */
export function setCurrentFacts(facts: LiveFacts & { nextRental?: PageFacts["nextRental"] }): void {
  hold(
    {
      unitsReady: facts.unitsReady,
      nextBuildMonth: facts.nextBuildMonth,
      nextRental: facts.nextRental ?? currentFacts().nextRental,
      rentals: registry.__nestzLiveFacts?.facts.rentals,
    },
    nextReadNumber(),
  );
}

/** Re-reads every fact: the owner's figures, when the next rental unit is free (today, in Portland), and /Rent's. */
export async function refreshFacts(): Promise<PageFacts> {
  const readNumber = nextReadNumber();
  const [settings, nextRental, rentals] = await Promise.all([getSiteSettings(), nextRentalFree(), rentalPageFacts()]);
  hold({ unitsReady: settings.unitsReady, nextBuildMonth: settings.nextBuildMonth, nextRental, rentals }, readNumber);
  return currentFacts();
}

// A rental change shows at once on this instance; the others see it at their next re-read.
whenRentalsChange(refreshFacts);

/** Re-reads the facts every `intervalMs`; a database that is away keeps the last known facts. */
export const watchFacts = (intervalMs = 2_000) => rereadEvery(refreshFacts, intervalMs);
