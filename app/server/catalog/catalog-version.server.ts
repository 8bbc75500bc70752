import { eq } from "drizzle-orm";

import { withDb } from "#app/server/db/client.server";
import { type Listening, listenTo } from "#app/server/db/listen.server";
import { rereadEvery } from "#app/server/db/reread.server";
import { catalogVersion } from "#app/server/db/schema.server";

/** The channel drizzle/0012's triggers notify, in the transaction of every catalog change. */
export const CATALOG_CHANNEL = "catalog_changed";

/** The catalog's version as the database holds it now. */
export async function readCatalogVersion(): Promise<number> {
  const [row] = await withDb((db) =>
    db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1)),
  );
  return row?.version ?? 0;
}

export interface CatalogVersionWatch {
  /**
   * The version pages rendered from the catalog are keyed by, or null when it
   * cannot be vouched for: not read yet, a change just announced and not read
   * back, or no read has succeeded for `trustMs` (the database away).
   */
  current(): number | null;
  stop(): Promise<void>;
}

interface Options {
  /** How often the version is re-read anyway, in case a notice was lost. */
  recheckMs?: number;
  /** How long a read vouches for the version without another. */
  trustMs?: number;
  now?: () => number;
  /** Told each version once, as it is first read: at start and after every change. */
  onVersion?: (version: number) => void;
}

/**
 * Follows the catalog's version across instances: each change's notice
 * (LISTEN, on a connection of its own) forgets the version at once and reads
 * it back; a re-read every `recheckMs` covers a notice lost while that
 * connection was down, and re-opens it.
 */
export function watchCatalogVersion({
  recheckMs = 1_000,
  trustMs = 3_000,
  now = Date.now,
  onVersion,
}: Options = {}): CatalogVersionWatch {
  let held: { version: number; confirmedAt: number } | null = null;
  let told: number | null = null;
  /** Raised by every notice and loss: a read that began before one may predate it and is not kept. */
  let notices = 0;
  let listening: Promise<Listening | null> | null = null;
  let stopped = false;

  const read = async () => {
    const before = notices;
    const version = await readCatalogVersion();
    if (before !== notices || stopped) return;
    held = { version, confirmedAt: now() };
    if (version !== told) {
      told = version;
      onVersion?.(version);
    }
  };
  const onNotice = () => {
    notices += 1;
    held = null;
    read().catch(() => {});
  };
  // The database stopped or the link to it broke: notices may be missed and the page is likely a
  // 503 now, so the version is not vouched for until a read succeeds again.
  const onLost = () => {
    listening = null;
    notices += 1;
    held = null;
  };
  const ensureListening = () => {
    listening ??= listenTo(CATALOG_CHANNEL, onNotice, onLost).catch(() => (listening = null));
    return listening;
  };
  const stopRereading = rereadEvery(async () => {
    // Listening first: a change committed after this read's snapshot is then announced.
    await ensureListening();
    await read();
  }, recheckMs);

  return {
    current: () => (held && now() - held.confirmedAt <= trustMs ? held.version : null),
    stop: async () => {
      stopped = true;
      stopRereading();
      const connection = await listening;
      listening = null;
      await connection?.close();
    },
  };
}

/**
 * The server's watch, shared with the app's own copy of this module (the
 * build bundles one, server.ts imports another) through globalThis, as the
 * database connection is (docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzCatalogVersion?: CatalogVersionWatch | null };

/** Makes `watch` the catalog version the app's requests read (null when it stops). */
export function publishCatalogVersion(watch: CatalogVersionWatch | null): void {
  registry.__nestzCatalogVersion = watch;
}

/** The catalog's version as the server's watch vouches for it, or null (no watch, or not vouched for now). */
export function catalogVersionNow(): number | null {
  return registry.__nestzCatalogVersion?.current() ?? null;
}
