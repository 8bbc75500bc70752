import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

import { PHOTO_FORMATS } from "#app/domain/photos/rules";

import { products } from "./catalog-schema.server";

/** Bytes, as PostgreSQL's bytea: node-postgres reads them as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

export const photoFormat = pgEnum("photo_format", PHOTO_FORMATS);

/**
 * The owner's photos of a product, in the order the owner sets; the first is
 * the one the shop shows. The files live beside them, in the database, so
 * every server instance serves the same ones.
 */
export const productPhotos = pgTable(
  "product_photos",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Read aloud in place of the photo; required. */
    alt: text("alt").notNull(),
    position: integer("position").notNull().default(0),
    /** The first 16 hex digits of the upload's SHA-256: part of every file's address. */
    hash: text("hash").notNull(),
    /** The largest stored size, upright (after the camera's rotation is applied). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** What the upload was, for the record; never shown. */
    sourceFormat: text("source_format").notNull(),
    sourceBytes: integer("source_bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("product_photos_product_idx").on(table.productId, table.position),
    check("product_photos_hash_shape", sql`${table.hash} ~ '^[0-9a-f]{16}$'`),
    check("product_photos_alt_present", sql`length(${table.alt}) > 0`),
  ],
);

/** One size of one photo in one format. */
export const productPhotoFiles = pgTable(
  "product_photo_files",
  {
    photoId: integer("photo_id")
      .notNull()
      .references(() => productPhotos.id, { onDelete: "cascade" }),
    format: photoFormat("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.photoId, table.width, table.format] })],
);
