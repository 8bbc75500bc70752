import { productMeta, ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { customPaintPage } from "#app/content/catalog/product-pages/custom-paint";
import { pagePhotos } from "#app/server/photos/page-photos.server";

import type { Route } from "./+types/paint";

export const meta = productMeta(customPaintPage);
export const handle = contentPage;

/** The owner's photos of this product, from memory: none when the build prerenders the page. */
export function loader() {
  return { photos: pagePhotos(customPaintPage.slug) };
}

export default function PaintPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={customPaintPage} photos={loaderData.photos} />;
}
