import type { DeliveryMap } from "#app/domain/delivery/map";
import type { PhotoView } from "#app/domain/photos/rules";

/**
 * What a content page shows beside its words that is not the owner's to write but the server
 * holds in memory: a product's photos (in the owner's order) and the delivery map's towns.
 */
export interface PageLiveParts {
  photos?: readonly PhotoView[];
  towns?: Pick<DeliveryMap, "townsInside" | "townsOutside">;
}
