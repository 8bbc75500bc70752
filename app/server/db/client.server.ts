import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { data } from "react-router";

import { getEnv } from "#app/server/config/env.server";

import * as schema from "./schema.server";

export type Database = NodePgDatabase<typeof schema>;

/** An open transaction: pass it to a data function that must join the change being made. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface Connection {
  url: string;
  pool: pg.Pool;
  db: Database;
}

/**
 * server.ts runs this module from source while the app's server bundle holds
 * its own copy; both must share one pool, so the connection lives on
 * globalThis rather than in a module variable (see docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzDatabase?: Connection };

/** Error codes that mean "the database cannot be reached", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "57014", // query_canceled: statement_timeout ran out
  "08000",
  "08001",
  "08003",
  "08006",
]);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end/i;

/**
 * A visitor waits at most about five seconds for a database that does not
 * answer: a connection must open within CONNECT_TIMEOUT_MS, and a query
 * finish within STATEMENT_TIMEOUT_MS (PostgreSQL cancels it) or, when the
 * server is hung and cannot even cancel, QUERY_TIMEOUT_MS (the driver gives up).
 * Nothing the site asks of its database takes more than a fraction of that.
 */
export const CONNECT_TIMEOUT_MS = 2_000;
export const STATEMENT_TIMEOUT_MS = 4_000;
export const QUERY_TIMEOUT_MS = 4_000;

/** What a visitor is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = "We can't reach our records right now. Please try again in a minute.";

export function isUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (UNAVAILABLE_MESSAGES.test(error.message)) {
    return true;
  }
  return error.cause !== undefined && isUnavailableError(error.cause);
}

export function createPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the database is gone so pages can answer 503 instead of hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the pool
  // drops it and opens a fresh one on the next query.
  pool.on("error", (error) => {
    console.error(`database: idle connection lost (${error.message})`);
  });
  // A checked-out one losing its server (the database stopping mid-transaction) also emits `error`
  // on the client, which the pool listens for only while it is idle: unheard, that ends the process.
  // Its query already fails with the reason, and the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return pool;
}

/** Points this process at a database. Called once at start-up (or by tests). */
export function connectDatabase(url: string): Database {
  const current = registry.__nestzDatabase;
  if (current?.url === url) return current.db;
  if (current) void current.pool.end();
  const pool = createPool(url);
  const db = databaseOn(pool);
  registry.__nestzDatabase = { url, pool, db };
  return db;
}

/**
 * Drizzle over `pool`, whose transactions always give their connection back. Drizzle's own sends
 * BEGIN before its try/finally, so a BEGIN that fails (a database that stopped answering, a
 * timed-out query) kept the connection checked out for good: each outage took connections from
 * the pool until none was left, and shutdown waited for them for ever. Here the connection is
 * taken and given back around the whole transaction, and one that lost its database is dropped.
 */
export function databaseOn(pool: pg.Pool): Database {
  const db = drizzle(pool, { schema });
  // Drizzle over one connection is made once per connection (the pool keeps a handful), not per transaction.
  const onConnection = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  const transaction: Database["transaction"] = async (run, config) => {
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let own = onConnection.get(client);
      if (!own) {
        own = drizzle(client, { schema });
        onConnection.set(client, own);
      }
      return await own.transaction(run, config);
    } catch (error) {
      if (error instanceof Error && isUnavailableError(error)) lost = error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  db.transaction = transaction;
  return db;
}

function connection(): Connection {
  if (!registry.__nestzDatabase) {
    const url = getEnv().DATABASE_URL;
    if (!url) {
      throw new Error("The database is not started: server.ts starts it before serving, or set DATABASE_URL.");
    }
    connectDatabase(url);
  }
  return registry.__nestzDatabase as Connection;
}

export function getDb(): Database {
  return connection().db;
}

/** Where this process's database is: for a connection of its own, such as a LISTEN (listen.server.ts). */
export function databaseUrl(): string {
  return connection().url;
}

/**
 * Runs a query for a page or API call. A database that cannot be reached
 * becomes a 503 the error boundaries and API handlers know how to show;
 * every other error stays a bug.
 */
export async function withDb<T>(work: (db: Database) => Promise<T>): Promise<T> {
  try {
    return await work(getDb());
  } catch (error) {
    if (isUnavailableError(error)) {
      console.error(`database: unavailable (${(error as Error).message})`);
      throw databaseUnavailable();
    }
    throw error;
  }
}

/** The 503 that pages and API calls show while the database cannot be reached. */
export function databaseUnavailable() {
  return data({ code: "database_unavailable", message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503 });
}

/** Whether `error` is the 503 above (thrown by `withDb` and the session lookup). */
export function isDatabaseUnavailableAnswer(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("data" in error) || !("init" in error)) return false;
  const { data: body, init } = error as { data: unknown; init: { status?: number } | null };
  return (
    init?.status === 503 &&
    typeof body === "object" &&
    body !== null &&
    (body as { code?: unknown }).code === "database_unavailable"
  );
}

/** True when a trivial query answers within the timeout. */
export async function pingDatabase(timeoutMs = 2_000): Promise<boolean> {
  const registered = registry.__nestzDatabase;
  if (!registered) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("ping timed out")), timeoutMs);
    });
    await Promise.race([registered.pool.query("select 1"), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** How long to wait when asking the database whether it is the cause of a failure. */
const CAUSE_PING_MS = 1_000;

/**
 * Whether a failure comes from the database being away: the error says so, or
 * (for libraries that replace the driver's error with one of their own, as
 * the auth layer does) the database does not answer a ping right now.
 */
export async function isDatabaseDown(error?: unknown): Promise<boolean> {
  if (error !== undefined && isUnavailableError(error)) return true;
  return !(await pingDatabase(CAUSE_PING_MS));
}

export async function disconnectDatabase(): Promise<void> {
  const current = registry.__nestzDatabase;
  registry.__nestzDatabase = undefined;
  await current?.pool.end();
}
