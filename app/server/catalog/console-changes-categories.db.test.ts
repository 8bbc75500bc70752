import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "#app/server/db/client.server";
import { auditLog, categories } from "#app/server/db/schema.server";

import { createCategory, moveCategory, setCategoryArchived, updateCategory } from "./console-changes-categories.server";
import { createProduct } from "./console-changes-products.server";
import { getCategory, listConsoleCatalog } from "./console-queries.server";
import { findCategory, listCategories } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const partner = { id: null, email: "partner@nestz.example" };

const titles = async () => (await listCategories()).map((category) => category.title);
const auditFor = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectType, "category"))
    .then((rows) => rows.filter((row) => row.subjectId === String(id)));

async function added(title: string) {
  const result = await createCategory(owner, { title });
  if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result.category;
}

describe("categories", () => {
  it("are added last, with a slug from the name, audited; a taken slug is refused beside the field", async () => {
    const mugs = await added("Mugs & Cups");
    expect(mugs).toMatchObject({ slug: "mugs-and-cups", archived: false, version: 1 });
    expect((await listConsoleCatalog()).at(-1)).toMatchObject({ id: mugs.id, products: [] });
    expect(await auditFor(mugs.id)).toMatchObject([{ action: "category.created", after: { title: "Mugs & Cups" } }]);

    expect(await createCategory(owner, { title: "SHWAG" })).toEqual({
      ok: false,
      reason: "invalid",
      errors: { title: "Category name: “Shwag” already has the web address “shwag”. Please choose a different name." },
    });
  });

  it("an empty category stays off the site until it has a product", async () => {
    const empty = await added("Blankets");
    expect(await titles()).not.toContain("Blankets");
    await createProduct(owner, {
      name: "Wool Blanket",
      categoryId: empty.id,
      description: "",
      price: null,
      imageUrl: "/images/sticker.svg",
      linkUrl: "/Shop",
      status: "coming_later",
      purchasable: false,
    });
    expect(await titles()).toContain("Blankets");
  });

  it("are renamed with the version they were opened at; a stale rename is refused and changes nothing", async () => {
    const rugs = await added("Rugs");
    const first = await updateCategory(owner, rugs.id, { title: "Rugs and Mats", expectedVersion: 1 });
    expect(first).toMatchObject({ ok: true, category: { title: "Rugs and Mats", slug: "rugs", version: 2 } });
    const second = await updateCategory(partner, rugs.id, { title: "Carpets", expectedVersion: 1 });
    expect(second).toEqual({
      ok: false,
      reason: "stale",
      current: expect.objectContaining({ title: "Rugs and Mats", version: 2 }),
    });
    expect(await getCategory(rugs.id)).toMatchObject({ title: "Rugs and Mats" });
    expect((await auditFor(rugs.id)).map((row) => [row.action, row.actorEmail])).toEqual([
      ["category.created", owner.email],
      ["category.updated", owner.email],
    ]);
  });

  it("a rename that cannot be audited is not made at all", async () => {
    const lamps = await added("Lamps");
    await expect(
      updateCategory({ id: "no-such-account", email: "x@nestz.example" }, lamps.id, {
        title: "Lights",
        expectedVersion: 1,
      }),
    ).rejects.toThrow();
    expect(await getCategory(lamps.id)).toMatchObject({ title: "Lamps", version: 1 });
  });

  it("renaming the Shwag category keeps /Shwag's products (found by slug)", async () => {
    const [shwag] = await getDb().select().from(categories).where(eq(categories.slug, "shwag"));
    await updateCategory(owner, shwag!.id, { title: "Merch", expectedVersion: shwag!.version });
    expect((await findCategory("shwag"))?.title).toBe("Merch");
    expect((await findCategory("shwag"))?.items.length).toBeGreaterThan(0);
    await updateCategory(owner, shwag!.id, { title: "Shwag", expectedVersion: shwag!.version + 1 });
  });

  it("move up and down among those on the site, and archiving takes a category and its products off the site", async () => {
    const start = await titles();
    const [homes] = await getDb().select().from(categories).where(eq(categories.slug, "homes"));
    expect(start[0]).toBe("Homes");
    expect(await moveCategory(owner, homes!.id, "up")).toMatchObject({ ok: true, changed: false });
    expect(await moveCategory(owner, homes!.id, "down")).toMatchObject({ ok: true, changed: true });
    expect((await titles()).slice(0, 2)).toEqual([start[1], "Homes"]);
    await moveCategory(owner, homes!.id, "up");
    expect(await titles()).toEqual(start);

    expect(await setCategoryArchived(owner, homes!.id, true)).toMatchObject({
      ok: true,
      changed: true,
      category: { archived: true },
    });
    expect(await titles()).not.toContain("Homes");
    expect(await setCategoryArchived(owner, homes!.id, true)).toMatchObject({ changed: false });
    await setCategoryArchived(owner, homes!.id, false);
    expect(await titles()).toEqual(start);
    expect((await auditFor(homes!.id)).map((row) => row.action)).toEqual([
      "category.moved",
      "category.moved",
      "category.archived",
      "category.unarchived",
    ]);
  });

  it("answer missing for a category that does not exist", async () => {
    expect(await updateCategory(owner, 999_999, { title: "X", expectedVersion: 1 })).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await setCategoryArchived(owner, 999_999, true)).toEqual({ ok: false, reason: "missing" });
    expect(await moveCategory(owner, 999_999, "up")).toEqual({ ok: false, reason: "missing" });
  });
});
