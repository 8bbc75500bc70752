CREATE TYPE "public"."photo_format" AS ENUM('avif', 'webp', 'jpeg');--> statement-breakpoint
CREATE TABLE "product_photo_files" (
	"photo_id" integer NOT NULL,
	"format" "photo_format" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_photo_files_photo_id_width_format_pk" PRIMARY KEY("photo_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_format" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_hash_shape" CHECK ("product_photos"."hash" ~ '^[0-9a-f]{16}$'),
	CONSTRAINT "product_photos_alt_present" CHECK (length("product_photos"."alt") > 0)
);
--> statement-breakpoint
ALTER TABLE "product_photo_files" ADD CONSTRAINT "product_photo_files_photo_id_product_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."product_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photos_product_idx" ON "product_photos" USING btree ("product_id","position");