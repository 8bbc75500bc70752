import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, describe, expect, it } from "vitest";
import { createPool, getDb } from "./db/client.server";
import * as schema from "./db/schema.server";
import { requestLimits } from "./db/schema.server";
import { hitLimit } from "./request-limits.server";

/** A second, separate connection pool to the same database: another server instance. */
const otherPool = createPool(process.env.DATABASE_URL ?? "");
const otherInstance = drizzle(otherPool, { schema });
afterAll(() => otherPool.end());

const key = () => `test:${randomUUID()}`;

describe("hitLimit", () => {
  it("allows max hits in a window, then refuses with the seconds left", async () => {
    const k = key();
    for (let i = 0; i < 3; i++) expect(await hitLimit(getDb(), k, 3, 120)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await hitLimit(getDb(), k, 3, 120);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(100);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it("keeps keys apart", async () => {
    const a = key();
    expect((await hitLimit(getDb(), a, 1, 60)).allowed).toBe(true);
    expect((await hitLimit(getDb(), a, 1, 60)).allowed).toBe(false);
    expect((await hitLimit(getDb(), key(), 1, 60)).allowed).toBe(true);
  });

  it("opens a new window once the old one has ended", async () => {
    const k = key();
    await hitLimit(getDb(), k, 1, 60);
    expect((await hitLimit(getDb(), k, 1, 60)).allowed).toBe(false);
    await getDb().update(requestLimits).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(requestLimits.key, k));
    expect(await hitLimit(getDb(), k, 1, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const [row] = await getDb().select().from(requestLimits).where(eq(requestLimits.key, k));
    expect(row?.hits).toBe(1);
  });

  it("counts exactly across two server instances hitting at once", async () => {
    const k = key();
    const hits = Array.from({ length: 30 }, (_, i) => hitLimit(i % 2 ? otherInstance : getDb(), k, 7, 300));
    const results = await Promise.all(hits);
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
    const [row] = await getDb().select().from(requestLimits).where(eq(requestLimits.key, k));
    expect(row?.hits).toBe(30);
  });

  it("refuses a limit that is not one", async () => {
    await expect(hitLimit(getDb(), key(), 0, 60)).rejects.toThrow(RangeError);
    await expect(hitLimit(getDb(), key(), 5, 0.5)).rejects.toThrow(RangeError);
  });
});
