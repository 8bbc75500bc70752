import type { BenefitIconName } from "#app/domain/site-words/designs/benefits";
import type { BuildStage } from "#app/domain/site-words/designs/construction";
import type { ModularLayout } from "#app/domain/site-words/designs/customize";

/**
 * The name of every picture <Art> can show, apart from the drawings
 * themselves: pages and content name pictures with these; only the server
 * imports the drawings (app/art-registry.server.tsx, through
 * app/art.server.ts). The registry must draw exactly these names, or it does
 * not compile.
 */

/** The floor plans drawn to scale. */
export type FloorPlanLayout = "bedroom" | "office" | "kitchen";

/** Pictures a product's imageUrl names as /images/<name>.svg (app/content/catalog/catalog.ts). */
export type ProductPictureName =
  "bedroom-nestz" | "office-nestz" | "bathroom" | "kitchen" | "custom-paint" | "sticker" | "t-shirt" | "hat";

/** The other pictures pages show. */
export type PagePictureName =
  | "unit-exterior"
  | "unit-elevation"
  | `floor-plan-${FloorPlanLayout}`
  | "elevations-row"
  | "elevations-column"
  | `build-stage-${BuildStage}`
  | "blank-canvas"
  | `modular-layout-${ModularLayout}`
  | `benefit-icon-${BenefitIconName}`
  | "joined-units"
  | "paint-zones"
  | "question-birds"
  | "forest-path"
  | "rotary-phone"
  | "delivery-rig"
  | "contact-points"
  | "delivery-map-states"
  | "delivery-map-pdx"
  | "tile-shop"
  | "tile-story"
  | "tile-details"
  | "tile-faq"
  | "tile-inquiries"
  | "tile-social";

export type ArtName = ProductPictureName | PagePictureName;
