/**
 * Collecting page views (docs/decisions/0026): check the beacon, leave out
 * what is not counted, name the visitor by today's salted hash, and queue the
 * view; queued views are written in batches. Also: the source of a quote
 * request, from what its form carries or the visitor's first view today.
 */
import { createHash, randomBytes } from "node:crypto";

import { and, asc, eq, lt, type SQL, sql } from "drizzle-orm";

import { deviceClass } from "#app/domain/insights/device";
import {
  countedPath,
  EVENT_MAX_BYTES,
  isEventContentType,
  type PageViewEvent,
  pageViewEventSchema,
} from "#app/domain/insights/event";
import { type HeaderSource, optsOut, whyNotCounted } from "#app/domain/insights/filter";
import type { LandingValues } from "#app/domain/insights/landing-fields";
import { cleanUtm, referrerHost, utmOf, type VisitSource, visitSource } from "#app/domain/insights/source";
import { saltDay, visitorHashInput } from "#app/domain/insights/visitor";
import { isAdminCookie } from "#app/server/auth/session.server";
import { getEnv } from "#app/server/config/env.server";
import { type Database, isUnavailableError, type Transaction, withDb } from "#app/server/db/client.server";
import { insightEvents, insightSalts } from "#app/server/db/schema.server";
import { clientAddress } from "#app/server/http/client-address.server";
import { hitMany } from "#app/server/http/request-limits.server";

import { ensurePartitions } from "./retention.server";

type NewEvent = typeof insightEvents.$inferInsert;

// ---------------------------------------------------------------------------------------------
// The day's salt

interface SaltCache {
  day: string;
  salt: Promise<string>;
}
/** One copy for server.ts and the server bundle alike (as the database connection, decision 0003). */
const registry = globalThis as typeof globalThis & {
  __nestzInsightSalt?: SaltCache;
  __nestzInsightQueue?: EventQueue;
  __nestzInsightLimiter?: SharedLimiter;
};

/**
 * Today's salt (Pacific), the same on every instance: the first to ask makes
 * it, and every earlier day's salt is deleted then and there, so a visitor
 * hash of yesterday can never be made again.
 */
export function currentSalt(now = new Date()): Promise<string> {
  const day = saltDay(now);
  const cached = registry.__nestzInsightSalt;
  if (cached?.day === day) return cached.salt;
  const salt = withDb(async (db) => {
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    await db.delete(insightSalts).where(lt(insightSalts.day, day));
    const [row] = await db.select({ salt: insightSalts.salt }).from(insightSalts).where(eq(insightSalts.day, day));
    if (!row) throw new Error(`the salt of ${day} vanished`);
    return row.salt;
  });
  registry.__nestzInsightSalt = { day, salt };
  // A failure is not remembered: the next view asks again.
  salt.catch(() => {
    if (registry.__nestzInsightSalt?.salt === salt) registry.__nestzInsightSalt = undefined;
  });
  return salt;
}

/** Forgets the salt this process holds (tests; the job after deleting old salts). */
export function forgetSalt(): void {
  registry.__nestzInsightSalt = undefined;
}

/** 48 bits of SHA-256 over the salted facts: plenty to tell a day's visitors apart, and fits a JS number. */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): number {
  const digest = createHash("sha256").update(visitorHashInput({ salt, address, userAgent, site })).digest();
  return digest.readUIntBE(0, 6);
}

let site: { url: string; host: string } | undefined;

/** The site's host, read from PUBLIC_URL once (it is asked for every beacon). */
function siteHost(): string {
  const url = getEnv().PUBLIC_URL;
  if (site?.url !== url) site = { url, host: new URL(url).host };
  return site.host;
}

async function visitorOf(headers: HeaderSource, address: string, now: Date): Promise<number> {
  return visitorHash(await currentSalt(now), address, headers.get("user-agent") ?? "", siteHost());
}

// ---------------------------------------------------------------------------------------------
// Page views

/** What the collector reads of a beacon's request (server.ts hands it over before the router). */
export interface BeaconRequest {
  headers: HeaderSource;
  /** The client address server.ts names (x-client-ip): rate limit and hash input, never stored. */
  address: string;
}

/**
 * The rate limit's key for a client: its address hashed with today's salt, so
 * not even request_limits holds an address of a page view (decision 0026).
 */
