/**
 * Photos of a unit's build and delivery: made by the photo library's
 * pipeline (checked by their bytes, turned upright, stripped of metadata),
 * kept as JPEG in each size, and read only through the order's own page or
 * the console, never from a public address.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { parsePhotoFileName } from "#app/domain/photos/rules";
import type { UnitPhotoView } from "#app/domain/production/views";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import { orderUnitPhotoFiles, orderUnitPhotos, orderUnits } from "#app/server/db/schema.server";
import { type PreparedPhoto, preparePhoto } from "#app/server/photos/pipeline.server";

/** A stage mark or a delivery takes this many photos at most. */
export const UNIT_PHOTOS_MAX = 3;

export type PreparedUnitPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string };

/** The form's files, each prepared; the first that is not a photo refuses them all. Empty picks are skipped. */
export async function prepareUnitPhotos(files: readonly FormDataEntryValue[]): Promise<PreparedUnitPhotos> {
  const chosen = files.filter((file): file is File => file instanceof File && file.size > 0);
  if (chosen.length > UNIT_PHOTOS_MAX)
    return { ok: false, message: `Choose up to ${UNIT_PHOTOS_MAX} photos at a time.` };
  const photos: PreparedPhoto[] = [];
  for (const file of chosen) {
    const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
    if (!prepared.ok) return { ok: false, message: `${file.name || "A file"}: ${prepared.message}` };
    photos.push(prepared.photo);
  }
  return { ok: true, photos };
}

/** Stores prepared photos of a unit at a stage (or its delivery), in the caller's transaction. */
export async function storeUnitPhotos(
  tx: Transaction,
  orderUnitId: number,
  stage: string,
  takenOn: string,
  photos: readonly PreparedPhoto[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos) {
    const [row] = await tx
      .insert(orderUnitPhotos)
      .values({ orderUnitId, stage, takenOn, hash: photo.hash, width: photo.width, height: photo.height })
      .returning({ id: orderUnitPhotos.id });
    if (!row) throw new Error("the unit photo was not returned");
    const jpegs = photo.renditions.filter((rendition) => rendition.format === "jpeg");
    await tx.insert(orderUnitPhotoFiles).values(
      jpegs.map((rendition) => ({
        photoId: row.id,
        width: rendition.width,
        height: rendition.height,
        bytes: rendition.bytes,
      })),
    );
    ids.push(row.id);
  }
  return ids;
}

const widthsOf = sql<number[]>`(
  select coalesce(array_agg(f.width order by f.width), '{}')::int[]
  from ${orderUnitPhotoFiles} f where f.photo_id = ${orderUnitPhotos.id}
)`;

/** Each unit's photos by stage ("delivered" included), oldest first, addressed under `base`. */
export async function unitPhotosOf(
  db: Database | Transaction,
  unitIds: readonly number[],
  base: string,
  alt: (unitId: number, stage: string) => string,
): Promise<Map<number, Map<string, UnitPhotoView[]>>> {
  const found = new Map<number, Map<string, UnitPhotoView[]>>();
  if (unitIds.length === 0) return found;
  const rows = await db
    .select({
      id: orderUnitPhotos.id,
      orderUnitId: orderUnitPhotos.orderUnitId,
      stage: orderUnitPhotos.stage,
      takenOn: orderUnitPhotos.takenOn,
      hash: orderUnitPhotos.hash,
      width: orderUnitPhotos.width,
      height: orderUnitPhotos.height,
      widths: widthsOf,
    })
    .from(orderUnitPhotos)
    .where(inArray(orderUnitPhotos.orderUnitId, [...unitIds]))
    .orderBy(asc(orderUnitPhotos.id));
  for (const row of rows) {
    const small = row.widths[0] ?? row.width;
    const large = row.widths.at(-1) ?? row.width;
    const file = (width: number) => `${base}/${row.id}-${row.hash}-${width}.jpg`;
    const byStage = found.get(row.orderUnitId) ?? new Map<string, UnitPhotoView[]>();
    const list = byStage.get(row.stage) ?? [];
    list.push({
      id: row.id,
      src: file(small),
      fullSrc: file(large),
      width: small,
      height: Math.max(1, Math.round((row.height * small) / row.width)),
      alt: alt(row.orderUnitId, row.stage),
      takenOnLabel: dayLabel(row.takenOn),
    });
    byStage.set(row.stage, list);
    found.set(row.orderUnitId, byStage);
  }
  return found;
}

/** One stored JPEG by its file name, when it belongs to `proposalId` (or to any order, for the console). */
export async function readUnitPhotoFile(name: string, proposalId: number | null): Promise<Buffer | null> {
  const key = parsePhotoFileName(name);
  if (!key || key.format !== "jpeg") return null;
  return withDb(async (db) => {
    const [row] = await db
      .select({ bytes: orderUnitPhotoFiles.bytes })
      .from(orderUnitPhotoFiles)
      .innerJoin(orderUnitPhotos, eq(orderUnitPhotos.id, orderUnitPhotoFiles.photoId))
      .innerJoin(orderUnits, eq(orderUnits.id, orderUnitPhotos.orderUnitId))
      .where(
        and(
          eq(orderUnitPhotoFiles.photoId, key.id),
          eq(orderUnitPhotos.hash, key.hash),
          eq(orderUnitPhotoFiles.width, key.width),
          proposalId === null ? undefined : eq(orderUnits.proposalId, proposalId),
        ),
      );
    return row?.bytes ?? null;
  });
}
