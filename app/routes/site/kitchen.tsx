import { productMeta, ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { kitchenPage } from "#app/content/catalog/product-pages/kitchen";
import { pagePhotos } from "#app/server/photos/page-photos.server";

import type { Route } from "./+types/kitchen";

export const meta = productMeta(kitchenPage);
export const handle = contentPage;

/** The owner's photos of this product, from memory: none when the build prerenders the page. */
export function loader() {
  return { photos: pagePhotos(kitchenPage.slug) };
}

export default function KitchenPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={kitchenPage} photos={loaderData.photos} />;
}
