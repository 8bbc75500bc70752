ALTER TYPE "public"."invoice_kind" ADD VALUE 'rental-deposit';--> statement-breakpoint
ALTER TYPE "public"."invoice_kind" ADD VALUE 'rental-period';--> statement-breakpoint
CREATE TABLE "rental_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"previous_ends_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rent_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_changes_kind_known" CHECK ("rental_changes"."kind" in ('extension', 'early-end')),
	CONSTRAINT "rental_changes_direction" CHECK (("rental_changes"."kind" = 'extension' and "rental_changes"."ends_on" > "rental_changes"."previous_ends_on") or ("rental_changes"."kind" = 'early-end' and "rental_changes"."ends_on" < "rental_changes"."previous_ends_on")),
	CONSTRAINT "rental_changes_rent_not_negative" CHECK ("rental_changes"."rent_cents" >= 0),
	CONSTRAINT "rental_changes_note_length" CHECK (length("rental_changes"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_starts_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "period_ends_on" date;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "rental" jsonb;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "proposal_id" bigint;--> statement-breakpoint
ALTER TABLE "rental_changes" ADD CONSTRAINT "rental_changes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_changes" ADD CONSTRAINT "rental_changes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_changes_proposal_idx" ON "rental_changes" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_period_once" ON "invoices" USING btree ("proposal_id","period_starts_on") WHERE "invoices"."period_starts_on" is not null and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "rental_bookings_proposal_idx" ON "rental_bookings" USING btree ("proposal_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_fields" CHECK (("invoices"."period_starts_on" is null) = ("invoices"."period_ends_on" is null) and ("invoices"."period_starts_on" is null or ("invoices"."period_ends_on" > "invoices"."period_starts_on" and "invoices"."stage" is null)));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_kind_known" CHECK ("proposals"."kind" in ('sale', 'rental'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_rental_terms" CHECK (("proposals"."kind" = 'rental') = ("proposals"."rental" is not null));--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_repair_unproposed" CHECK ("rental_bookings"."kind" = 'booking' or "rental_bookings"."proposal_id" is null);--> statement-breakpoint
-- The booking an accepted rental made. Written here so the fleet's schema module need not import the proposals'.
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A rental's deposit is asked once; its periods are many, each once (invoices_period_once).
DROP INDEX "invoices_one_per_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_kind" ON "invoices" ("proposal_id", "kind") WHERE "status" <> 'void' AND "stage" IS NULL AND "period_starts_on" IS NULL;--> statement-breakpoint
-- A rental period's invoice, and only it, names its period. Compared as text: the kind was added in this transaction.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_kind" CHECK (("kind"::text = 'rental-period') = ("period_starts_on" IS NOT NULL));--> statement-breakpoint
-- A sent rental's terms are frozen with the rest of what the renter is shown.
CREATE OR REPLACE FUNCTION "proposals_freeze_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (
    NEW.lines IS DISTINCT FROM OLD.lines OR
    NEW.version IS DISTINCT FROM OLD.version OR
    NEW.kind IS DISTINCT FROM OLD.kind OR
    NEW.rental IS DISTINCT FROM OLD.rental OR
    NEW.quote_request_id IS DISTINCT FROM OLD.quote_request_id OR
    NEW.link_nonce IS DISTINCT FROM OLD.link_nonce OR
    NEW.earlier_token_hash IS DISTINCT FROM OLD.earlier_token_hash OR
    -- The one change a link may see: a link emailed before links were keyed gets its keyed twin.
    (NEW.token_hash IS DISTINCT FROM OLD.token_hash AND OLD.token_hash IS DISTINCT FROM OLD.earlier_token_hash) OR
    NEW.delivery_street IS DISTINCT FROM OLD.delivery_street OR
    NEW.delivery_city_name IS DISTINCT FROM OLD.delivery_city_name OR
    NEW.delivery_state IS DISTINCT FROM OLD.delivery_state OR
    NEW.delivery_zip IS DISTINCT FROM OLD.delivery_zip OR
    NEW.tax_treatment IS DISTINCT FROM OLD.tax_treatment OR
    NEW.tax_buyer_kind IS DISTINCT FROM OLD.tax_buyer_kind OR
    NEW.tax_evidence IS DISTINCT FROM OLD.tax_evidence OR
    NEW.tax_flagged IS DISTINCT FROM OLD.tax_flagged OR
    NEW.tax_location_code IS DISTINCT FROM OLD.tax_location_code OR
    NEW.tax_rate_milli IS DISTINCT FROM OLD.tax_rate_milli OR
    NEW.tax_state_rate_milli IS DISTINCT FROM OLD.tax_state_rate_milli OR
    NEW.tax_local_rate_milli IS DISTINCT FROM OLD.tax_local_rate_milli OR
    NEW.tax_rate_source IS DISTINCT FROM OLD.tax_rate_source OR
    NEW.tax_rate_match IS DISTINCT FROM OLD.tax_rate_match OR
    NEW.tax_quarter IS DISTINCT FROM OLD.tax_quarter OR
    NEW.tax_address_used IS DISTINCT FROM OLD.tax_address_used OR
    NEW.payment_schedule->'stages' IS DISTINCT FROM OLD.payment_schedule->'stages' OR
    NEW.payment_terms IS DISTINCT FROM OLD.payment_terms OR
    NEW.valid_until IS DISTINCT FROM OLD.valid_until OR
    NEW.expires_at IS DISTINCT FROM OLD.expires_at OR
    NEW.terms IS DISTINCT FROM OLD.terms OR
    NEW.buyer_name IS DISTINCT FROM OLD.buyer_name OR
    NEW.buyer_email IS DISTINCT FROM OLD.buyer_email OR
    NEW.buyer_organization IS DISTINCT FROM OLD.buyer_organization OR
    NEW.buyer_type IS DISTINCT FROM OLD.buyer_type OR
    NEW.content_hash IS DISTINCT FROM OLD.content_hash OR
    NEW.status = 'draft' OR
    -- The totals and the number of homes follow the buyer's choices, written once, as they accept.
    (NOT (OLD.accepted_at IS NULL AND NEW.accepted_at IS NOT NULL AND NEW.accepted_choices IS NOT NULL) AND (
      NEW.payment_schedule IS DISTINCT FROM OLD.payment_schedule OR
      NEW.subtotal_cents IS DISTINCT FROM OLD.subtotal_cents OR
      NEW.taxable_cents IS DISTINCT FROM OLD.taxable_cents OR
      NEW.tax_cents IS DISTINCT FROM OLD.tax_cents OR
      NEW.total_cents IS DISTINCT FROM OLD.total_cents OR
      NEW.deposit_cents IS DISTINCT FROM OLD.deposit_cents OR
      NEW.deposit_tax_cents IS DISTINCT FROM OLD.deposit_tax_cents))
  ) THEN
    RAISE EXCEPTION 'proposal % version % was sent and cannot change', OLD.quote_request_id, OLD.version
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'proposals_sent_frozen';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A rental's changes are its history: added, never rewritten.
CREATE FUNCTION "rental_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a rental change is kept as made'
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'rental_changes_append_only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "rental_changes_append_only" BEFORE UPDATE OR DELETE ON "rental_changes" FOR EACH ROW EXECUTE FUNCTION "rental_changes_append_only"();
