/**
 * Checkout prices from memory per catalog version (docs/decisions/0108): the
 * first checkout of a version reads the catalog, later ones reuse it, and a
 * price change is charged from the moment the server's watch sees its version.
 */
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import {
  catalogVersionNow,
  publishCatalogVersion,
  watchCatalogVersion,
} from "#app/server/catalog/catalog-version.server";
import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";
import { testProvider } from "#app/server/payments/test-provider.server";

import { catalogPrices } from "./catalog-prices.server";
import { startCheckout } from "./checkout.server";

/** A product of its own, copied from the sticker, so no other test's price changes touch it. */
async function aProduct() {
  const [sticker] = await getDb().select().from(products).where(eq(products.slug, "sticker"));
  if (!sticker) throw new Error("no sticker");
  const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = sticker;
  const suffix = randomUUID().slice(0, 8);
  const [row] = await getDb()
    .insert(products)
    .values({ ...copy, slug: `memory-${suffix}`, name: `Memory sticker ${suffix}`, priceCents: 700 })
    .returning();
  if (!row) throw new Error("no product");
  return { id: row.id, priceCents: 700 };
}

const buy = (id: number, amountCents: number) =>
  startCheckout(
    {
      items: [{ id, quantity: 1 }],
      amountCents,
      idempotencyKey: randomUUID(),
      email: "memory@example.com",
      billingName: "guest",
      userId: null,
    },
    testProvider,
  );

/** Whether `work` settles before the event loop's next turn (a setImmediate callback). */
function beforeNextTurn(work: Promise<unknown>): Promise<boolean> {
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);
}

/**
 * Whether these prices come from memory once their version has been read. Other test files change
 * the catalog while this one runs, so a read is only held against memory when the version it ran
 * under is still the version after it: a new version between the two is tried again (a few times).
 */
async function servedFromMemory(ids: readonly number[]): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await catalogPrices(ids);
    const version = catalogVersionNow();
    const quick = await beforeNextTurn(catalogPrices(ids));
    if (quick) return true;
    if (version !== null && catalogVersionNow() === version) return false;
  }
  return false;
}

describe("checkout prices from memory", () => {
  it("reads the catalog once per version, and charges a new price once its version is seen", async () => {
    const watch = watchCatalogVersion({ recheckMs: 50 });
    publishCatalogVersion(watch);
    const product = await aProduct();
    try {
      await vi.waitFor(() => expect(catalogVersionNow()).not.toBeNull());
      expect(await buy(product.id, product.priceCents)).toMatchObject({ ok: true });

      // From memory, the prices are there before the event loop's next turn: a database read cannot
      // be (its answer arrives on a later turn). Timed this way, the watch's own reads, which a spy
      // on the database would also count, change nothing.
      expect(await servedFromMemory([product.id])).toBe(true);
      expect(await servedFromMemory([product.id, 2_000_000_000])).toBe(true);

      // The version the memory holds now (other test files move it too): only a version after it
      // can have been read with the new price.
      const beforeChange = catalogVersionNow();
      await getDb()
        .update(products)
        .set({ priceCents: product.priceCents + 100 })
        .where(eq(products.id, product.id));
      await vi.waitFor(() => {
        const now = catalogVersionNow();
        expect(now !== null && beforeChange !== null && now > beforeChange).toBe(true);
      });
      expect(await buy(product.id, product.priceCents)).toMatchObject({ ok: false, code: "amount_mismatch" });
      expect(await buy(product.id, product.priceCents + 100)).toMatchObject({ ok: true });
    } finally {
      await getDb().update(products).set({ priceCents: product.priceCents }).where(eq(products.id, product.id));
      publishCatalogVersion(null);
      await watch.stop();
    }
  });
});
