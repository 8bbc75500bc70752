import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";

import { readCatalogVersion, watchCatalogVersion } from "./catalog-version.server";

describe("the catalog's version", () => {
  it("is raised by any change to what the shop shows, in that change's transaction", async () => {
    const before = await readCatalogVersion();
    await getDb()
      .transaction(async (tx) => {
        await tx
          .update(products)
          .set({ description: "Changed, then rolled back." })
          .where(eq(products.slug, "sticker"));
        tx.rollback();
      })
      .catch(() => {});
    expect(await readCatalogVersion()).toBe(before);
    await getDb().update(products).set({ description: "A sticker." }).where(eq(products.slug, "sticker"));
    expect(await readCatalogVersion()).toBeGreaterThan(before);
  });

  it("is vouched for only as long as trustMs after a successful read", async () => {
    let time = 0;
    const watch = watchCatalogVersion({ recheckMs: 60_000, trustMs: 3_000, now: () => time });
    try {
      await vi.waitFor(() => expect(watch.current()).toEqual(expect.any(Number)), { timeout: 10_000 });
      time = 3_000;
      expect(watch.current()).not.toBeNull();
      time = 3_001;
      expect(watch.current()).toBeNull();
    } finally {
      await watch.stop();
    }
  });
});
