/** What a rendering cache holds and how long, so its memory stays bounded. */
export interface RenderingCacheLimits {
  /** Entries kept; the least recently used goes first. */
  maxEntries: number;
  /** An entry older than this is made again (for what changes with time alone, such as the year). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Things made once per key and kept: a request for a key being made waits
 * for that making rather than starting another (a burst of visitors after a
 * change costs one render). A making that fails or gives null is not kept,
 * so the next request tries again.
 */
export function renderingCache<T>({ maxEntries, maxAgeMs, now = Date.now }: RenderingCacheLimits) {
  const entries = new Map<string, { made: Promise<T | null>; madeAt: number }>();

  const forget = (key: string, made: Promise<T | null>) => {
    if (entries.get(key)?.made === made) entries.delete(key);
  };

  return {
    get(key: string, make: () => Promise<T | null>): Promise<T | null> {
      const entry = entries.get(key);
      if (entry && now() - entry.madeAt <= maxAgeMs) {
        // Re-inserted: the Map's order is the order of last use.
        entries.delete(key);
        entries.set(key, entry);
        return entry.made;
      }
      const made = make();
      entries.delete(key);
      entries.set(key, { made, madeAt: now() });
      made.then(
        (value) => value === null && forget(key, made),
        () => forget(key, made),
      );
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return made;
    },
    get size() {
      return entries.size;
    },
  };
}
