import { productLayouts } from "#app/content/catalog/product-layouts";
import type { ContentPageKey } from "#app/domain/site-words/designs";
import { isProductPageKey, type ProductPageKey } from "#app/domain/site-words/designs/product-pages";
import type { PageLiveParts } from "#app/domain/site-words/live-parts";
import { getDeliveryMap } from "#app/server/delivery/map.server";
import { pagePhotos } from "#app/server/photos/page-photos.server";

/** The live parts a content page shows beside its words, from memory: its public route and the owner's preview load them here. */
export function livePartsOf(page: ProductPageKey): Required<Pick<PageLiveParts, "photos">>;
export function livePartsOf(page: "delivery"): Required<Pick<PageLiveParts, "towns">>;
export function livePartsOf(page: ContentPageKey): PageLiveParts;
export function livePartsOf(page: ContentPageKey): PageLiveParts {
  if (isProductPageKey(page)) return { photos: pagePhotos(productLayouts[page].slug) };
  if (page === "delivery") {
    const { townsInside, townsOutside } = getDeliveryMap();
    return { towns: { townsInside, townsOutside } };
  }
  return {};
}
