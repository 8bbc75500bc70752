import { bathroom, electrical, models, unit } from "#app/content/facts";
import type { PageLink } from "#app/content/paths";
import { type PageInfo, pageInfo, type PagePath } from "#app/content/site/pages";
import type { ArtName, FloorPlanLayout, ProductPictureName } from "#app/content/site/picture-names";

/**
 * The homes and options that have a page, keyed by their catalog slug, and
 * the shape of those pages. Each product's name and page are stated once,
 * below; the seed catalog (catalog.ts) reads them too, and its picture is
 * named by its slug. A page's title comes from pages.ts, every figure from
 * facts.ts and every picture's description from picture-descriptions.ts; what
 * each page says is in app/content/catalog/product-pages/<slug>.ts (one module each,
 * so a page's script carries its own words only). <ProductPage> draws them
 * all the same way.
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

type Tone = "white" | "mist";

interface SectionBase {
  /** The section's id, for links such as /bedroom#plan. */
  id: string;
  title: string;
  /** One paragraph under the heading. */
  intro?: string;
  /** The band's background; the page's paper when left out. */
  tone?: Tone;
}

export type ProductSection = SectionBase &
  (
    | { kind: "figures"; items: { value: string; label: string }[] }
    | { kind: "specs"; items: { term: string; detail: string }[] }
    | { kind: "ideas"; items: { title: string; text: string }[]; columns?: 2 | 3 }
    | { kind: "steps"; items: { title: string; text: string }[] }
    | { kind: "plan"; layout: FloorPlanLayout; label: string; caption?: string }
    | { kind: "options"; items: ProductOption[]; columns?: 2 | 4 }
    | { kind: "drawing"; picture: { name: ArtName; alt: string }; caption: string }
    | { kind: "invitation"; text: string; action: PageLink }
  );

/** A card that leads to another product or page, with its picture. */
export interface ProductOption {
  to: PageLink["to"];
  title: string;
  text: string;
  /** A product's picture, loaded as its file… */
  image?: ProductPictureName;
  /** …or another drawing, inline in the page. */
  drawing?: { name: ArtName; alt: string };
}

export interface ProductPageContent {
  slug: ProductSlug;
  /** The product's name and the path of its page. */
  product: (typeof products)[ProductSlug];
  /** Its page: path, title (the <h1>), description. */
  page: PageInfo;
  eyebrow: string;
  /** The paragraphs under the <h1>. */
  lead: string[];
  /** A short standing note under the lead, such as availability. */
  badge?: string;
  /** The hero picture: the product's own (named by its slug, as its catalog image is). */
  picture: { name: ProductPictureName; alt: string };
  sections: ProductSection[];
  /**
   * How the page ends: the invitation to call or write, then these links.
   * A page's next-step actions are added here (the hero's are ProductActions).
   */
  nextStep: { title: string; text: string; emailSubject: string; links: PageLink[] };
}

/** What a product's page says; its name, path, title and picture come from the slug. */
export type PageWords = Omit<ProductPageContent, "slug" | "product" | "page" | "picture"> & { pictureAlt: string };

/** A card for another product: its page, name and picture. */
export function productOption(slug: ProductSlug, text: string, title: string = products[slug].name): ProductOption {
  return { to: products[slug].path, title, text, image: slug };
}

/** The figures every model page opens with: footprint, windows, lights, outlets and power. */
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

/** The shower's size, as the pages write it. */
export const shower = `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`;

/** A product's page: its words, with its name, path, title and picture from its slug. */
export function defineProductPage(slug: ProductSlug, { pictureAlt, ...words }: PageWords): ProductPageContent {
  return {
    slug,
    product: products[slug],
    page: pageInfo(products[slug].path),
    picture: { name: slug, alt: pictureAlt },
    ...words,
  };
}
