/**
 * Collecting page views (docs/decisions/0026): leave out what is not
 * counted, hold each client to its share, name the visitor by today's salted
 * hash, and queue the view; queued views are written in batches. The
 * beacon's HTTP answer is front-door/insights-beacon.server.ts.
 */
import { createHash } from "node:crypto";

import { type SQL, sql } from "drizzle-orm";

import { deviceClass } from "#app/domain/insights/device";
import { countedPath, type PageViewEvent } from "#app/domain/insights/event";
import { type HeaderSource, whyNotCounted } from "#app/domain/insights/filter";
import { cleanUtm, referrerHost, visitSource } from "#app/domain/insights/source";
import { saltDay } from "#app/domain/insights/visitor";
import { isAdminCookie } from "#app/server/auth/session.server";
import { getEnv } from "#app/server/config/env.server";
import { isUnavailableError, withDb } from "#app/server/db/client.server";
import type { insightEvents } from "#app/server/db/schema.server";
import { limitAddress } from "#app/server/http/client-address.server";
import { hitMany } from "#app/server/http/request-limits.server";

import { ensurePartitions } from "./retention.server";
import { currentSalt, siteHost, visitorHash } from "./visitors.server";

type NewEvent = typeof insightEvents.$inferInsert;

/** One copy for server.ts and the server bundle alike (as the database connection, decision 0003). */
const registry = globalThis as typeof globalThis & {
  __nestzInsightQueue?: EventQueue;
  __nestzInsightLimiter?: SharedLimiter;
};

/** What the collector reads of a beacon's request (server.ts hands it over before the router). */
export interface BeaconRequest {
  headers: HeaderSource;
  /** The client address server.ts names (x-client-ip): rate limit and hash input, never stored. */
  address: string;
}

/**
 * The rate limit's key for a client: its address (an IPv6 one by its /64,
 * `limitAddress`) hashed with today's salt, so not even request_limits holds
 * an address of a page view (decision 0026).
 */
export function limitKey(salt: string, address: string): string {
  return `insights:${createHash("sha256")
    .update(`${salt}|${limitAddress(address)}`)
    .digest("base64url")
    .slice(0, 22)}`;
}

/** Beacons one client address may send per minute, counted across every instance. */
export function eventLimit() {
  return { max: getEnv().INSIGHTS_EVENTS_PER_MINUTE, windowSeconds: 60 };
}

export type CollectOutcome = "counted" | "not-counted" | "rate-limited";

const isSignedInAdmin = (headers: HeaderSource) => isAdminCookie(headers.get("cookie"), getEnv().PUBLIC_URL);

/**
 * Counts one page view, or says why not. The view is queued and written
 * with others in a moment (at most QUEUE_FLUSH_MS later); a database that is
 * away loses the queued views, never the page. `isAdmin` reads the session
 * (a database read), so it comes after the limit: a flood that carries a
 * session cookie is refused without one.
 */
