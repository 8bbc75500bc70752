import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { ProductInput } from "#app/domain/catalog/product-form";
import { loader as categoriesLoader } from "#app/routes/api/categories";
import { action as createPaymentIntent } from "#app/routes/api/create-payment-intent";
import { getDb } from "#app/server/db/client.server";
import { auditLog, categories, orders, products } from "#app/server/db/schema.server";

import { createProduct, moveProduct, setProductArchived, updateProduct } from "./console-changes-products.server";
import { getProduct } from "./console-queries.server";
import { findCategory, listCategories } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const partner = { id: null, email: "partner@nestz.example" };

async function categoryId(slug: string): Promise<number> {
  const [row] = await getDb().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

async function mug(overrides: Partial<ProductInput> = {}): Promise<ProductInput> {
  return {
    name: `Nestz Mug ${randomUUID().slice(0, 8)}`,
    categoryId: await categoryId("shwag"),
    description: "A sturdy enamel mug.",
    price: 350,
    imageUrl: "/images/sticker.svg",
    linkUrl: "/Shwag",
    status: "available",
    purchasable: true,
    ...overrides,
  };
}

async function created(overrides: Partial<ProductInput> = {}) {
  const result = await createProduct(owner, await mug(overrides));
  if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.product;
}

const auditFor = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, String(id)))
    .orderBy(auditLog.id);

async function pay(items: { id: number; quantity: number }[], amount: number) {
  const request = new Request("http://localhost:3000/.netlify/functions/createPaymentIntent", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
    body: JSON.stringify({ items, amount, email: "buyer@example.com" }),
  });
  const response = await createPaymentIntent({ request });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: string; message: string }; order?: { number: string } },
  };
}

async function apiItem(id: number) {
  const response = await categoriesLoader();
  const body = (await response.json()) as { items: { id: number; price: number | null }[] }[];
  return body.flatMap((category) => category.items).find((item) => item.id === id) ?? null;
}

describe("adding a product", () => {
  it("makes its slug from the name, puts it last in its category, and records it in the same transaction", async () => {
    const product = await created({ name: "Nestz Café Mug" });
    expect(product).toMatchObject({ slug: "nestz-cafe-mug", priceCents: 350, archived: false, version: 1 });
    const shwag = await findCategory("shwag");
    expect(shwag?.items.at(-1)).toMatchObject({ id: product.id, name: "Nestz Café Mug", priceCents: 350 });
    const entries = await auditFor(product.id);
    expect(entries).toMatchObject([
      {
        action: "product.created",
        subjectType: "product",
        actorEmail: owner.email,
        before: null,
        after: { name: "Nestz Café Mug", priceCents: 350 },
      },
    ]);
  });

  it("refuses a name whose slug is taken, or a name in use, beside the Name field, and adds nothing", async () => {
    const count = (await getDb().select().from(products)).length;
    const result = await createProduct(owner, await mug({ name: "Sticker!" }));
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { name: expect.stringMatching(/^Name: “Nestz Sticker” already has the web address “sticker”/) },
    });
    const sameName = await createProduct(owner, await mug({ name: "nestz STICKER" }));
    expect(sameName).toMatchObject({
      ok: false,
      errors: { name: "Name: there is already a product called “Nestz Sticker”. Please choose a different name." },
    });
    expect((await getDb().select().from(products)).length).toBe(count);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, "product.created"))).toHaveLength(1);
  });

  it("answers the database's own rules beside their field, never with an error page", async () => {
    // What the form would refuse first, sent straight to the data module.
    const noPrice = await createProduct(owner, await mug({ price: null, purchasable: true }));
    expect(noPrice).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { purchasable: expect.stringMatching(/^Purchasable: /) },
    });
    const comingLater = await createProduct(owner, await mug({ status: "coming_later", purchasable: true }));
    expect(comingLater).toMatchObject({ ok: false, errors: { purchasable: expect.stringMatching(/^Purchasable: /) } });
    const negative = await createProduct(owner, await mug({ price: -1, purchasable: false }));
    expect(negative).toMatchObject({ ok: false, errors: { price: expect.stringMatching(/^Price: /) } });
    const nowhere = await createProduct(owner, await mug({ categoryId: 999_999 }));
    expect(nowhere).toMatchObject({ ok: false, errors: { categoryId: expect.stringMatching(/^Category: /) } });
  });

  it("a product that cannot be audited is not added at all", async () => {
    const input = await mug();
    await expect(createProduct({ id: "no-such-account", email: "x@nestz.example" }, input)).rejects.toThrow();
    expect(await getDb().select().from(products).where(eq(products.name, input.name))).toEqual([]);
  });
});

