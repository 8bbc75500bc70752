import { createHash } from "node:crypto";

import { eq, inArray, lt, sql } from "drizzle-orm";

import { type Database, withDb } from "#app/server/db/client.server";
import { requestLimits } from "#app/server/db/schema.server";

export interface LimitResult {
  /** True while this request is within the window's allowance. */
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends and the count starts again (at least 1). */
  retryAfterSeconds: number;
}

/** Long keys (an email, say) are stored by their hash, so a row stays small whatever the caller passes. */
const MAX_KEY_LENGTH = 200;
/** The count stops growing here: a hammered key can't overflow the column. */
const HITS_CEILING = 1_000_000_000;

function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Counts one request against `key` in a fixed window of `windowSeconds` that
 * starts with the key's first request, and says whether it is within `max`.
 *
 * One statement (insert … on conflict do update), so requests arriving at the
 * same moment on any number of server instances are each counted exactly
 * once, and the database's clock alone decides when a window ends.
 */
export async function hit(key: string, max: number, windowSeconds: number, db?: Database): Promise<LimitResult> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, not ${max}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new RangeError(`windowSeconds must be a positive integer, not ${windowSeconds}`);
  }
  const expired = sql`${requestLimits.windowEndsAt} <= now()`;
  const count = (executor: Database) =>
    executor
      .insert(requestLimits)
      .values({ key: storedKey(key), hits: 1, windowEndsAt: sql`now() + make_interval(secs => ${windowSeconds})` })
      .onConflictDoUpdate({
        target: requestLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else least(${requestLimits.hits} + 1, ${HITS_CEILING}) end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${requestLimits.windowEndsAt} end`,
        },
      })
      .returning({
        hits: requestLimits.hits,
        retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${requestLimits.windowEndsAt} - now())))::int`,
      });
  // `db` is another connection (a test's second instance); by default, this process's pool.
  const [row] = db ? await count(db) : await withDb(count);
  if (!row) throw new Error(`the request limit ${key} was not counted`);
  // Now and then, clear out windows long over, so keys seen once don't stay forever.
  if (Math.random() < 1 / 500) void pruneExpired().catch(() => {});
  return { allowed: row.hits <= max, hits: row.hits, retryAfterSeconds: row.retryAfterSeconds };
}

/** Forgets a key's count (a locked-out owner who reset their password starts again). */
export async function clear(key: string): Promise<void> {
  await withDb((db) => db.delete(requestLimits).where(eq(requestLimits.key, storedKey(key))));
}

/** Deletes up to `batch` windows that ended over an hour ago; returns how many. */
export async function pruneExpired(batch = 1_000): Promise<number> {
  return withDb(async (db) => {
    const old = db
      .select({ key: requestLimits.key })
      .from(requestLimits)
      .where(lt(requestLimits.windowEndsAt, sql`now() - interval '1 hour'`))
      .limit(batch);
    const deleted = await db
      .delete(requestLimits)
      .where(inArray(requestLimits.key, old))
      .returning({ key: requestLimits.key });
    return deleted.length;
  });
}