export async function collectPageView(
  request: BeaconRequest,
  event: PageViewEvent,
  now = new Date(),
  isAdmin: (headers: HeaderSource) => Promise<boolean> = isSignedInAdmin,
): Promise<{ outcome: CollectOutcome; retryAfterSeconds?: number }> {
  const { headers, address } = request;
  const path = countedPath(event.p);
  // What the request says of itself first, then the limit, then who is signed in.
  const reason = await whyNotCounted(headers, path, () => Promise.resolve(false));
  if (reason) return { outcome: "not-counted" };
  const salt = await currentSalt(now);
  const verdict = limiter().take(limitKey(salt, address));
  if (!verdict.allowed) return { outcome: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
  if (await isAdmin(headers)) return { outcome: "not-counted" };

  const referrer = referrerHost(event.r, siteHost()) ?? null;
  const utm = { source: cleanUtm(event.s), medium: cleanUtm(event.m), campaign: cleanUtm(event.c) };
  const source = visitSource(utm, referrer);
  queue().push({
    day: saltDay(now),
    occurredAt: now,
    visitor: visitorHash(salt, address, headers.get("user-agent") ?? "", siteHost()),
    path,
    referrerHost: referrer,
    utmSource: utm.source,
    utmMedium: utm.medium,
    utmCampaign: utm.campaign,
    source: source.source,
    medium: source.medium,
    device: deviceClass(headers.get("user-agent")),
  });
  return { outcome: "counted" };
}

/**
 * The per-client limit, shared by every instance through request_limits
 * (request-limits.server.ts `hitMany`), told in batches: each instance adds up
 * a client's beacons for QUEUE_FLUSH_MS and then adds them to the shared
 * count in one statement for all clients, learning the count every instance
 * has made. A client can go past the limit by what it sends to each instance
 * in one such moment, no more; one database write per batch instead of one
 * per beacon is what lets the collector take thousands of beacons a second.
 */
export class SharedLimiter {
  private known = new Map<string, { hits: number; endsAt: number }>();
  private pending = new Map<string, number>();
  private syncing: Promise<void> | null = null;

  take(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const { max, windowSeconds } = eventLimit();
    const now = Date.now();
    let known = this.known.get(key);
    if (known && known.endsAt <= now) {
      this.known.delete(key);
      known = undefined;
    }
    const waiting = this.pending.get(key) ?? 0;
    const retryAfterSeconds = known ? Math.max(1, Math.ceil((known.endsAt - now) / 1000)) : windowSeconds;
    if ((known?.hits ?? 0) + waiting >= max) return { allowed: false, retryAfterSeconds };
    this.pending.set(key, waiting + 1);
    return { allowed: true, retryAfterSeconds };
  }

  /** Adds what was counted here to the shared counts, and learns theirs. */
  sync(): Promise<void> {
    if (this.syncing) return this.syncing;
    if (this.pending.size === 0) return Promise.resolve();
    const counts = this.pending;
    this.pending = new Map();
    const { windowSeconds } = eventLimit();
    this.syncing = hitMany(counts, windowSeconds)
      .then((answers) => {
        const now = Date.now();
        for (const [key, { hits, retryAfterSeconds }] of answers)
          this.known.set(key, { hits, endsAt: now + retryAfterSeconds * 1000 });
        if (this.known.size > 50_000) this.known.clear();
      })
      .catch(() => {
        // The database is away: the views are dropped anyway, and the counts start again.
      })
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }
}

function limiter(): SharedLimiter {
  registry.__nestzInsightLimiter ??= new SharedLimiter();
  return registry.__nestzInsightLimiter;
}

/** Views waiting to be written: at most this many at once, and none older than QUEUE_FLUSH_MS. */
const QUEUE_BATCH = 500;
const QUEUE_FLUSH_MS = 250;
/** Past this many waiting (the database is away), new views are dropped rather than held. */
const QUEUE_MAX = 20_000;

class EventQueue {
  private waiting: NewEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lastError = 0;

  push(event: NewEvent): void {
    if (this.waiting.length >= QUEUE_MAX) return;
    this.waiting.push(event);
    if (this.waiting.length >= QUEUE_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), QUEUE_FLUSH_MS);
  }

  /** Writes everything queued so far; resolves once it is written (or dropped). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 0) this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: NewEvent[]): Promise<void> {
    await limiter().sync();
    try {
      await insertEvents(batch);
    } catch (error) {
      // Analytics never take the site down: the batch is dropped, and said so at most once a minute.
      if (Date.now() - this.lastError > 60_000) {
        this.lastError = Date.now();
        const why = isUnavailableError(error) ? "the database is away" : (error as Error).message;
        console.error(`insights: ${batch.length} page views dropped (${why})`);
      }
    }
  }
}

function queue(): EventQueue {
  registry.__nestzInsightQueue ??= new EventQueue();
  return registry.__nestzInsightQueue;
}

/** Writes every queued page view now (tests, and the server on its way down). */
export function flushPageViews(): Promise<void> {
  return registry.__nestzInsightQueue?.flush() ?? Promise.resolve();
}

/**
 * The batch as one array per column, for a single `insert … select from unnest(…)`:
 * eleven parameters whatever the batch's size, so the statement's text never
 * changes and building it costs nothing per view (a VALUES list costs a
 * placeholder per column per row to build, send and parse).
 */
function insertSql(events: readonly NewEvent[]): SQL {
  const column = <T>(value: (event: NewEvent) => T) => sql.param(events.map(value));
  return sql`
    insert into insight_events
      (day, occurred_at, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign, source, medium, device)
    select * from unnest(
      ${column((event) => event.day)}::date[],
      ${column((event) => (event.occurredAt ?? new Date()).toISOString())}::timestamptz[],
      ${column((event) => event.visitor)}::bigint[],
      ${column((event) => event.path)}::text[],
      ${column((event) => event.referrerHost ?? null)}::text[],
      ${column((event) => event.utmSource ?? null)}::text[],
      ${column((event) => event.utmMedium ?? null)}::text[],
      ${column((event) => event.utmCampaign ?? null)}::text[],
      ${column((event) => event.source)}::text[],
      ${column((event) => event.medium)}::text[],
      ${column((event) => event.device)}::insight_device[]
    )`;
}

/** PostgreSQL's "no partition of relation … found for row". */
const NO_PARTITION = "23514";

/** One insert for the whole batch; a month without its partition yet gets one, and the insert is tried again. */
export async function insertEvents(events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const statement = insertSql(events);
  try {
    await withDb((db) => db.execute(statement));
  } catch (error) {
    if ((error as { code?: unknown }).code !== NO_PARTITION) throw error;
    await ensurePartitions([...new Set(events.map((event) => event.day))]);
    await withDb((db) => db.execute(statement));
  }
}
