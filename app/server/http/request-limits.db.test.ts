import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";

import { createPool, getDb } from "#app/server/db/client.server";
import * as schema from "#app/server/db/schema.server";
import { requestLimits } from "#app/server/db/schema.server";

import { clear, hit, pruneExpired } from "./request-limits.server";

const key = () => `test:${randomUUID()}`;

describe("hit", () => {
  it("allows max requests in a window, then refuses with the seconds left", async () => {
    const name = key();
    const results = [];
    for (let n = 0; n < 4; n++) results.push(await hit(name, 3, 60));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.hits)).toEqual([1, 2, 3, 4]);
    const refused = results[3];
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    const [one, other] = [key(), key()];
    await hit(one, 1, 60);
    expect((await hit(one, 1, 60)).allowed).toBe(false);
    expect((await hit(other, 1, 60)).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended, and a refused request does not extend it", async () => {
    const name = key();
    await hit(name, 1, 60);
    const refused = await hit(name, 1, 60);
    const again = await hit(name, 1, 60);
    expect(again.retryAfterSeconds).toBeLessThanOrEqual(refused.retryAfterSeconds);
    await getDb()
      .update(requestLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(requestLimits.key, name));
    expect(await hit(name, 1, 60)).toMatchObject({ allowed: true, hits: 1 });
  });

  it("counts requests arriving at once on separate connections exactly once each", async () => {
    const name = key();
    // The pool's connections are separate database sessions, as two server instances would be.
    const results = await Promise.all(Array.from({ length: 60 }, () => hit(name, 25, 60)));
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, n) => n + 1),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
    const [row] = await getDb().select().from(requestLimits).where(eq(requestLimits.key, name));
    expect(row?.hits).toBe(60);
  });

  it("stores a long key by its hash and refuses nonsense limits", async () => {
    const long = `email:${"a".repeat(400)}@example.com`;
    await hit(long, 5, 60);
    expect((await hit(long, 5, 60)).hits).toBe(2);
    const rows = await getDb()
      .select()
      .from(requestLimits)
      .where(sql`${requestLimits.key} like 'sha256:%'`);
    expect(rows.every((row) => row.key.length < 100)).toBe(true);
    await expect(hit(key(), 0, 60)).rejects.toBeInstanceOf(RangeError);
    await expect(hit(key(), 5, 0.5)).rejects.toBeInstanceOf(RangeError);
  });
});

describe("clear and pruneExpired", () => {
  it("clear forgets a key's count", async () => {
    const name = key();
    await hit(name, 1, 60);
    expect((await hit(name, 1, 60)).allowed).toBe(false);
    await clear(name);
    expect((await hit(name, 1, 60)).allowed).toBe(true);
  });

  it("pruneExpired deletes windows that ended over an hour ago, and only those", async () => {
    const [old, fresh] = [key(), key()];
    await hit(old, 5, 60);
    await hit(fresh, 5, 60);
    await getDb()
      .update(requestLimits)
      .set({ windowEndsAt: sql`now() - interval '2 hours'` })
      .where(eq(requestLimits.key, old));
    expect(await pruneExpired()).toBeGreaterThanOrEqual(1);
    const left = (await getDb().select().from(requestLimits)).map((row) => row.key);
    expect(left).toContain(fresh);
    expect(left).not.toContain(old);
  });

  it("counts exactly across two server instances hitting at once", async () => {
    const name = `test:${randomUUID()}`;
    const otherPool = createPool(process.env.DATABASE_URL ?? "");
    try {
      const otherInstance = drizzle(otherPool, { schema });
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => hit(name, 7, 300, i % 2 ? otherInstance : getDb())),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(7);
      const [row] = await getDb().select().from(requestLimits).where(eq(requestLimits.key, name));
      expect(row?.hits).toBe(30);
    } finally {
      await otherPool.end();
    }
  });
});

describe("the counters' table", () => {
  // Logged, every hit on one key waited for the previous hit's WAL flush (docs/decisions/0155).
  it("is unlogged, so a count never waits for a disk flush", async () => {
    const result = await getDb().execute<{ persistence: string }>(
      sql`select relpersistence as persistence from pg_class where oid = 'request_limits'::regclass`,
    );
    expect(result.rows[0]?.persistence).toBe("u");
  });
});
