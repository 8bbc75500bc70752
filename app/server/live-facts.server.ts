import type { LiveFacts } from "#app/domain/live-facts";
import { getDb } from "./db/client.server";
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
const registry = globalThis as typeof globalThis & { __nestzLiveFacts?: { facts: LiveFacts; key: string } };

const keyOf = (facts: LiveFacts) => `${facts.unitsReady}|${facts.nextBuildMonth ?? ""}`;

export function currentFacts(): LiveFacts {
  return registry.__nestzLiveFacts?.facts ?? DEFAULT_FACTS;
}

/** Changes whenever a fact does: prerendered pages keep one rendering per key. */
export function currentFactsKey(): string {
  return registry.__nestzLiveFacts?.key ?? keyOf(DEFAULT_FACTS);
}

export function setCurrentFacts(facts: LiveFacts): void {
  const value = { unitsReady: facts.unitsReady, nextBuildMonth: facts.nextBuildMonth };
  registry.__nestzLiveFacts = { facts: value, key: keyOf(value) };
}

export async function refreshFacts(): Promise<LiveFacts> {
  const settings = await getSiteSettings(getDb());
  setCurrentFacts(settings);
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
