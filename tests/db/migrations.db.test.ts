/**
 * Migrations and the seed run on every start, from several instances at
 * once: they must be idempotent and never undo what the owner changed.
 */
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";

import { seedCatalog } from "#app/content/catalog/catalog";
import { getDb } from "#app/server/db/client.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { categories, products } from "#app/server/db/schema.server";
import { sqlOnce } from "#tests/support/sql";

import { databaseUrl } from "../setup/db-global";

const seededProducts = seedCatalog.flatMap((category) => category.products).length;

async function counts(url: string) {
  const [row] = await sqlOnce<{ categories: string; products: string; migrations: string }>(
    url,
    `select (select count(*) from categories) as categories,
            (select count(*) from products) as products,
            (select count(*) from drizzle.__drizzle_migrations) as migrations`,
  );
  return { categories: Number(row?.categories), products: Number(row?.products), migrations: Number(row?.migrations) };
}

describe("on this file's database (already migrated from the template)", () => {
  it("running migrations and seed again adds nothing", async () => {
    const url = process.env.DATABASE_URL!;
    const before = await counts(url);
    expect(before).toMatchObject({ categories: seedCatalog.length, products: seededProducts });
    await prepareDatabase(url);
    await prepareDatabase(url);
    expect(await counts(url)).toEqual(before);
  });

  it("keeps the owner's edits to seeded rows", async () => {
    const url = process.env.DATABASE_URL!;
    const db = getDb();
    await db
      .update(products)
      .set({ name: "Nestz Sticker (owner's name)", priceCents: 150 })
      .where(eq(products.slug, "sticker"));
    await db.update(categories).set({ title: "Little Extras" }).where(eq(categories.slug, "shwag"));
    await prepareDatabase(url);
    const [sticker] = await db.select().from(products).where(eq(products.slug, "sticker"));
    expect(sticker).toMatchObject({ name: "Nestz Sticker (owner's name)", priceCents: 150 });
    const [shwag] = await db.select().from(categories).where(eq(categories.slug, "shwag"));
    expect(shwag?.title).toBe("Little Extras");
    expect((await counts(url)).products).toBe(seededProducts);
  });
});

describe("on an empty database", () => {
  const adminUrl = inject("adminUrl");
  const name = `nestz_empty_${randomBytes(6).toString("hex")}`;
  const url = databaseUrl(adminUrl, name);

  const admin = (sql: string) => sqlOnce(adminUrl, sql);

  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("creates the schema and the seed once, even when several instances start together", async () => {
    await admin(`create database ${name}`);
    await Promise.all([prepareDatabase(url), prepareDatabase(url), prepareDatabase(url)]);
    const first = await counts(url);
    expect(first).toMatchObject({ categories: seedCatalog.length, products: seededProducts });
    expect(first.migrations).toBeGreaterThan(0);
    await prepareDatabase(url);
    expect(await counts(url)).toEqual(first);
  });
});
