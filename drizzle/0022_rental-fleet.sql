CREATE TYPE "public"."rental_period_kind" AS ENUM('booking', 'repair');--> statement-breakpoint
CREATE TABLE "rental_rates" (
	"model" "home_model" PRIMARY KEY NOT NULL,
	"daily_cents" integer NOT NULL,
	"weekly_cents" integer NOT NULL,
	"monthly_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_rates_positive" CHECK ("rental_rates"."daily_cents" > 0 and "rental_rates"."weekly_cents" > 0 and "rental_rates"."monthly_cents" > 0 and "rental_rates"."deposit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_under_180_days";--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "kind" "rental_period_kind" DEFAULT 'booking' NOT NULL;--> statement-breakpoint
-- Written by hand: units kept before the fleet knew models are taken as Bedroom Nestz (the owner can
-- change it in the console); new units always name their model, so the default goes again.
ALTER TABLE "rental_units" ADD COLUMN "model" "home_model" DEFAULT 'bedroom' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_units" ALTER COLUMN "model" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "rental_units" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "rental_units" ADD COLUMN "insignia_number" text;--> statement-breakpoint
ALTER TABLE "rental_units" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_rates" ADD CONSTRAINT "rental_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_serial_number_unique" UNIQUE("serial_number");--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_insignia_number_unique" UNIQUE("insignia_number");--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_repair_length" CHECK ("rental_bookings"."kind" = 'booking' or "rental_bookings"."ends_on" - "rental_bookings"."starts_on" <= 365);--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_repair_unrequested" CHECK ("rental_bookings"."kind" = 'booking' or "rental_bookings"."quote_request_id" is null);--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_under_180_days" CHECK ("rental_bookings"."kind" = 'repair' or "rental_bookings"."ends_on" - "rental_bookings"."starts_on" < 180);--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_location_length" CHECK (length("rental_units"."location") <= 120);--> statement-breakpoint
-- Written by hand: what a row's kind means, for whoever reads the table directly.
COMMENT ON COLUMN "rental_bookings"."kind" IS 'booking: a renter''s stay; repair: the unit is out for repair. Both take part in rental_bookings_no_overlap, so a booking cannot cross a repair.';
