import type { LiveFacts, PageFacts } from "#app/domain/live-facts";
import { getDb } from "./db/client.server";
import { nextRentalFree } from "./rental-availability.server";
import { DEFAULT_FACTS, getSiteSettings } from "./site-settings.server";

/**
 * The owner's facts as this process last read them. Pages read this copy, so
 * a page view costs no query: the console refreshes it on save, and every
 * instance re-reads the database every few seconds for saves made elsewhere.
 *
 * server.ts runs this module from source while the app's server bundle holds
 * its own copy; both share the value through globalThis (as the database
 * connection does, docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzLiveFacts?: { facts: PageFacts; key: string } };

/** Before the database is read (prerendering): the seed's figures, and an invitation to ask about rentals. */
const DEFAULT_PAGE_FACTS: PageFacts = { ...DEFAULT_FACTS, nextRental: { kind: "none" } };

const keyOf = (facts: PageFacts) => `${facts.unitsReady}|${facts.nextBuildMonth ?? ""}|${JSON.stringify(facts.nextRental)}`;

export function currentFacts(): PageFacts {
  return registry.__nestzLiveFacts?.facts ?? DEFAULT_PAGE_FACTS;
}

/** Changes whenever a fact does: prerendered pages keep one rendering per key. */
export function currentFactsKey(): string {
  return registry.__nestzLiveFacts?.key ?? keyOf(DEFAULT_PAGE_FACTS);
}

/** The owner's figures as just saved; the rental fact stays as last read. */
export function setCurrentFacts(facts: LiveFacts & { nextRental?: PageFacts["nextRental"] }): void {
  const value: PageFacts = {
    unitsReady: facts.unitsReady,
    nextBuildMonth: facts.nextBuildMonth,
    nextRental: facts.nextRental ?? currentFacts().nextRental,
  };
  registry.__nestzLiveFacts = { facts: value, key: keyOf(value) };
}

/** Re-reads every fact: the owner's figures, and when the next rental unit is free (today, in Portland). */
export async function refreshFacts(): Promise<PageFacts> {
  const db = getDb();
  const [settings, nextRental] = await Promise.all([getSiteSettings(db), nextRentalFree(db)]);
  setCurrentFacts({ unitsReady: settings.unitsReady, nextBuildMonth: settings.nextBuildMonth, nextRental });
  return currentFacts();
}

/** Re-reads the facts every `intervalMs`; a database that is away keeps the last known facts. */
export function watchFacts(intervalMs = 2_000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await refreshFacts();
    } catch {
      // The database is away or not ready yet; pages keep stating the last known figures.
    }
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