export function limitKey(salt: string, address: string): string {
  return `insights:${createHash("sha256").update(`${salt}|${address}`).digest("base64url").slice(0, 22)}`;
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
 * away loses the queued views, never the page.
 */
export async function collectPageView(
  request: BeaconRequest,
  event: PageViewEvent,
  now = new Date(),
): Promise<{ outcome: CollectOutcome; retryAfterSeconds?: number }> {
  const { headers, address } = request;
  const path = countedPath(event.p);
  const reason = await whyNotCounted(headers, path, () => isSignedInAdmin(headers));
  if (reason) return { outcome: "not-counted" };
  const salt = await currentSalt(now);
  const verdict = limiter().take(limitKey(salt, address));
  if (!verdict.allowed) return { outcome: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };

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

// ---------------------------------------------------------------------------------------------
// Where a quote request came from

export type Attribution = VisitSource;

/**
 * The source of a request (stored on it; its proposal, deposit and invoice
 * inherit it): what the form carries from the page it was sent from (the
 * landing address's tags, the referring site), else the tags of the page the
 * form was on (its Referer), else the visitor's first page view today. Null
 * when none of these says anything, and for a browser that opted out (it sent
 * no views, and its visit is not looked up).
 */
export async function attributeRequest(
  request: Request,
  carried: Partial<LandingValues>,
  now = new Date(),
  tx?: Transaction,
): Promise<Attribution | null> {
  const site = siteHost();
  const fromForm = {
    utm: {
      source: cleanUtm(carried.utmSource),
      medium: cleanUtm(carried.utmMedium),
      campaign: cleanUtm(carried.utmCampaign),
    },
    referrer: referrerHost(carried.referrer, site),
  };
  if (fromForm.utm.source || fromForm.utm.campaign || fromForm.referrer)
    return visitSource(fromForm.utm, fromForm.referrer);

  const page = request.headers.get("referer");
  if (page) {
    try {
      const utm = utmOf(new URL(page).search);
      if (utm.source || utm.campaign) return visitSource(utm, referrerHost(page, site));
    } catch {
      // not a URL: nothing to read
    }
  }
  if (optsOut(request.headers)) return null;
  return firstViewToday(request.headers, clientAddress(request), now, tx);
}

async function firstViewToday(
  headers: HeaderSource,
  address: string,
  now: Date,
  tx?: Transaction,
): Promise<Attribution | null> {
  const visitor = await visitorOf(headers, address, now);
  const day = saltDay(now);
  const find = (db: Database | Transaction) =>
    db
      .select({
        source: insightEvents.source,
        medium: insightEvents.medium,
        campaign: insightEvents.utmCampaign,
        referrerHost: insightEvents.referrerHost,
      })
      .from(insightEvents)
      .where(and(eq(insightEvents.day, day), eq(insightEvents.visitor, visitor)))
      .orderBy(asc(insightEvents.occurredAt))
      .limit(1);
  // Views still waiting in this process's queue count too.
  await flushPageViews();
  const [first] = tx ? await find(tx) : await withDb(find);
  return first ?? null;
}

// ---------------------------------------------------------------------------------------------
// The endpoint's answer

export interface BeaconAnswer {
  status: 204 | 400 | 413 | 415 | 429;
  headers: Record<string, string>;
  body: { error: { code: string; message: string } } | null;
}

function refused(
  status: BeaconAnswer["status"],
  code: string,
  message: string,
  extra?: Record<string, string>,
): BeaconAnswer {
  return { status, headers: { "Cache-Control": "no-store", ...extra }, body: { error: { code, message } } };
}

/**
 * POST /api/insights/event: a small, well-formed page view is counted (or
 * quietly not) with 204; a wrong type is 415, too large 413, malformed 400, too
 * many from one client 429. Never a 5xx: when the database is away the view is
 * dropped and the answer is still 204 (the beacon cannot do anything with an
 * error, and a 5xx reads as an outage to every monitor; decision 0026).
 */
export async function receivePageView(request: BeaconRequest & { body: Buffer | undefined }): Promise<BeaconAnswer> {
  if (!isEventContentType(request.headers.get("content-type"))) {
    return refused(415, "unsupported_media_type", "Send the event as text/plain or application/json.");
  }
  const body = request.body ?? Buffer.alloc(0);
  if (body.length > EVENT_MAX_BYTES) return refused(413, "too_large", "That event is too large.");
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return refused(400, "malformed_json", "The event is not valid JSON.");
  }
  const parsed = pageViewEventSchema.safeParse(value);
  if (!parsed.success) return refused(400, "invalid_event", "The event is not one this site sends.");
  try {
    const { outcome, retryAfterSeconds } = await collectPageView(request, parsed.data);
    if (outcome === "rate-limited") {
      return refused(429, "rate_limited", "Too many events from this address.", {
        "Retry-After": String(retryAfterSeconds ?? 60),
      });
    }
  } catch (error) {
    if (!isUnavailableError(error) && thrownStatus(error) !== 503) console.error("insights: an event failed", error);
  }
  return { status: 204, headers: { "Cache-Control": "no-store" }, body: null };
}

/** The status of a thrown `data(…, { status })` (withDb's 503), or null. */
function thrownStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || !("init" in error)) return null;
  const status = (error as { init?: { status?: unknown } | null }).init?.status;
  return typeof status === "number" ? status : null;
}
