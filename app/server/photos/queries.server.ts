import { and, asc, eq, inArray, sql } from "drizzle-orm";

import {
  type ConsolePhotoView,
  PHOTO_CONTENT_TYPES,
  type PhotoFileKey,
  type PhotoView,
  photoView,
} from "#app/domain/photos/rules";
import { withDb } from "#app/server/db/client.server";
import { productPhotoFiles, productPhotos, products } from "#app/server/db/schema.server";

const widthsOf = sql<number[]>`(
  select coalesce(array_agg(f.width order by f.width), '{}')::int[]
  from ${productPhotoFiles} f
  where f.photo_id = ${productPhotos.id} and f.format = 'jpeg'
)`;

const photoColumns = {
  id: productPhotos.id,
  productId: productPhotos.productId,
  hash: productPhotos.hash,
  alt: productPhotos.alt,
  width: productPhotos.width,
  height: productPhotos.height,
  position: productPhotos.position,
  createdAt: productPhotos.createdAt,
  widths: widthsOf,
};

/** A product's photos in the owner's order, for the console. */
export async function listProductPhotos(productId: number): Promise<ConsolePhotoView[]> {
  return withDb(async (db) => {
    const rows = await db
      .select(photoColumns)
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position), asc(productPhotos.id));
    return rows.map((row) => ({
      ...photoView(row),
      position: row.position,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}

/** The first photo of each of these products that has one: what its shop card shows. */
export async function firstPhotos(productIds: readonly number[]): Promise<Map<number, PhotoView>> {
  if (productIds.length === 0) return new Map();
  return withDb(async (db) => {
    const rows = await db
      .selectDistinctOn([productPhotos.productId], photoColumns)
      .from(productPhotos)
      .where(inArray(productPhotos.productId, [...productIds]))
      .orderBy(asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.id));
    return new Map(rows.map((row) => [row.productId, photoView(row)]));
  });
}

/** Every photo of the products with these slugs, each product's in the owner's order: what their pages show. */
export async function photosBySlug(slugs: readonly string[]): Promise<Map<string, PhotoView[]>> {
  if (slugs.length === 0) return new Map();
  return withDb(async (db) => {
    const rows = await db
      .select({ ...photoColumns, slug: products.slug })
      .from(productPhotos)
      .innerJoin(products, eq(products.id, productPhotos.productId))
      .where(inArray(products.slug, [...slugs]))
      .orderBy(asc(products.slug), asc(productPhotos.position), asc(productPhotos.id));
    const bySlug = new Map<string, PhotoView[]>();
    for (const row of rows) {
      const list = bySlug.get(row.slug) ?? [];
      list.push(photoView(row));
      bySlug.set(row.slug, list);
    }
    return bySlug;
  });
}

/** These photos by id, whatever product holds them: the pictures a page of the owner's words shows. */
export async function photosById(ids: readonly number[]): Promise<Map<number, PhotoView>> {
  if (ids.length === 0) return new Map();
  return withDb(async (db) => {
    const rows = await db
      .select(photoColumns)
      .from(productPhotos)
      .where(inArray(productPhotos.id, [...ids]));
    return new Map(rows.map((row) => [row.id, photoView(row)]));
  });
}

/** A photo of the library as the Pages editor offers it: its number, description and the product it came with. */
export interface LibraryPhoto {
  id: number;
  alt: string;
  productName: string;
}

/** Every photo in the library, by product and in the owner's order, for a page's picture. */
export async function listLibraryPhotos(): Promise<LibraryPhoto[]> {
  return withDb((db) =>
    db
      .select({ id: productPhotos.id, alt: productPhotos.alt, productName: products.name })
      .from(productPhotos)
      .innerJoin(products, eq(products.id, productPhotos.productId))
      .orderBy(asc(products.name), asc(productPhotos.position), asc(productPhotos.id)),
  );
}

export interface PhotoFile {
  bytes: Buffer;
  contentType: string;
}

/**
 * Files served lately, kept in this process: a shortcut for a busy shop
 * page, bounded in bytes, oldest dropped first. Safe because a file never
 * changes under its address (the hash is in it), and a removed photo's
 * files stop being linked at once; they may be served from here until
 * dropped or the process restarts.
 */
const CACHE_LIMIT_BYTES = 32 * 1024 * 1024;
const cache = new Map<string, PhotoFile>();
let cachedBytes = 0;

const cacheKey = (key: PhotoFileKey) => `${key.id}-${key.hash}-${key.width}-${key.format}`;

function remember(key: string, file: PhotoFile) {
  if (file.bytes.length > CACHE_LIMIT_BYTES / 8) return;
  cache.set(key, file);
  cachedBytes += file.bytes.length;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_LIMIT_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.bytes.length;
  }
}

/** Forgets every cached file (tests; a photo's removal does not need it). */
export function clearPhotoFileCache(): void {
  cache.clear();
  cachedBytes = 0;
}

/** One stored file by its address's parts, or null when there is none (a wrong hash included). */
export async function readPhotoFile(key: PhotoFileKey): Promise<PhotoFile | null> {
  const id = cacheKey(key);
  const cached = cache.get(id);
  if (cached) {
    // Most recently used goes last, so it is dropped last.
    cache.delete(id);
    cache.set(id, cached);
    return cached;
  }
  const row = await withDb(async (db) => {
    const [found] = await db
      .select({ bytes: productPhotoFiles.bytes })
      .from(productPhotoFiles)
      .innerJoin(productPhotos, eq(productPhotos.id, productPhotoFiles.photoId))
      .where(
        and(
          eq(productPhotoFiles.photoId, key.id),
          eq(productPhotos.hash, key.hash),
          eq(productPhotoFiles.width, key.width),
          eq(productPhotoFiles.format, key.format),
        ),
      );
    return found ?? null;
  });
  if (!row) return null;
  const file = { bytes: row.bytes, contentType: PHOTO_CONTENT_TYPES[key.format] };
  remember(id, file);
  return file;
}
