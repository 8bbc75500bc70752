import { productMeta, ProductPage } from "#app/components/catalog/buyer/product/product-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { bedroomNestzPage } from "#app/content/catalog/product-pages/bedroom-nestz";
import { pagePhotos } from "#app/server/photos/page-photos.server";

import type { Route } from "./+types/bedroom";

export const meta = productMeta(bedroomNestzPage);
export const handle = contentPage;

/** The owner's photos of this product, from memory: none when the build prerenders the page. */
export function loader() {
  return { photos: pagePhotos(bedroomNestzPage.slug) };
}

export default function BedroomPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage content={bedroomNestzPage} photos={loaderData.photos} />;
}
