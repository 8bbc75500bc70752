CREATE TYPE "public"."buyer_type" AS ENUM('individual', 'civic', 'government', 'corporate');--> statement-breakpoint
CREATE TYPE "public"."home_model" AS ENUM('bedroom', 'office');--> statement-breakpoint
CREATE TYPE "public"."inquiry_intent" AS ENUM('buy', 'rent');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'fulfilled';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_refunds_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "test_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"units_ready" integer NOT NULL,
	"next_build_month" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_units_ready_range" CHECK ("site_settings"."units_ready" between 0 and 9999),
	CONSTRAINT "site_settings_next_build_month_format" CHECK ("site_settings"."next_build_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text GENERATED ALWAYS AS ('Q-' || (id + 1000)::text) STORED NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" "inquiry_status" DEFAULT 'new' NOT NULL,
	"buyer_type" "buyer_type" NOT NULL,
	"intent" "inquiry_intent" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organization" text,
	"po_reference" text,
	"units" integer NOT NULL,
	"model" "home_model" NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip" text NOT NULL,
	"delivery_city" text,
	"delivery_state" text,
	"delivery_miles" integer,
	"delivery_fee_cents" integer,
	"needed_by" text NOT NULL,
	"rental_start" date,
	"rental_days" integer,
	"message" text DEFAULT '' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "inquiries_units_range" CHECK ("inquiries"."units" between 1 and 500),
	CONSTRAINT "inquiries_zip_format" CHECK ("inquiries"."zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "inquiries_needed_by_format" CHECK ("inquiries"."needed_by" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "inquiries_rental_days_range" CHECK ("inquiries"."rental_days" is null or "inquiries"."rental_days" between 1 and 179),
	CONSTRAINT "inquiries_rental_fields" CHECK (("inquiries"."intent" = 'rent') = ("inquiries"."rental_start" is not null and "inquiries"."rental_days" is not null))
);
--> statement-breakpoint
CREATE TABLE "inquiry_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" bigint NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_notes_body_length" CHECK (length("inquiry_notes"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"inquiry_id" bigint,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_bookings_order" CHECK ("rental_bookings"."ends_on" > "rental_bookings"."starts_on"),
	CONSTRAINT "rental_bookings_under_180_days" CHECK ("rental_bookings"."ends_on" - "rental_bookings"."starts_on" < 180)
);
--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_units_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_payment_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_notes" ADD CONSTRAINT "inquiry_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "request_limits_window_idx" ON "request_limits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_notes_inquiry_idx" ON "inquiry_notes" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_bookings_unit_idx" ON "rental_bookings" USING btree ("unit_id","starts_on");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_provider_refund_id_unique" UNIQUE("provider_refund_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot express it): two bookings of one unit never overlap.
-- btree_gist lets the unit id (an integer) share a GiST index with the date range; it ships
-- with PostgreSQL and is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&);
