ALTER TYPE "public"."invoice_kind" ADD VALUE 'rental-charges';--> statement-breakpoint
CREATE TABLE "rental_deposit_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"deposit_paid_cents" bigint NOT NULL,
	"charges_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"rest_invoice_id" bigint,
	"way" text NOT NULL,
	"intent_id" text,
	"provider" text,
	"provider_refund_id" text,
	"sent_note" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_deposit_refunds_once" UNIQUE("proposal_id"),
	CONSTRAINT "rental_deposit_refunds_sum" CHECK ("rental_deposit_refunds"."deposit_paid_cents" >= 0 and "rental_deposit_refunds"."charges_cents" >= 0 and "rental_deposit_refunds"."refund_cents" = greatest(0, "rental_deposit_refunds"."deposit_paid_cents" - "rental_deposit_refunds"."charges_cents")),
	CONSTRAINT "rental_deposit_refunds_way" CHECK ("rental_deposit_refunds"."way" in ('card', 'by-hand') and ("rental_deposit_refunds"."way" = 'card') = ("rental_deposit_refunds"."intent_id" is not null and "rental_deposit_refunds"."provider" is not null)),
	CONSTRAINT "rental_deposit_refunds_nothing_to_send" CHECK ("rental_deposit_refunds"."refund_cents" > 0 or "rental_deposit_refunds"."refunded_at" is not null),
	CONSTRAINT "rental_deposit_refunds_note_length" CHECK ("rental_deposit_refunds"."sent_note" is null or length("rental_deposit_refunds"."sent_note") <= 300)
);
--> statement-breakpoint
CREATE TABLE "rental_inspection_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inspection_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "rental_inspection_charges_kind_known" CHECK ("rental_inspection_charges"."kind" in ('damage', 'cleaning')),
	CONSTRAINT "rental_inspection_charges_description_length" CHECK (length("rental_inspection_charges"."description") between 1 and 200),
	CONSTRAINT "rental_inspection_charges_cents_range" CHECK ("rental_inspection_charges"."cents" between 1 and 5000000)
);
--> statement-breakpoint
CREATE TABLE "rental_inspection_photo_files" (
	"photo_id" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "rental_inspection_photo_files_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
CREATE TABLE "rental_inspection_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inspection_id" bigint NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "rental_inspection_photos_hash_shape" CHECK ("rental_inspection_photos"."hash" ~ '^[0-9a-f]{16}$')
);
--> statement-breakpoint
CREATE TABLE "rental_inspections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" bigint NOT NULL,
	"proposal_id" bigint NOT NULL,
	"unit_id" bigint NOT NULL,
	"checklist" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_inspections_booking_once" UNIQUE("booking_id"),
	CONSTRAINT "rental_inspections_notes_length" CHECK (length("rental_inspections"."notes") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "rental_purchase_conversions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rental_proposal_id" bigint NOT NULL,
	"quote_request_id" bigint NOT NULL,
	"sale_proposal_id" bigint NOT NULL,
	"share_basis_points" integer NOT NULL,
	"rent_paid_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_purchase_conversions_once" UNIQUE("rental_proposal_id"),
	CONSTRAINT "rental_purchase_conversions_share_range" CHECK ("rental_purchase_conversions"."share_basis_points" between 1 and 10000),
	CONSTRAINT "rental_purchase_conversions_credit" CHECK ("rental_purchase_conversions"."rent_paid_cents" >= 0 and "rental_purchase_conversions"."credit_cents" = ("rental_purchase_conversions"."rent_paid_cents" * "rental_purchase_conversions"."share_basis_points" + 5000) / 10000)
);
--> statement-breakpoint
ALTER TABLE "rental_deposit_refunds" ADD CONSTRAINT "rental_deposit_refunds_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposit_refunds" ADD CONSTRAINT "rental_deposit_refunds_rest_invoice_id_invoices_id_fk" FOREIGN KEY ("rest_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposit_refunds" ADD CONSTRAINT "rental_deposit_refunds_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposit_refunds" ADD CONSTRAINT "rental_deposit_refunds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_charges" ADD CONSTRAINT "rental_inspection_charges_inspection_id_rental_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."rental_inspections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_photo_files" ADD CONSTRAINT "rental_inspection_photo_files_photo_id_rental_inspection_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."rental_inspection_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspection_photos" ADD CONSTRAINT "rental_inspection_photos_inspection_id_rental_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."rental_inspections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_booking_id_rental_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."rental_bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_inspections" ADD CONSTRAINT "rental_inspections_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_purchase_conversions" ADD CONSTRAINT "rental_purchase_conversions_rental_proposal_id_proposals_id_fk" FOREIGN KEY ("rental_proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_purchase_conversions" ADD CONSTRAINT "rental_purchase_conversions_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_purchase_conversions" ADD CONSTRAINT "rental_purchase_conversions_sale_proposal_id_proposals_id_fk" FOREIGN KEY ("sale_proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_purchase_conversions" ADD CONSTRAINT "rental_purchase_conversions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_inspection_charges_inspection_idx" ON "rental_inspection_charges" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "rental_inspection_photos_inspection_idx" ON "rental_inspection_photos" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "rental_inspections_proposal_idx" ON "rental_inspections" USING btree ("proposal_id");--> statement-breakpoint
-- A recorded inspection and its charges are what the deposit was settled on: kept as recorded, never rewritten.
CREATE FUNCTION "rental_inspections_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a return inspection is kept as recorded'
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'rental_inspections_kept';
END
$$;--> statement-breakpoint
CREATE TRIGGER "rental_inspections_kept" BEFORE UPDATE OR DELETE ON "rental_inspections" FOR EACH ROW EXECUTE FUNCTION "rental_inspections_kept"();--> statement-breakpoint
CREATE TRIGGER "rental_inspection_charges_kept" BEFORE UPDATE OR DELETE ON "rental_inspection_charges" FOR EACH ROW EXECUTE FUNCTION "rental_inspections_kept"();
