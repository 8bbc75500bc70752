/** What the owner changes about categories from the console: add, edit, archive, move. Each change is audited. */
import { asc, eq, sql } from "drizzle-orm";

import { type Direction, moveInOrder } from "#app/domain/catalog/console";
import { slugify } from "#app/domain/catalog/slug";
import type { FieldErrors } from "#app/domain/console/form-result";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { categories } from "#app/server/db/schema.server";

import { databaseError, lockCatalogOrder, renumber } from "./console-changes.server";
import { type CategoryRow, type ConsoleCategoryOnly, toConsoleCategory } from "./console-queries.server";

const auditView = (row: CategoryRow) => ({
  slug: row.slug,
  title: row.title,
  position: row.position,
  archived: row.archivedAt !== null,
});

type TitleErrors = FieldErrors<"title">;

export type CategorySaveResult =
  | { ok: true; category: ConsoleCategoryOnly }
  | { ok: false; reason: "invalid"; errors: TitleErrors }
  | { ok: false; reason: "stale"; current: ConsoleCategoryOnly }
  | { ok: false; reason: "missing" };

const takenMessage = (title: string, slug: string) =>
  `Category name: “${title}” already has the web address “${slug}”. Please choose a different name.`;

/** Adds a category at the end, its slug made from its name (refused when taken). Audited in the same transaction. */
export async function createCategory(actor: Actor, input: { title: string }): Promise<CategorySaveResult> {
  return withDb(async (db) => {
    const slug = slugify(input.title);
    if (!slug)
      return {
        ok: false,
        reason: "invalid",
        errors: { title: "Category name: include at least one letter or number." },
      };
    try {
      return await db.transaction(async (tx) => {
        await lockCatalogOrder(tx);
        const [taken] = await tx.select({ title: categories.title }).from(categories).where(eq(categories.slug, slug));
        if (taken) return { ok: false, reason: "invalid", errors: { title: takenMessage(taken.title, slug) } };
        const [last] = await tx
          .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
          .from(categories);
        const [row] = await tx
          .insert(categories)
          .values({ slug, title: input.title, position: last?.next ?? 0 })
          .returning();
        if (!row) throw new Error("the new category was not returned");
        await recordChange(tx, actor, {
          action: "category.created",
          subjectType: "category",
          subjectId: row.id,
          after: auditView(row),
        });
        return { ok: true, category: toConsoleCategory(row) };
      });
    } catch (error) {
      if (databaseError(error)?.constraint === "categories_slug_unique") {
        return { ok: false, reason: "invalid", errors: { title: takenMessage(input.title, slug) } };
      }
      throw error;
    }
  });
}

/** Renames a category if nobody saved it since `expectedVersion`; its slug stays. */
export async function updateCategory(
  actor: Actor,
  id: number,
  input: { title: string; expectedVersion: number },
): Promise<CategorySaveResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!before) return { ok: false, reason: "missing" };
      if (before.version !== input.expectedVersion)
        return { ok: false, reason: "stale", current: toConsoleCategory(before) };
      const [after] = await tx
        .update(categories)
        .set({ title: input.title, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, id))
        .returning();
      if (!after) throw new Error("the category vanished during its update");
      await recordChange(tx, actor, {
        action: "category.updated",
        subjectType: "category",
        subjectId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return { ok: true, category: toConsoleCategory(after) };
    });
  });
}

export type CategoryChangeResult =
  { ok: true; category: ConsoleCategoryOnly; changed: boolean } | { ok: false; reason: "missing" };

/** Takes a category, and with it every product in it, off the site, or puts it back. */
export async function setCategoryArchived(actor: Actor, id: number, archived: boolean): Promise<CategoryChangeResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!before) return { ok: false, reason: "missing" };
      if ((before.archivedAt !== null) === archived)
        return { ok: true, category: toConsoleCategory(before), changed: false };
      const [after] = await tx
        .update(categories)
        .set({ archivedAt: archived ? sql`now()` : null, version: sql`${categories.version} + 1` })
        .where(eq(categories.id, id))
        .returning();
      if (!after) throw new Error("the category vanished while archiving");
      await recordChange(tx, actor, {
        action: archived ? "category.archived" : "category.unarchived",
        subjectType: "category",
        subjectId: id,
        before: { archived: !archived },
        after: { archived },
      });
      return { ok: true, category: toConsoleCategory(after), changed: true };
    });
  });
}

/** Moves a category one place up or down among those on the site. */
export async function moveCategory(actor: Actor, id: number, direction: Direction): Promise<CategoryChangeResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      await lockCatalogOrder(tx);
      const all = await tx
        .select({
          id: categories.id,
          position: categories.position,
          archived: sql<boolean>`${categories.archivedAt} is not null`,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
      const [target] = await tx.select().from(categories).where(eq(categories.id, id));
      if (!target) return { ok: false, reason: "missing" };
      const order = moveInOrder(all, id, direction);
      if (!order) return { ok: true, category: toConsoleCategory(target), changed: false };
      await renumber(order, (rowId, position) =>
        tx.update(categories).set({ position }).where(eq(categories.id, rowId)),
      );
      const after = order.findIndex((item) => item.id === id);
      await recordChange(tx, actor, {
        action: "category.moved",
        subjectType: "category",
        subjectId: id,
        before: { position: all.findIndex((item) => item.id === id) },
        after: { position: after, direction },
      });
      return { ok: true, category: { ...toConsoleCategory(target), position: after }, changed: true };
    });
  });
}
