import { electrical, models, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { type PageInfo, pageInfo, type PagePath } from "#app/content/site/pages";
import type { ArtName, FloorPlanLayout, ProductPictureName } from "#app/content/site/picture-names";

/**
 * The homes and options that have a page, keyed by their catalog slug, and
 * what those pages show besides the owner's words. Each product's name and
 * page are stated once, below; the seed catalog (catalog.ts) reads them too,
 * and its picture is named by its slug. Every figure comes from facts.ts and
 * every picture's description from picture-descriptions.ts; each page's
 * layout is in product-layouts.ts and its starting words in
 * product-pages/<slug>.ts. <ProductPage> draws them all the same way.
 */

/** The products that have a page of their own, by their catalog slug. */
export type ProductSlug = "bedroom-nestz" | "office-nestz" | "bathroom" | "kitchen" | "custom-paint";

/** Each product's name and the path of its page. */
export const products = {
  "bedroom-nestz": { name: models.bedroom.name, path: models.bedroom.path },
  "office-nestz": { name: models.office.name, path: models.office.path },
  bathroom: { name: "Bathroom", path: "/bathroom" },
  kitchen: { name: "Kitchen", path: "/Kitchen" },
  "custom-paint": { name: "Custom Paint", path: "/Paint" },
} as const satisfies Record<ProductSlug, { name: string; path: PagePath }>;

/** A card that leads to another product or page, with its picture; the owner writes its pitch. */
export interface ProductCard {
  to: PageLink["to"];
  title: string;
  /** A product's picture, loaded as its file… */
  image?: ProductPictureName;
  /** …or another drawing, inline in the page. */
  drawing?: { name: ArtName; alt: string };
}

/** What one band of a product page shows that is the site's, not the owner's words, by the band's kind. */
export type BandCode =
  | { kind: "figures"; values: readonly string[] }
  | { kind: "plan"; layout: FloorPlanLayout; label: string }
  | { kind: "options"; cards: readonly ProductCard[] }
  | { kind: "drawing"; picture: { name: ArtName; alt: string } }
  | { kind: "invitation"; action: PageLink };

/**
 * What a product's page shows besides the owner's words: the product, its
 * page and picture, the figures' values, floor plans, the products its cards
 * lead to, and how it ends. The words are the owner's (console → Pages);
 * their places are the design's (`designs/product-pages.ts`).
 */
export interface ProductPageLayout {
  slug: ProductSlug;
  /** The product's name and the path of its page. */
  product: (typeof products)[ProductSlug];
  /** Its page: path, title and description as registered (the owner's words replace the last two). */
  page: PageInfo;
  /** The hero picture: the product's own (named by its slug, as its catalog image is). */
  picture: { name: ProductPictureName; alt: string };
  /** Each band's own code, by the band's id. */
  bands: Readonly<Record<string, BandCode>>;
  /** The closing band's email subject and where it sends a reader on to (its buttons). */
  nextStep: { emailSubject: string; links: PageLink[] };
}

/** A band's own code, of the kind the design gives it; a missing one is a mistake in code. */
export function bandCode<K extends BandCode["kind"]>(
  layout: ProductPageLayout,
  id: string,
  kind: K,
): Extract<BandCode, { kind: K }> {
  const code = layout.bands[id];
  if (code?.kind !== kind) throw new Error(`The ${layout.slug} page has no ${kind} for its "${id}" band`);
  return code as Extract<BandCode, { kind: K }>;
}

/** A card for another product: its page, name and picture. */
export function productCard(slug: ProductSlug, title: string = products[slug].name): ProductCard {
  return { to: products[slug].path, title, image: slug };
}

/**
 * A model's key figures: footprint, windows, lights, outlets and power. Its
 * page shows their values under the owner's words; its spec sheet states them
 * with these labels.
 */
export function modelFigures(model: (typeof models)[keyof typeof models]) {
  return [
    { value: unit.nominal, label: "Footprint" },
    { value: String(model.windows), label: "Windows" },
    { value: String(model.lights), label: "Lights" },
    { value: String(electrical.outlets), label: "Outlets" },
    { value: `${electrical.amps} amp`, label: `${electrical.volts} V service` },
  ];
}

/** Where most product pages send a reader on to. */
export const readOn: PageLink[] = [
  { to: "/Specs", label: "See the full specs" },
  { to: "/Customize", label: "Ways to customize" },
];

/** A product's page layout, with its name, path, page and picture from its slug. */
export function productPageLayout(
  slug: ProductSlug,
  { pictureAlt, ...rest }: Pick<ProductPageLayout, "bands" | "nextStep"> & { pictureAlt: string },
): ProductPageLayout {
  return {
    slug,
    product: products[slug],
    page: pageInfo(products[slug].path),
    picture: { name: slug, alt: pictureAlt },
    ...rest,
  };
}
