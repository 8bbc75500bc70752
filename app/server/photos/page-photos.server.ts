import type { ProductSlug } from "#app/content/catalog/products";
import { products } from "#app/content/catalog/products";
import type { PhotoView } from "#app/domain/photos/rules";
import { rereadEvery } from "#app/server/db/reread.server";

import { photosBySlug } from "./queries.server";

/**
 * The photos each product page shows, as this process last read them. A page
 * reads this copy, so a product page costs no query (as the owner's facts,
 * docs/decisions/0017): the console refreshes it after every change to a
 * photo, and every instance re-reads it every few seconds for changes made
 * elsewhere. Before the database is read (and while the build prerenders the
 * pages) no product has a photo, so the prerendered pages keep the drawing.
 *
 * server.ts runs this module from source while the app's server bundle holds
 * its own copy; both share the value through globalThis (docs/decisions/0003).
 */
const registry = globalThis as typeof globalThis & { __nestzPagePhotos?: Held; __nestzPagePhotosReads?: number };

interface Held {
  photos: ReadonlyMap<string, readonly PhotoView[]>;
  /** When what is held was known: the number of the re-read it came from. */
  readNumber: number;
}

const PAGE_SLUGS = Object.keys(products) as ProductSlug[];
const NONE: readonly PhotoView[] = [];

/** The photos a product's page shows, in the owner's order; none until the database has been read. */
export function pagePhotos(slug: ProductSlug): readonly PhotoView[] {
  return registry.__nestzPagePhotos?.photos.get(slug) ?? NONE;
}

/** Whether the page at this path is a product page that shows photos (so its prerendered copy, with the drawing, is out of date). */
export function pageHasPhotos(pathname: string): boolean {
  const slug = PAGE_SLUGS.find((candidate) => products[candidate].path === pathname);
  return slug !== undefined && pagePhotos(slug).length > 0;
}

/** Re-reads every product page's photos; a re-read that began before a later one finished is not kept. */
export async function refreshPagePhotos(): Promise<void> {
  registry.__nestzPagePhotosReads = (registry.__nestzPagePhotosReads ?? 0) + 1;
  const readNumber = registry.__nestzPagePhotosReads;
  const photos = await photosBySlug(PAGE_SLUGS);
  const held = registry.__nestzPagePhotos;
  if (held && held.readNumber > readNumber) return;
  registry.__nestzPagePhotos = { photos, readNumber };
}

/** Re-reads the photos every `intervalMs`; a database that is away keeps the last known photos. */
export const watchPagePhotos = (intervalMs = 2_000) => rereadEvery(refreshPagePhotos, intervalMs);
