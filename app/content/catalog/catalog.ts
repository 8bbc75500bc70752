import { pictureFile, type SiteHref } from "#app/content/paths";

import { products } from "./products";

/**
 * The catalog the database starts with. The database is the source of truth
 * once seeded: the seed only adds what is missing, so the owner's later edits
 * are never overwritten.
 */
export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  /** Integer cents; null is "Call for Price". */
  priceCents: number | null;
  imageUrl: string;
  /** Where the product's card leads: a page of the site. */
  linkUrl: SiteHref;
  status: "available" | "coming_later";
  purchasable: boolean;
}

export interface SeedCategory {
  slug: string;
  title: string;
  products: SeedProduct[];
}

const image = pictureFile;

export const seedCatalog: SeedCategory[] = [
  {
    slug: "homes",
    title: "Homes",
    products: [
      {
        slug: "bedroom-nestz",
        name: products["bedroom-nestz"].name,
        description: "A ready-to-sleep room with an optional bathroom and shower. Usable on delivery day.",
        priceCents: null,
        imageUrl: image("bedroom-nestz"),
        linkUrl: products["bedroom-nestz"].path,
        status: "available",
        purchasable: false,
      },
      {
        slug: "office-nestz",
        name: products["office-nestz"].name,
        description: "The base unit: a bright, insulated room with a half bath, for work, craft or calm.",
        priceCents: null,
        imageUrl: image("office-nestz"),
        linkUrl: products["office-nestz"].path,
        status: "available",
        purchasable: false,
      },
    ],
  },
  {
    slug: "options",
    title: "Options",
    products: [
      {
        slug: "bathroom",
        name: products.bathroom.name,
        description: "Toilet, hand-wash sink and shower with hot water, in a private 4 ft x 8 ft room.",
        priceCents: null,
        imageUrl: image("bathroom"),
        linkUrl: products.bathroom.path,
        status: "available",
        purchasable: false,
      },
      {
        slug: "kitchen",
        name: products.kitchen.name,
        description: "Cooktop, sink, refrigerator and freezer in one compact 40-inch unit.",
        priceCents: null,
        imageUrl: image("kitchen"),
        linkUrl: products.kitchen.path,
        status: "available",
        purchasable: false,
      },
      {
        slug: "custom-paint",
        name: products["custom-paint"].name,
        description: "Any color from the Sherwin-Williams palette, chosen when you order.",
        priceCents: null,
        imageUrl: image("custom-paint"),
        linkUrl: products["custom-paint"].path,
        status: "available",
        purchasable: false,
      },
    ],
  },
  {
    slug: "shwag",
    title: "Shwag",
    products: [
      {
        slug: "sticker",
        name: "Nestz Sticker",
        description: "A weatherproof vinyl sticker of the Nestz evergreens and their little blue bird.",
        priceCents: 100,
        imageUrl: image("sticker"),
        linkUrl: "/Shwag",
        status: "available",
        purchasable: true,
      },
      {
        slug: "t-shirt",
        name: "Nestz T-shirt",
        description: "A soft cotton tee with the three-tree mark.",
        priceCents: null,
        imageUrl: image("t-shirt"),
        linkUrl: "/Shwag",
        status: "coming_later",
        purchasable: false,
      },
      {
        slug: "hat",
        name: "Nestz Hat",
        description: "A six-panel cap for trail and town.",
        priceCents: null,
        imageUrl: image("hat"),
        linkUrl: "/Shwag",
        status: "coming_later",
        purchasable: false,
      },
    ],
  },
];
