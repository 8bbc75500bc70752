import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { PRODUCT_STATUSES } from "#app/domain/catalog/product-form";

export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  position: integer("position").notNull().default(0),
  /** Archived categories and products leave the site but stay for past orders and the record. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  /** Raised by every save; a save that names an older version is refused (two admins, one product). */
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const productStatus = pgEnum("product_status", PRODUCT_STATUSES);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Integer cents; null means "Call for Price". */
    priceCents: integer("price_cents"),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url").notNull(),
    status: productStatus("status").notNull().default("available"),
    purchasable: boolean("purchasable").notNull().default(false),
    position: integer("position").notNull().default(0),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("products_category_idx").on(table.categoryId, table.position),
    check("products_price_not_negative", sql`${table.priceCents} is null or ${table.priceCents} >= 0`),
    // Only something with a price that can be had today can go in a cart.
    check(
      "products_purchasable_has_price",
      sql`not ${table.purchasable} or (${table.priceCents} is not null and ${table.status} = 'available')`,
    ),
  ],
);

/**
 * One row: a number raised, with a notice on the `catalog_changed` channel, by
 * triggers in the same transaction as every change to categories, products or
 * product photos (drizzle/0012). Instances compare it to know that pages they
 * rendered from the catalog are out of date (docs/decisions/0045).
 */
export const catalogVersion = pgTable(
  "catalog_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (table) => [check("catalog_version_one_row", sql`${table.id} = 1`)],
);
