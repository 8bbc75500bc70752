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

/**
 * Counts several keys at once, `counts` requests each, in one statement (the
 * same window rules as `hit`): for callers that add up their requests for a
 * moment before telling the database, such as the page-view collector.
 * Returns, per key as given, the window's count now and the seconds it has left.
 */
export async function hitMany(
  counts: ReadonlyMap<string, number>,
  windowSeconds: number,
): Promise<Map<string, { hits: number; retryAfterSeconds: number }>> {
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new RangeError(`windowSeconds must be a positive integer, not ${windowSeconds}`);
  }
  const given = new Map([...counts.keys()].map((key) => [storedKey(key), key]));
  if (given.size === 0) return new Map();
  const keys = [...counts.keys()].map(storedKey);
  const hits = [...counts.values()].map((n) => Math.min(Math.max(1, Math.trunc(n)), HITS_CEILING));
  const expired = sql`request_limits.window_ends_at <= now()`;
  const result = await withDb((db) =>
    db.execute(sql`
      insert into request_limits (key, hits, window_ends_at)
      select key, hits, now() + make_interval(secs => ${windowSeconds})
      from unnest(${sql.param(keys)}::text[], ${sql.param(hits)}::int[]) as batch(key, hits)
      on conflict (key) do update set
        hits = case when ${expired} then excluded.hits else least(request_limits.hits + excluded.hits, ${HITS_CEILING}) end,
        window_ends_at = case when ${expired} then excluded.window_ends_at else request_limits.window_ends_at end
      returning key, hits, greatest(1, ceil(extract(epoch from window_ends_at - now())))::int as "retryAfterSeconds"`),
  );
  const answers = new Map<string, { hits: number; retryAfterSeconds: number }>();
  for (const row of result.rows as { key: string; hits: number; retryAfterSeconds: number }[]) {
    const key = given.get(row.key);
    if (key !== undefined) answers.set(key, { hits: row.hits, retryAfterSeconds: row.retryAfterSeconds });
  }
  return answers;
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
