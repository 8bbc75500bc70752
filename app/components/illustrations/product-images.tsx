import type { ComponentType } from "react";

import type { ProductPictureName } from "#app/content/site/picture-names";

import { BathroomPicture } from "./bathroom-scene";
import type { IllustrationProps } from "./illustration-svg";
import { KitchenettePicture } from "./kitchenette";
import { HatPicture, StickerPicture, TShirtPicture } from "./merch-pictures";
import { PaintSuppliesPicture } from "./paint-supplies";
import { BedroomNestzPicture, OfficeNestzPicture } from "./unit-angled";

export type { IllustrationProps };

/** Every picture a product's imageUrl can name as /images/<name>.svg. */
export const productImages = {
  "bedroom-nestz": BedroomNestzPicture,
  "office-nestz": OfficeNestzPicture,
  bathroom: BathroomPicture,
  kitchen: KitchenettePicture,
  "custom-paint": PaintSuppliesPicture,
  sticker: StickerPicture,
  "t-shirt": TShirtPicture,
  hat: HatPicture,
} satisfies Record<ProductPictureName, ComponentType<IllustrationProps>>;