describe("editing a product", () => {
  it("saves, raises the version, and records before and after in the same transaction", async () => {
    const product = await created();
    const saved = await updateProduct(owner, product.id, {
      ...(await mug({ name: product.name, price: 425 })),
      expectedVersion: 1,
    });
    expect(saved).toMatchObject({ ok: true, product: { priceCents: 425, version: 2, slug: product.slug } });
    const entries = await auditFor(product.id);
    expect(entries.at(-1)).toMatchObject({
      action: "product.updated",
      before: { priceCents: 350 },
      after: { priceCents: 425 },
    });
  });

  it("refuses the second of two saves opened at the same version, changing nothing and answering what is there now", async () => {
    const product = await created();
    const first = await updateProduct(owner, product.id, {
      ...(await mug({ name: "First Save Mug", price: 500 })),
      expectedVersion: 1,
    });
    const second = await updateProduct(partner, product.id, {
      ...(await mug({ name: "Second Save Mug", price: 100 })),
      expectedVersion: 1,
    });
    expect(first.ok).toBe(true);
    expect(second).toEqual({
      ok: false,
      reason: "stale",
      current: expect.objectContaining({ name: "First Save Mug", priceCents: 500, version: 2 }),
    });
    expect(await getProduct(product.id)).toMatchObject({
      name: "First Save Mug",
      priceCents: 500,
      version: 2,
    });
    expect(await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, partner.email))).toEqual([]);
  });

  it("two saves at the same moment: exactly one wins", async () => {
    const product = await created();
    const results = await Promise.all(
      ["A", "B", "C"].map(async (letter) =>
        updateProduct(owner, product.id, { ...(await mug({ name: `Racer ${letter}` })), expectedVersion: 1 }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === "stale")).toHaveLength(2);
    expect(await getProduct(product.id)).toMatchObject({ version: 2 });
  });

  it("an edit that cannot be audited is not made at all", async () => {
    const product = await created();
    const broken = updateProduct({ id: "no-such-account", email: "x@nestz.example" }, product.id, {
      ...(await mug({ name: product.name, price: 9_999 })),
      expectedVersion: 1,
    });
    await expect(broken).rejects.toThrow();
    expect(await getProduct(product.id)).toMatchObject({ priceCents: 350, version: 1 });
  });

  it("refuses renaming to another product's name", async () => {
    const product = await created();
    const result = await updateProduct(owner, product.id, {
      ...(await mug({ name: "Nestz Hat" })),
      expectedVersion: 1,
    });
    expect(result).toMatchObject({
      ok: false,
      reason: "invalid",
      errors: { name: expect.stringMatching(/^Name: there is already a product called “Nestz Hat”/) },
    });
    // Its own name, in another casing, is fine.
    const own = await updateProduct(owner, product.id, {
      ...(await mug({ name: product.name.toUpperCase() })),
      expectedVersion: 1,
    });
    expect(own.ok).toBe(true);
  });

  it("answers missing for a product that does not exist", async () => {
    expect(await updateProduct(owner, 999_999, { ...(await mug()), expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "missing",
    });
  });

  it("a new price shows in the catalog and the API at once, and checkout charges it", async () => {
    const product = await created();
    await updateProduct(owner, product.id, {
      ...(await mug({ name: product.name, price: 275 })),
      expectedVersion: 1,
    });
    expect(await apiItem(product.id)).toMatchObject({ price: 2.75 });
    const stale = await pay([{ id: product.id, quantity: 2 }], 700);
    expect(stale.status).toBe(409);
    const paid = await pay([{ id: product.id, quantity: 2 }], 550);
    expect(paid.status).toBe(200);
    const orderId = Number(paid.body.order?.number.replace(/^NZ-/, ""));
    const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
    expect(order?.amountCents).toBe(550);
  });
});

