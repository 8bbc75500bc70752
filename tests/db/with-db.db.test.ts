/**
 * A database that cannot be reached is a 503 the pages and the API know how
 * to show; a query that is wrong stays an error (a bug to see, not to hide).
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { loader as categoriesLoader } from "#app/routes/api/categories";
import {
  connectDatabase,
  isDatabaseDown,
  isUnavailableError,
  pingDatabase,
  STATEMENT_TIMEOUT_MS,
  withDb,
} from "#app/server/db/client.server";
import { freePort } from "#app/server/db/embedded.server";

const testDatabaseUrl = process.env.DATABASE_URL!;

/** A database URL at a loopback port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  return `postgres://postgres:secret@127.0.0.1:${await freePort()}/nestz`;
}

interface DataWithInit {
  data: { code: string; message: string };
  init: { status: number } | null;
}

afterEach(() => {
  connectDatabase(testDatabaseUrl);
});

describe("withDb", () => {
  it("runs the work against the connected database", async () => {
    const rows = await withDb((db) => db.execute(sql`select 41 + 1 as answer`));
    expect(rows.rows[0]).toEqual({ answer: 42 });
  });

  it("turns a refused connection into a 503 data() response", async () => {
    connectDatabase(await closedPortUrl());
    const error = (await withDb((db) => db.execute(sql`select 1`)).then(
      () => {
        throw new Error("the query should not have succeeded");
      },
      (thrown: unknown) => thrown,
    )) as DataWithInit;
    expect(error.init?.status).toBe(503);
    expect(error.data).toEqual({ code: "database_unavailable", message: expect.any(String) });
    expect(error.data.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it("lets a broken query fail as the bug it is", async () => {
    const failure = withDb((db) => db.execute(sql`select * from no_such_table`));
    await expect(failure).rejects.toMatchObject({ cause: { code: "42P01" } });
    await expect(failure).rejects.not.toHaveProperty("init");
  });

  it("gives up on a statement that runs past the timeout, as an outage (503), so nobody waits long", async () => {
    const seconds = STATEMENT_TIMEOUT_MS / 1000 + 2;
    const failure = withDb((db) => db.execute(sql`select pg_sleep(${seconds})`));
    await expect(failure).rejects.toMatchObject({ init: { status: 503 } });
    // The connection is still good for the next visitor.
    expect(await pingDatabase()).toBe(true);
  });

  it("answers the API with a JSON 503 in the error shape while the database is away", async () => {
    connectDatabase(await closedPortUrl());
    const response = await categoriesLoader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "database_unavailable", message: expect.any(String) },
    });
  });
});

describe("pingDatabase", () => {
  it("is true when the database answers and false when it cannot be reached", async () => {
    expect(await pingDatabase()).toBe(true);
    connectDatabase(await closedPortUrl());
    expect(await pingDatabase()).toBe(false);
  });
});

describe("isDatabaseDown", () => {
  it("trusts an error that names an outage, and otherwise asks the database", async () => {
    expect(await isDatabaseDown(new Error("Query read timeout"))).toBe(true);
    // A library's own error hiding the cause (as the auth layer's does): the database answers, so it is not down.
    expect(await isDatabaseDown(new Error("Failed to get session"))).toBe(false);
    connectDatabase(await closedPortUrl());
    expect(await isDatabaseDown(new Error("Failed to get session"))).toBe(true);
    expect(await isDatabaseDown()).toBe(true);
  });
});

describe("isUnavailableError", () => {
  it("recognises connection failures, also when wrapped", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    expect(isUnavailableError(refused)).toBe(true);
    expect(isUnavailableError(new Error("Failed query", { cause: refused }))).toBe(true);
    expect(isUnavailableError(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("counts a query that timed out (a hung or overloaded server) as an outage", () => {
    expect(isUnavailableError(new Error("Query read timeout"))).toBe(true);
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isUnavailableError(new Error("Failed query: select 1", { cause: cancelled }))).toBe(true);
    expect(isUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isUnavailableError(new Error("Client has encountered a connection error and is not queryable"))).toBe(true);
  });

  it("does not mistake a wrong query or a non-error for an outage", () => {
    expect(isUnavailableError(Object.assign(new Error("relation does not exist"), { code: "42P01" }))).toBe(false);
    expect(isUnavailableError("ECONNREFUSED")).toBe(false);
    expect(isUnavailableError(null)).toBe(false);
  });
});
