import { productMeta, ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { bathroomPage } from "#app/content/catalog/product-pages/bathroom";
import { pagePhotos } from "#app/server/photos/page-photos.server";

import type { Route } from "./+types/bathroom";

export const meta = productMeta(bathroomPage);
export const handle = contentPage;

/** The owner's photos of this product, from memory: none when the build prerenders the page. */
export function loader() {
  return { photos: pagePhotos(bathroomPage.slug) };
}

export default function BathroomPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={bathroomPage} photos={loaderData.photos} />;
}