describe("archiving a product", () => {
  it("takes it off the shop, the API and checkout (400), records it, and unarchiving brings it back", async () => {
    const product = await created();
    expect((await pay([{ id: product.id, quantity: 1 }], 350)).status).toBe(200);

    const archived = await setProductArchived(owner, product.id, true);
    expect(archived).toMatchObject({ ok: true, changed: true, product: { archived: true, version: 2 } });
    const everywhere = (await listCategories()).flatMap((category) => category.items);
    expect(everywhere.find((item) => item.id === product.id)).toBeUndefined();
    expect(await apiItem(product.id)).toBeNull();
    const refused = await pay([{ id: product.id, quantity: 1 }], 350);
    expect(refused).toEqual({
      status: 400,
      body: {
        error: {
          code: "not_purchasable",
          message: `${product.name} is no longer in our shop. Please remove it from your cart.`,
        },
      },
    });

    expect(await setProductArchived(owner, product.id, true)).toMatchObject({ ok: true, changed: false });
    await setProductArchived(owner, product.id, false);
    expect(await apiItem(product.id)).toMatchObject({ price: 3.5 });
    expect((await auditFor(product.id)).map((entry) => entry.action)).toEqual([
      "product.created",
      "product.archived",
      "product.unarchived",
    ]);
  });

  it("a save from a form opened before the archive is refused as changed", async () => {
    const product = await created();
    await setProductArchived(partner, product.id, true);
    const late = await updateProduct(owner, product.id, {
      ...(await mug({ name: product.name })),
      expectedVersion: 1,
    });
    expect(late).toMatchObject({ ok: false, reason: "stale", current: { archived: true } });
  });

  it("products in an archived category leave the shop and checkout too", async () => {
    const hats = await getDb()
      .insert(categories)
      .values({ slug: `hats-${randomUUID().slice(0, 6)}`, title: "Hats", position: 99 })
      .returning();
    const product = await created({ categoryId: hats[0]!.id });
    expect(await apiItem(product.id)).not.toBeNull();
    await getDb().update(categories).set({ archivedAt: new Date() }).where(eq(categories.id, hats[0]!.id));
    expect(await apiItem(product.id)).toBeNull();
    expect((await pay([{ id: product.id, quantity: 1 }], 350)).body.error?.code).toBe("not_purchasable");
  });
});

describe("moving a product", () => {
  it("swaps it with its neighbour among those on the site, records the move, and stops at the ends", async () => {
    const slugs = async () => (await findCategory("shwag"))?.items.map((item) => item.slug) ?? [];
    const start = await slugs();
    const [first, second, third] = start;
    const secondId = (await getDb().select().from(products).where(eq(products.slug, second!)))[0]!.id;

    expect(await moveProduct(owner, secondId, "up")).toMatchObject({
      ok: true,
      changed: true,
      product: { position: 0 },
    });
    expect((await slugs()).slice(0, 3)).toEqual([second, first, third]);
    expect(await moveProduct(owner, secondId, "up")).toMatchObject({ ok: true, changed: false });
    expect((await auditFor(secondId)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        "product.moved",
        { categoryId: expect.any(Number), position: 1 },
        { categoryId: expect.any(Number), position: 0, direction: "up" },
      ],
    ]);

    // An archived product in between is stepped over.
    const firstId = (await getDb().select().from(products).where(eq(products.slug, first!)))[0]!.id;
    await setProductArchived(owner, firstId, true);
    await moveProduct(owner, secondId, "down");
    expect((await slugs()).slice(0, 2)).toEqual([third, second]);
    expect(await moveProduct(owner, firstId, "up")).toMatchObject({ ok: true, changed: false });
    await setProductArchived(owner, firstId, false);
  });

  it("answers missing for a product that does not exist", async () => {
    expect(await moveProduct(owner, 999_999, "up")).toEqual({ ok: false, reason: "missing" });
  });
});
