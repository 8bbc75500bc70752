/** What the owner changes about products from the console: add, edit, archive, move. Each change is audited. */
import { and, asc, eq, ne, sql } from "drizzle-orm";

import { type ConsoleProduct, type Direction, moveInOrder } from "#app/domain/catalog/console";
import type { ProductFieldName, ProductInput } from "#app/domain/catalog/product-form";
import { slugify } from "#app/domain/catalog/slug";
import type { FieldErrors } from "#app/domain/console/form-result";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { categories, products } from "#app/server/db/schema.server";

import { databaseError, lockCatalogOrder, renumber } from "./console-changes.server";
import { type ProductRow, toConsoleProduct } from "./console-queries.server";

/** What the activity record keeps of a product, before and after a change. */
function auditView(row: ProductRow) {
  const { version: _version, id: _id, ...rest } = toConsoleProduct(row);
  return rest;
}

export type ProductSaveResult =
  | { ok: true; product: ConsoleProduct }
  | { ok: false; reason: "invalid"; errors: FieldErrors<ProductFieldName> }
  | { ok: false; reason: "stale"; current: ConsoleProduct }
  | { ok: false; reason: "missing" };

const invalid = (errors: FieldErrors<ProductFieldName>): ProductSaveResult => ({
  ok: false,
  reason: "invalid",
  errors,
});

/** Why a product cannot go in this category, or null. Its own archived category may stay. */
async function categoryProblem(
  tx: Transaction,
  categoryId: number,
  currentCategoryId?: number,
): Promise<string | null> {
  const [category] = await tx
    .select({ id: categories.id, title: categories.title, archivedAt: categories.archivedAt })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for("share");
  if (!category) return "Category: that category no longer exists. Please choose another.";
  if (category.archivedAt && category.id !== currentCategoryId) {
    return `Category: ${category.title} is archived. Please choose a category that is on the site.`;
  }
  return null;
}

/** Two products of one name would read the same in a cart and an order; refused, in any casing. */
async function nameInUse(tx: Transaction, name: string, exceptId?: number): Promise<string | null> {
  const [other] = await tx
    .select({ name: products.name, archivedAt: products.archivedAt })
    .from(products)
    .where(and(sql`lower(${products.name}) = lower(${name})`, exceptId ? ne(products.id, exceptId) : undefined));
  if (!other) return null;
  const where = other.archivedAt ? " (archived)" : "";
  return `Name: there is already a product called “${other.name}”${where}. Please choose a different name.`;
}

async function nextPosition(tx: Transaction, categoryId: number): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${products.position}) + 1, 0)::int` })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return row?.next ?? 0;
}

/**
 * The database's own rules, said beside the field they are about, for a
 * change that slipped past the form (the form checks them first).
 */
function constraintErrors(error: unknown, slug: string): FieldErrors<ProductFieldName> | null {
  const found = databaseError(error);
  switch (found?.constraint) {
    case "products_slug_unique":
      return { name: `Name: another product already uses the web address “${slug}”. Please choose a different name.` };
    case "products_purchasable_has_price":
      return { purchasable: "Purchasable: a product sold online needs a price and Status Available." };
    case "products_price_not_negative":
      return { price: "Price: can't be below zero." };
    case "products_category_id_categories_id_fk":
      return { categoryId: "Category: that category no longer exists. Please choose another." };
    default:
      return null;
  }
}

async function withConstraintErrors(slug: string, work: () => Promise<ProductSaveResult>): Promise<ProductSaveResult> {
  try {
    return await work();
  } catch (error) {
    const errors = constraintErrors(error, slug);
    if (errors) return invalid(errors);
    throw error;
  }
}

const fieldsOf = (input: ProductInput) => ({
  name: input.name,
  categoryId: input.categoryId,
  description: input.description,
  priceCents: input.price,
  imageUrl: input.imageUrl,
  linkUrl: input.linkUrl,
  status: input.status,
  purchasable: input.purchasable,
});

/**
 * Adds a product at the end of its category, with a slug made from its name
 * (refused, beside the Name field, when another product has it). Audited in
 * the same transaction.
 */
export async function createProduct(actor: Actor, input: ProductInput): Promise<ProductSaveResult> {
  return withDb(async (db) => {
    const slug = slugify(input.name);
    if (!slug) return invalid({ name: "Name: include at least one letter or number." });
    return withConstraintErrors(slug, () =>
      db.transaction(async (tx) => {
        await lockCatalogOrder(tx);
        const problem = await categoryProblem(tx, input.categoryId);
        if (problem) return invalid({ categoryId: problem });
        const [taken] = await tx
          .select({ name: products.name, archivedAt: products.archivedAt })
          .from(products)
          .where(eq(products.slug, slug));
        if (taken) {
          const where = taken.archivedAt ? " (it is archived; you can unarchive it instead)" : "";
          return invalid({
            name: `Name: “${taken.name}” already has the web address “${slug}”${where}. Please choose a different name.`,
          });
        }
        const sameName = await nameInUse(tx, input.name);
        if (sameName) return invalid({ name: sameName });
        const [row] = await tx
          .insert(products)
          .values({ ...fieldsOf(input), slug, position: await nextPosition(tx, input.categoryId) })
          .returning();
        if (!row) throw new Error("the new product was not returned");
        await recordChange(tx, actor, {
          action: "product.created",
          subjectType: "product",
          subjectId: row.id,
          after: auditView(row),
        });
        return { ok: true, product: toConsoleProduct(row) };
      }),
    );
  });
}

/**
 * Saves a product if nobody saved it since `expectedVersion` was read;
 * otherwise changes nothing and answers what it is now. The slug stays what
 * it was made as. A product moved to another category goes to its end.
 */
export async function updateProduct(
  actor: Actor,
  id: number,
  input: ProductInput & { expectedVersion: number },
): Promise<ProductSaveResult> {
  return withDb(async (db) => {
    return withConstraintErrors("", () =>
      db.transaction(async (tx) => {
        await lockCatalogOrder(tx);
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
        if (!before) return { ok: false, reason: "missing" };
        if (before.version !== input.expectedVersion)
          return { ok: false, reason: "stale", current: toConsoleProduct(before) };
        const problem = await categoryProblem(tx, input.categoryId, before.categoryId);
        const sameName = await nameInUse(tx, input.name, id);
        if (problem || sameName)
          return invalid({ ...(problem ? { categoryId: problem } : {}), ...(sameName ? { name: sameName } : {}) });
        const moved = input.categoryId !== before.categoryId;
        const [after] = await tx
          .update(products)
          .set({
            ...fieldsOf(input),
            ...(moved ? { position: await nextPosition(tx, input.categoryId) } : {}),
            version: sql`${products.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(products.id, id))
          .returning();
        if (!after) throw new Error("the product vanished during its update");
        await recordChange(tx, actor, {
          action: "product.updated",
          subjectType: "product",
          subjectId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return { ok: true, product: toConsoleProduct(after) };
      }),
    );
  });
}

