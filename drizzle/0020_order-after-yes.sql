CREATE TABLE "build_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_rate" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "build_settings_one_row" CHECK ("build_settings"."id" = 1),
	CONSTRAINT "build_settings_weekly_rate_range" CHECK ("build_settings"."weekly_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "delivery_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_unit_id" bigint NOT NULL,
	"day" date NOT NULL,
	"checklist" jsonb NOT NULL,
	"checklist_acknowledged_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"received_by" text,
	"acknowledged_name" text,
	"note" text DEFAULT '' NOT NULL,
	"delivery_record_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_bookings_order_unit_id_unique" UNIQUE("order_unit_id"),
	CONSTRAINT "delivery_bookings_delivered_fields" CHECK (("delivery_bookings"."delivered_at" is null) = ("delivery_bookings"."received_by" is null) and ("delivery_bookings"."delivered_at" is null) = ("delivery_bookings"."acknowledged_name" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_days" (
	"day" date PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_days_capacity_range" CHECK ("delivery_days"."capacity" between 0 and 50),
	CONSTRAINT "delivery_days_within_capacity" CHECK ("delivery_days"."booked" between 0 and "delivery_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "order_unit_photo_files" (
	"photo_id" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "order_unit_photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "order_unit_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_unit_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"taken_on" date NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_unit_photos_stage_known" CHECK ("order_unit_photos"."stage" in ('frame', 'shell', 'interior', 'inspection', 'ready', 'delivered')),
	CONSTRAINT "order_unit_photos_hash_shape" CHECK ("order_unit_photos"."hash" ~ '^[0-9a-f]{16}$')
);
--> statement-breakpoint
CREATE TABLE "order_unit_stages" (
	"order_unit_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"reached_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"marked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_unit_stages_order_unit_id_stage_pk" PRIMARY KEY("order_unit_id","stage"),
	CONSTRAINT "order_unit_stages_stage_known" CHECK ("order_unit_stages"."stage" in ('frame', 'shell', 'interior', 'inspection', 'ready')),
	CONSTRAINT "order_unit_stages_note_length" CHECK (length("order_unit_stages"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "order_units" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"unit" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_units_unit_unique" UNIQUE("proposal_id","unit"),
	CONSTRAINT "order_units_unit_positive" CHECK ("order_units"."unit" >= 1)
);
--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_order_unit_id_order_units_id_fk" FOREIGN KEY ("order_unit_id") REFERENCES "public"."order_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_day_delivery_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."delivery_days"("day") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_bookings" ADD CONSTRAINT "delivery_bookings_delivery_record_id_delivery_records_id_fk" FOREIGN KEY ("delivery_record_id") REFERENCES "public"."delivery_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_photo_files" ADD CONSTRAINT "order_unit_photo_files_photo_id_order_unit_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."order_unit_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_photos" ADD CONSTRAINT "order_unit_photos_order_unit_id_order_units_id_fk" FOREIGN KEY ("order_unit_id") REFERENCES "public"."order_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_stages" ADD CONSTRAINT "order_unit_stages_order_unit_id_order_units_id_fk" FOREIGN KEY ("order_unit_id") REFERENCES "public"."order_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_unit_stages" ADD CONSTRAINT "order_unit_stages_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_units" ADD CONSTRAINT "order_units_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_bookings_day_idx" ON "delivery_bookings" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_unit_photos_unit_idx" ON "order_unit_photos" USING btree ("order_unit_id","stage");--> statement-breakpoint
CREATE INDEX "order_units_queue_idx" ON "order_units" USING btree ("accepted_at","proposal_id","unit");--> statement-breakpoint
-- Written by hand: a delivery day's booked count follows its bookings, in the same statement.
-- The update takes the day's row lock, so two buyers taking the last place wait for each other,
-- and the second finds the count at capacity: delivery_days_within_capacity refuses it.
CREATE FUNCTION delivery_days_count_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD.day IS DISTINCT FROM NEW.day) THEN
    UPDATE delivery_days SET booked = booked - 1, updated_at = now() WHERE day = OLD.day;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR OLD.day IS DISTINCT FROM NEW.day) THEN
    UPDATE delivery_days SET booked = booked + 1, updated_at = now() WHERE day = NEW.day;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER delivery_bookings_count AFTER INSERT OR UPDATE OF day OR DELETE ON delivery_bookings
  FOR EACH ROW EXECUTE FUNCTION delivery_days_count_booking();--> statement-breakpoint
INSERT INTO build_settings (id, weekly_rate) VALUES (1, 0);--> statement-breakpoint
-- Every home of a purchase accepted before orders had units becomes one, numbered from 1.
-- The count is the accepted lines that name a model, as homeCountOf (app/domain/production/build-sheet.ts)
-- counts it; the request's count stands when none does or the sum is out of range.
INSERT INTO order_units (proposal_id, unit, accepted_at)
SELECT p.id, n, p.accepted_at
FROM proposals p
JOIN quote_requests q ON q.id = p.quote_request_id
CROSS JOIN LATERAL (
  SELECT sum((l->>'quantity')::bigint) AS homes
  FROM jsonb_array_elements(p.lines) AS l
  WHERE lower(btrim(l->>'description')) LIKE ANY (ARRAY['bedroom nestz%', 'office nestz%'])
) AS h
CROSS JOIN LATERAL generate_series(1, CASE WHEN h.homes BETWEEN 1 AND 500 THEN h.homes::int ELSE q.units END) AS n
WHERE p.status = 'accepted' AND p.accepted_at IS NOT NULL AND q.intent = 'buy'
ORDER BY p.accepted_at, p.id, n
ON CONFLICT ON CONSTRAINT order_units_unit_unique DO NOTHING;
