import { ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { productLayouts } from "#app/content/catalog/product-layouts";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { pagePhotos } from "#app/server/photos/page-photos.server";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/office";

export const meta = metaFromWords(pageInfo("/Office"));
export const handle = contentPage;

/**
 * The owner's published words with the site's facts filled in, and the
 * owner's photos of this product, from memory (no query per view; no photos
 * when the build prerenders the page).
 */
export function loader() {
  const words = shownWords("office");
  return { seo: words.seo, words, photos: pagePhotos(productLayouts.office.slug) };
}

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  return <ProductPage page="office" words={loaderData.words} photos={loaderData.photos} />;
}
