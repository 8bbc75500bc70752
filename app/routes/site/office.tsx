import { productMeta, ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { officeNestzPage } from "#app/content/catalog/product-pages/office-nestz";
import { pagePhotos } from "#app/server/photos/page-photos.server";

import type { Route } from "./+types/office";

export const meta = productMeta(officeNestzPage);
export const handle = contentPage;

/** The owner's photos of this product, from memory: none when the build prerenders the page. */
export function loader() {
  return { photos: pagePhotos(officeNestzPage.slug) };
}

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={officeNestzPage} photos={loaderData.photos} />;
}
