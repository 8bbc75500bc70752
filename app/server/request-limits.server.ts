/**
 * Fixed-window request limits shared by every server instance: one row per
 * key in `request_limits`, counted by a single atomic statement, so two
 * instances (or two connections) can never both take the last allowed hit.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./db/client.server";
import { requestLimits } from "./db/schema.server";

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

/** A database or an open transaction. */
export type LimitExecutor = Pick<Database, "execute">;

/**
 * Counts one hit for `key` and says whether it is within `max` per
 * `windowSeconds`. The first hit opens a window; hits after it ends open a
 * new one. Refused hits are counted too, so hammering does not reopen the door.
 */
export async function hitLimit(db: LimitExecutor, key: string, max: number, windowSeconds: number): Promise<LimitResult> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive whole number, not ${max}`);
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) throw new RangeError(`windowSeconds must be positive, not ${windowSeconds}`);
  const result = await db.execute<{ hits: number; seconds_left: number }>(sql`
    insert into ${requestLimits} as counter (key, hits, window_ends_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
    returning hits, ceil(extract(epoch from window_ends_at - now()))::int as seconds_left
  `);
  const row = result.rows[0];
  if (!row) throw new Error("request_limits: the counter returned no row");
  const allowed = row.hits <= max;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, row.seconds_left) };
}
