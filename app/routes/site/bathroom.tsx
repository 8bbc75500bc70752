import { ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { livePartsOf } from "#app/server/site-words/live-parts.server";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/bathroom";

export const meta = metaFromWords(pageInfo("/bathroom"));
export const handle = contentPage;

/**
 * The owner's published words with the site's facts filled in, and the
 * owner's photos of this product, from memory (no query per view; no photos
 * when the build prerenders the page).
 */
export function loader() {
  const words = shownWords("bathroom");
  return { seo: words.seo, words, ...livePartsOf("bathroom") };
}

export default function BathroomPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage page="bathroom" words={loaderData.words} photos={loaderData.photos} />;
}
