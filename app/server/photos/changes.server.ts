import { and, asc, eq, sql } from "drizzle-orm";

import type { PhotoDirection } from "#app/domain/photos/rules";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { productPhotoFiles, productPhotos, products } from "#app/server/db/schema.server";

import type { PreparedPhoto } from "./pipeline.server";

export type PhotoChangeResult =
  { ok: true; photoId: number; changed: boolean } | { ok: false; reason: "missing-product" | "missing-photo" };

/** Holds the product's row for the rest of the transaction: one change to its photos' order at a time. */
async function lockProduct(tx: Transaction, productId: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  return row !== undefined;
}

async function photosInOrder(tx: Transaction, productId: number) {
  return tx
    .select({ id: productPhotos.id, position: productPhotos.position, alt: productPhotos.alt })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

/** Writes 0, 1, 2 … in this order, touching only rows whose place changed. */
async function renumber(tx: Transaction, order: readonly { id: number; position: number }[]) {
  for (const [position, item] of order.entries()) {
    if (item.position !== position) {
      await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, item.id));
    }
  }
}

/**
 * Stores a prepared photo (every size and format) after the product's
 * others, and records it, in one transaction: all of it or none.
 */
export async function addPhoto(
  actor: Actor,
  productId: number,
  alt: string,
  photo: PreparedPhoto,
): Promise<PhotoChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return { ok: false, reason: "missing-product" };
      const [next] = await tx
        .select({ position: sql<number>`coalesce(max(${productPhotos.position}) + 1, 0)::int` })
        .from(productPhotos)
        .where(eq(productPhotos.productId, productId));
      const [row] = await tx
        .insert(productPhotos)
        .values({
          productId,
          alt,
          position: next?.position ?? 0,
          hash: photo.hash,
          width: photo.width,
          height: photo.height,
          sourceFormat: photo.sourceFormat,
          sourceBytes: photo.sourceBytes,
        })
        .returning({ id: productPhotos.id, position: productPhotos.position });
      if (!row) throw new Error("the new photo was not returned");
      await tx.insert(productPhotoFiles).values(
        photo.renditions.map((rendition) => ({
          photoId: row.id,
          format: rendition.format,
          width: rendition.width,
          height: rendition.height,
          bytes: rendition.bytes,
        })),
      );
      await recordChange(tx, actor, {
        action: "product.photo_added",
        subjectType: "product",
        subjectId: productId,
        after: {
          photoId: row.id,
          alt,
          position: row.position,
          width: photo.width,
          height: photo.height,
          uploaded: { format: photo.sourceFormat, bytes: photo.sourceBytes },
        },
      });
      return { ok: true, photoId: row.id, changed: true };
    }),
  );
}

async function findPhoto(tx: Transaction, productId: number, photoId: number) {
  const [row] = await tx
    .select({ id: productPhotos.id, alt: productPhotos.alt, position: productPhotos.position })
    .from(productPhotos)
    .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)))
    .for("update");
  return row ?? null;
}

/** Changes what a photo's description says. The same text again changes nothing. */
export async function updatePhotoAlt(
  actor: Actor,
  productId: number,
  photoId: number,
  alt: string,
): Promise<PhotoChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return { ok: false, reason: "missing-product" };
      const before = await findPhoto(tx, productId, photoId);
      if (!before) return { ok: false, reason: "missing-photo" };
      if (before.alt === alt) return { ok: true, photoId, changed: false };
      await tx.update(productPhotos).set({ alt }).where(eq(productPhotos.id, photoId));
      await recordChange(tx, actor, {
        action: "product.photo_described",
        subjectType: "product",
        subjectId: productId,
        before: { photoId, alt: before.alt },
        after: { photoId, alt },
      });
      return { ok: true, photoId, changed: true };
    }),
  );
}

/** Deletes a photo and its files; the ones after it move up. */
export async function removePhoto(actor: Actor, productId: number, photoId: number): Promise<PhotoChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return { ok: false, reason: "missing-product" };
      const before = await findPhoto(tx, productId, photoId);
      if (!before) return { ok: false, reason: "missing-photo" };
      // The files go with it (on delete cascade).
      await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
      await renumber(tx, await photosInOrder(tx, productId));
      await recordChange(tx, actor, {
        action: "product.photo_removed",
        subjectType: "product",
        subjectId: productId,
        before: { photoId, alt: before.alt, position: before.position },
      });
      return { ok: true, photoId, changed: true };
    }),
  );
}

/** Moves a photo one place earlier or later; at an end, nothing changes. */
export async function movePhoto(
  actor: Actor,
  productId: number,
  photoId: number,
  direction: PhotoDirection,
): Promise<PhotoChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return { ok: false, reason: "missing-product" };
      const order = await photosInOrder(tx, productId);
      const from = order.findIndex((item) => item.id === photoId);
      if (from === -1) return { ok: false, reason: "missing-photo" };
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= order.length) return { ok: true, photoId, changed: false };
      const moved = [...order];
      const [item] = moved.splice(from, 1);
      if (!item) return { ok: false, reason: "missing-photo" };
      moved.splice(to, 0, item);
      // Positions may have had gaps or ties: the whole order is rewritten 0, 1, 2 …
      await renumber(
        tx,
        moved.map((entry) => ({ id: entry.id, position: order.find((o) => o.id === entry.id)?.position ?? -1 })),
      );
      await recordChange(tx, actor, {
        action: "product.photo_moved",
        subjectType: "product",
        subjectId: productId,
        before: { photoId, position: from },
        after: { photoId, position: to, direction },
      });
      return { ok: true, photoId, changed: true };
    }),
  );
}
