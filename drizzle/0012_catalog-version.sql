CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every statement that changes what the shop shows raises the version and tells every listening
-- instance, in the same transaction: the notice goes out only if the change commits, and no code
-- path (console, seed, a fix by hand) can change the catalog without it (docs/decisions/0045).
CREATE FUNCTION "catalog_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	raised bigint;
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO raised;
	PERFORM pg_notify('catalog_changed', raised::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "product_photos_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_photos"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
