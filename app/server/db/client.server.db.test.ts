import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterEach, describe, expect, it } from "vitest";

import { createPool, databaseOn } from "./client.server";

const url = () => process.env.DATABASE_URL ?? "";
const pools: ReturnType<typeof createPool>[] = [];

function pool() {
  const created = createPool(url());
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.end()));
});

/** Resolves when the client's connection has closed (`events.once` would reject on the `error` before it). */
function ended(client: pg.PoolClient) {
  return new Promise<void>((resolve) => client.once("end", () => resolve()));
}

async function terminate(pid: number) {
  const admin = pool();
  const { rows } = await admin.query<{ done: boolean }>("select pg_terminate_backend($1) as done", [pid]);
  expect(rows[0]?.done).toBe(true);
}

describe("a pooled connection whose server goes away", () => {
  // A checked-out connection that loses its server emits `error` on the client; with no listener
  // that is an uncaught exception and the whole server ends (the database going down mid-transaction).
  it("between two queries of a checked-out client: the next query fails, the process carries on, the pool opens a fresh one", async () => {
    const shared = pool();
    const client = await shared.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const closed = ended(client);
    await terminate(rows[0]?.pid ?? 0);
    await closed;

    await expect(client.query("select 1")).rejects.toThrow();
    client.release();
    const fresh = await shared.query<{ pid: number }>("select pg_backend_pid() as pid");
    expect(fresh.rows[0]?.pid).not.toBe(rows[0]?.pid);
  });

  it("during a query: that query fails with the server's reason, and the process carries on", async () => {
    const shared = pool();
    const client = await shared.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    const closed = ended(client);
    // Its outcome is read at once, so the rejection is never left unheard while the backend is ended.
    const slow = client.query("select pg_sleep(30)").then(
      () => "finished",
      (error: Error) => error.message,
    );
    await terminate(rows[0]?.pid ?? 0);
    expect(await slow).toMatch(/terminat/);
    await closed;
    client.release();
    expect((await shared.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });
});

describe("a transaction whose BEGIN fails", () => {
  it("gives its connection back, so the pool neither runs dry nor keeps shutdown waiting", async () => {
    const shared = pool();
    const db = databaseOn(shared);
    // A BEGIN the server refuses, as one sent to a database that stopped answering fails.
    const isolationLevel = "no such level" as string as "serializable";
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(db.transaction(async () => {}, { isolationLevel })).rejects.toThrow();
    }
    expect(shared.totalCount - shared.idleCount, "connections still checked out").toBe(0);
    const answer = await db.transaction((tx) => tx.execute<{ one: number }>(sql`select 1 as one`));
    expect(answer.rows).toEqual([{ one: 1 }]);
    expect(shared.totalCount - shared.idleCount).toBe(0);
  });
});