export type ProductChangeResult =
  { ok: true; product: ConsoleProduct; changed: boolean } | { ok: false; reason: "missing" };

/**
 * Takes a product off the site (archive) or puts it back (unarchive). Its
 * place, price and past orders stay. Doing it twice changes nothing the
 * second time. Raises the version, so a form opened before says so on save.
 */
export async function setProductArchived(actor: Actor, id: number, archived: boolean): Promise<ProductChangeResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for("update");
      if (!before) return { ok: false, reason: "missing" };
      if ((before.archivedAt !== null) === archived)
        return { ok: true, product: toConsoleProduct(before), changed: false };
      const [after] = await tx
        .update(products)
        .set({ archivedAt: archived ? sql`now()` : null, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning();
      if (!after) throw new Error("the product vanished while archiving");
      await recordChange(tx, actor, {
        action: archived ? "product.archived" : "product.unarchived",
        subjectType: "product",
        subjectId: id,
        before: { archived: !archived },
        after: { archived },
      });
      return { ok: true, product: toConsoleProduct(after), changed: true };
    });
  });
}

/**
 * Moves a product one place up or down among the products of its category
 * that are on the site. At an end, or when archived, nothing changes.
 * Positions are rewritten 0, 1, 2 … so ties left by older data resolve.
 */
export async function moveProduct(actor: Actor, id: number, direction: Direction): Promise<ProductChangeResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      await lockCatalogOrder(tx);
      const [target] = await tx.select().from(products).where(eq(products.id, id));
      if (!target) return { ok: false, reason: "missing" };
      const siblings = await tx
        .select({
          id: products.id,
          position: products.position,
          archived: sql<boolean>`${products.archivedAt} is not null`,
        })
        .from(products)
        .where(eq(products.categoryId, target.categoryId))
        .orderBy(asc(products.position), asc(products.id));
      const order = moveInOrder(siblings, id, direction);
      if (!order) return { ok: true, product: toConsoleProduct(target), changed: false };
      await renumber(order, (rowId, position) => tx.update(products).set({ position }).where(eq(products.id, rowId)));
      const after = order.findIndex((item) => item.id === id);
      await recordChange(tx, actor, {
        action: "product.moved",
        subjectType: "product",
        subjectId: id,
        before: { categoryId: target.categoryId, position: siblings.findIndex((item) => item.id === id) },
        after: { categoryId: target.categoryId, position: after, direction },
      });
      return { ok: true, product: { ...toConsoleProduct(target), position: after }, changed: true };
    });
  });
}
