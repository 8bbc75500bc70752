import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { type CatalogVersionWatch, watchCatalogVersion } from "#app/server/catalog/catalog-version.server";
import { setProductArchived } from "#app/server/catalog/console-changes-products.server";
import { listCategories } from "#app/server/catalog/queries.server";
import { getEnv } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import { products } from "#app/server/db/schema.server";
import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import { serveGuestPages } from "./guest-pages.server";

const owner = { id: null, email: "owner@nestz.example" };
const open: { watch: CatalogVersionWatch; app: LoopbackApp }[] = [];

afterEach(async () => {
  for (const { watch, app } of open.splice(0)) {
    await app.close();
    await watch.stop();
  }
});

/** One server instance: its own version watch and its own cache of guests' pages, on the shared database. */
async function instance(recheckMs: number) {
  const watch = watchCatalogVersion({ recheckMs });
  let renders = 0;
  const render = async () => {
    renders += 1;
    const names = (await listCategories()).flatMap((category) => category.items.map((item) => item.slug));
    return new Response(`<!doctype html><ul>${names.map((name) => `<li>${name}</li>`).join("")}</ul>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const app = await loopbackApp(
    "/",
    serveGuestPages({ env: getEnv(), paths: ["/Shop"], catalogVersion: watch.current, factsKey: () => "", render }),
  );
  open.push({ watch, app });
  await vi.waitFor(() => expect(watch.current()).not.toBeNull(), { timeout: 10_000 });
  return { app, renders: () => renders };
}

const shopOf = async (app: LoopbackApp, headers: Record<string, string> = {}) => {
  const answer = await app.get("/Shop", headers);
  return { status: answer.status, html: answer.body.toString("utf8"), headers: answer.headers };
};

describe("guests' shop pages across instances", () => {
  it("renders once per catalog version, and a change made anywhere reaches another instance's cache by its notice", async () => {
    const one = await instance(1_000);
    // Re-reads only once a minute: within the wait below, only the change's notice can tell it.
    const two = await instance(60_000);

    expect((await shopOf(one.app)).html).toContain("<li>sticker</li>");
    const first = await shopOf(two.app);
    expect(first.status).toBe(200);
    expect(first.html).toContain("<li>sticker</li>");
    expect(first.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(first.headers["content-security-policy"]).not.toContain("nonce-");
    await shopOf(two.app);
    expect(two.renders()).toBe(1);

    const [sticker] = await getDb().select({ id: products.id }).from(products).where(eq(products.slug, "sticker"));
    const archived = await setProductArchived(owner, sticker?.id ?? 0, true);
    expect(archived.ok).toBe(true);

    // While the change is being read back, the cache passes requests on (here to a 404); then it renders afresh.
    await vi.waitFor(
      async () => {
        const after = await shopOf(two.app);
        expect(after.status).toBe(200);
        expect(after.html).toContain("<li>bedroom-nestz</li>");
        expect(after.html).not.toContain("<li>sticker</li>");
      },
      { timeout: 10_000 },
    );
    expect(two.renders()).toBe(2);
  });

  it("leaves a visitor with a session, and an address whose query the page could read, to their own render", async () => {
    const one = await instance(1_000);
    // The loopback app answers 404 for what the cache passes on.
    expect((await shopOf(one.app, { cookie: "nestz.session_token=abc" })).status).toBe(404);
    expect((await one.app.get("/Shop?category=homes")).status).toBe(404);
    expect((await one.app.get("/Shop?utm_source=mail")).status).toBe(200);
    expect((await one.app.get("/Shop", {}, "POST")).status).toBe(404);
    expect(one.renders()).toBe(1);
  });
});
