/**
 * The JSON API's loaders, called as React Router calls them, against this
 * file's own database (tests/setup/db-file.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { seedCatalog } from "#app/content/catalog/catalog";
import { loader as categoriesLoader } from "#app/routes/api/categories";
import { loader as collectionsLoader } from "#app/routes/api/collections";
import { action as notFoundAction, loader as notFoundLoader } from "#app/routes/api/not-found";
import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";

interface ApiCategory {
  title: string;
  items: { id: number; name: string; price: number | null; imageUrl: string; linkUrl: string }[];
}

async function categories(): Promise<ApiCategory[]> {
  const response = await categoriesLoader();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return (await response.json()) as ApiCategory[];
}

describe("GET /api/categories", () => {
  it("lists every seeded category and product, in order, in the public shape", async () => {
    const body = await categories();
    expect(body.map((category) => category.title)).toEqual(seedCatalog.map((category) => category.title));
    for (const [index, category] of body.entries()) {
      const seeded = seedCatalog[index]!;
      expect(Object.keys(category).sort()).toEqual(["items", "title"]);
      expect(category.items.map((item) => item.name)).toEqual(seeded.products.map((product) => product.name));
      for (const item of category.items) {
        expect(Object.keys(item).sort()).toEqual(["id", "imageUrl", "linkUrl", "name", "price"]);
        expect(Number.isInteger(item.id)).toBe(true);
        const source = seeded.products.find((product) => product.name === item.name)!;
        expect(item.price).toBe(source.priceCents === null ? null : source.priceCents / 100);
        expect(item.imageUrl).toBe(source.imageUrl);
        expect(item.linkUrl).toBe(source.linkUrl);
      }
    }
  });

  it("gives homes no price (Call for Price) and the sticker a price of 1 dollar", async () => {
    const body = await categories();
    const homes = body.find((category) => category.title === "Homes");
    expect(homes?.items.length).toBeGreaterThan(0);
    expect(homes?.items.every((item) => item.price === null)).toBe(true);
    const sticker = body.flatMap((category) => category.items).find((item) => /sticker/i.test(item.name));
    expect(sticker?.price).toBe(1);
  });

  it("answers what the database holds now, not what was seeded", async () => {
    await getDb().update(products).set({ priceCents: 250 }).where(eq(products.slug, "sticker"));
    try {
      const sticker = (await categories())
        .flatMap((category) => category.items)
        .find((item) => /sticker/i.test(item.name));
      expect(sticker?.price).toBe(2.5);
    } finally {
      await getDb().update(products).set({ priceCents: 100 }).where(eq(products.slug, "sticker"));
    }
  });

  it("is never answered from a cache without asking again, so an owner's change shows at the next request", async () => {
    const response = await categoriesLoader();
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });
});

describe("GET /api/collections", () => {
  it("answers the same catalog as /api/categories", async () => {
    const response = await collectionsLoader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(await categories());
  });
});

describe("unknown API paths", () => {
  for (const [name, handler] of [
    ["GET", notFoundLoader],
    ["POST", notFoundAction],
  ] as const) {
    it(`answer ${name} with a JSON 404 in the error shape`, async () => {
      const request = new Request("http://localhost/api/nope/deeper?x=1", { method: name });
      const response = await handler({ request });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body).toEqual({ error: { code: "not_found", message: expect.stringContaining("/api/nope/deeper") } });
      expect(body.error.message).not.toContain("x=1");
    });
  }

  it("do not echo an endless path back", async () => {
    const request = new Request(`http://localhost/api/${"a".repeat(5_000)}`);
    const body = (await (await notFoundLoader({ request })).json()) as { error: { message: string } };
    expect(body.error.message.length).toBeLessThan(400);
  });
});
