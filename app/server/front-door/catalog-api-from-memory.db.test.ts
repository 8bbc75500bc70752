import { eq } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";

import { loader as categoriesLoader } from "#app/routes/api/categories";
import { API_CATALOG_HEADERS, readApiCatalog } from "#app/server/catalog/api-catalog.server";
import { type CatalogVersionWatch, watchCatalogVersion } from "#app/server/catalog/catalog-version.server";
import { connectDatabase, getDb } from "#app/server/db/client.server";
import { freePort } from "#app/server/db/embedded.server";
import { products } from "#app/server/db/schema.server";
import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import { serveCatalogApi } from "./catalog-api-from-memory.server";

const testDatabaseUrl = process.env.DATABASE_URL!;
const open: { watch: CatalogVersionWatch; app: LoopbackApp }[] = [];

afterEach(async () => {
  connectDatabase(testDatabaseUrl);
  for (const { watch, app } of open.splice(0)) {
    await app.close();
    await watch.stop();
  }
});

/** What the server does with a request the memory passes on: the route reads the database. */
async function route(_req: Request, res: Response, next: NextFunction) {
  try {
    const answer = await categoriesLoader();
    res.status(answer.status).type(answer.headers.get("content-type") ?? "application/json");
    res.set("X-Answered-By", "route").send(Buffer.from(await answer.arrayBuffer()));
  } catch (error) {
    next(error);
  }
}

/** One server instance: its own version watch and kept copy of the API, on the shared database. */
async function instance({ recheckMs = 1_000, trustMs = 3_000 } = {}) {
  const watch = watchCatalogVersion({ recheckMs, trustMs });
  let reads = 0;
  const read = () => {
    reads += 1;
    return readApiCatalog();
  };
  const api = serveCatalogApi({
    paths: ["/api/categories", "/api/collections"],
    catalogVersion: watch.current,
    read,
    headers: API_CATALOG_HEADERS,
  });
  const app = await loopbackApp("/", (req, res, next) => {
    void api(req, res, () => void route(req, res, next));
  });
  open.push({ watch, app });
  await vi.waitFor(() => expect(watch.current()).not.toBeNull(), { timeout: 10_000 });
  return { app, reads: () => reads };
}

const stickerPrice = (body: Buffer) =>
  (JSON.parse(body.toString("utf8")) as { items: { name: string; price: number | null }[] }[])
    .flatMap((category) => category.items)
    .find((item) => /sticker/i.test(item.name))?.price;

const setStickerCents = (cents: number) =>
  getDb().update(products).set({ priceCents: cents }).where(eq(products.slug, "sticker"));

describe("the catalog API from memory", () => {
  it("answers the same bytes between catalog changes, read once, and a price change on any instance at once", async () => {
    const one = await instance();
    // Re-reads only once a minute: within the wait below, only the change's notice can tell it.
    const two = await instance({ recheckMs: 60_000 });

    const first = await two.app.get("/api/categories");
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toBe("application/json");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["x-answered-by"]).toBeUndefined();
    expect(stickerPrice(first.body)).toBe(1);
    const again = await two.app.get("/api/categories");
    const collections = await two.app.get("/api/collections");
    expect(again.body.equals(first.body)).toBe(true);
    expect(collections.body.equals(first.body)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await two.app.get("/api/categories", { "if-none-match": first.headers.etag ?? "" })).status).toBe(304);
    expect(two.reads()).toBe(1);
    // What the route reads for the request is the same bytes.
    expect(Buffer.from(await (await categoriesLoader()).arrayBuffer()).equals(first.body)).toBe(true);

    await setStickerCents(250);
    try {
      await vi.waitFor(
        async () => {
          const after = await two.app.get("/api/categories");
          expect(after.headers["x-answered-by"]).toBeUndefined();
          expect(stickerPrice(after.body)).toBe(2.5);
        },
        { timeout: 10_000 },
      );
      expect(two.reads()).toBe(2);
      expect(stickerPrice((await one.app.get("/api/categories")).body)).toBe(2.5);
    } finally {
      await setStickerCents(100);
    }
  });

  it("passes a request on to the route while the version is unknown, and the route answers 503 with the database away", async () => {
    const one = await instance({ trustMs: 300 });
    expect((await one.app.get("/api/categories")).headers["x-answered-by"]).toBeUndefined();

    connectDatabase(`postgres://postgres:secret@127.0.0.1:${await freePort()}/nestz`);
    await vi.waitFor(
      async () => {
        const away = await one.app.get("/api/categories");
        expect(away.status).toBe(503);
        expect(away.headers["x-answered-by"]).toBe("route");
        expect(JSON.parse(away.body.toString("utf8"))).toEqual({
          error: { code: "database_unavailable", message: expect.any(String) },
        });
      },
      { timeout: 10_000 },
    );
  });

  it("leaves other methods and addresses to the route, and a failed read to the route too", async () => {
    let fail = true;
    const api = serveCatalogApi({
      paths: ["/api/categories"],
      catalogVersion: () => 7,
      read: () => (fail ? Promise.reject(new Error("away")) : Promise.resolve(Buffer.from("[]"))),
      headers: API_CATALOG_HEADERS,
    });
    const app = await loopbackApp("/", api);
    try {
      expect((await app.get("/api/categories")).status).toBe(404);
      fail = false;
      expect((await app.get("/api/categories")).body.toString()).toBe("[]");
      expect((await app.get("/api/categories", {}, "POST")).status).toBe(404);
      expect((await app.get("/api/categories/extra")).status).toBe(404);
      expect((await app.get("/api/categories", {}, "HEAD")).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
