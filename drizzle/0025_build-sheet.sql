ALTER TABLE "delivery_records" ADD COLUMN "order_unit_id" bigint;--> statement-breakpoint
ALTER TABLE "order_units" ADD COLUMN "build_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_unit_unique" UNIQUE("order_unit_id");--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_build_note_length" CHECK (length("order_units"."build_note") <= 2000);--> statement-breakpoint
-- Kept here, not in the schema modules: proposals' module would otherwise import production's, which imports it.
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_order_unit_id_order_units_id_fk" FOREIGN KEY ("order_unit_id") REFERENCES "public"."order_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Records made from the production board name their unit through its booking.
UPDATE delivery_records r SET order_unit_id = b.order_unit_id
FROM delivery_bookings b
WHERE b.delivery_record_id = r.id AND r.order_unit_id IS NULL;
