import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { watchCatalogVersion } from "#app/server/catalog/catalog-version.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";
import { shownSpecs } from "#app/server/site-words/shown-specs.server";

import { keepSpecSheets, keptSpecSheet } from "./kept-spec-sheets.server";

const config = getPublicConfig();

describe("spec sheets and the catalog's version", () => {
  it("are drawn once the version is read, served without drawing, and drawn afresh after a catalog change", async () => {
    let drawings = 0;
    const keeper = keepSpecSheets({
      slugs: ["bedroom-nestz", "office-nestz"],
      config,
      specs: shownSpecs,
      draw: () => {
        drawings += 1;
        return Promise.resolve({ body: Buffer.from(`%PDF-drawing ${drawings}`), etag: `"${drawings}"` });
      },
    });
    // Re-reads only once a minute: the change below reaches it by its notice.
    const watch = watchCatalogVersion({ recheckMs: 60_000, onVersion: (version) => keeper.follow(version) });
    try {
      await vi.waitFor(() => expect(drawings).toBe(2), { timeout: 10_000 });
      const before = (await keptSpecSheet("bedroom-nestz", config, shownSpecs().key))?.body.toString();
      for (let request = 0; request < 5; request++) await keptSpecSheet("bedroom-nestz", config, shownSpecs().key);
      expect(drawings).toBe(2);

      await getDb().update(products).set({ priceCents: 175 }).where(eq(products.slug, "sticker"));
      await vi.waitFor(() => expect(drawings).toBe(4), { timeout: 10_000 });
      await vi.waitFor(async () =>
        expect((await keptSpecSheet("bedroom-nestz", config, shownSpecs().key))?.body.toString()).toMatch(
          /^%PDF-drawing [34]$/,
        ),
      );
      expect(before).toMatch(/^%PDF-drawing [12]$/);
      expect(drawings).toBe(4);
    } finally {
      await getDb().update(products).set({ priceCents: 100 }).where(eq(products.slug, "sticker"));
      await watch.stop();
      keeper.stop();
    }
  });
});
