CREATE TABLE "delivery_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"delivered_by" text NOT NULL,
	"place" text NOT NULL,
	"state" text NOT NULL,
	"delivered_on" date NOT NULL,
	"received_by" text NOT NULL,
	"acknowledgement" text NOT NULL,
	"acknowledged_name" text NOT NULL,
	"signature_drawing" text,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_records_state_format" CHECK ("delivery_records"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "delivery_records_acknowledgement_known" CHECK ("delivery_records"."acknowledgement" in ('typed', 'drawn')),
	CONSTRAINT "delivery_records_drawing_when_drawn" CHECK (("delivery_records"."acknowledgement" = 'drawn') = ("delivery_records"."signature_drawing" is not null)),
	CONSTRAINT "delivery_records_text_lengths" CHECK (length("delivery_records"."delivered_by") between 1 and 200 and length("delivery_records"."place") between 1 and 300 and length("delivery_records"."received_by") between 1 and 200 and length("delivery_records"."acknowledged_name") between 1 and 200 and ("delivery_records"."signature_drawing" is null or length("delivery_records"."signature_drawing") <= 100000))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pre_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "delivery_street" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "delivery_city_name" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "delivery_zip" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_treatment" text DEFAULT 'taxable' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_buyer_kind" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_location_code" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_state_rate_milli" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_local_rate_milli" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_rate_source" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_rate_match" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_quarter" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "tax_address_used" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "taxable_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "deposit_tax_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_street" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "delivery_city_name" text;--> statement-breakpoint
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_records_proposal_idx" ON "delivery_records" USING btree ("proposal_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_share_range" CHECK ("invoices"."pre_tax_cents" >= 0 and "invoices"."tax_cents" >= 0);--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tax_treatment_known" CHECK ("proposals"."tax_treatment" in ('taxable', 'no-washington-tax', 'exempt-federal', 'exempt-resale', 'exempt-interstate', 'exempt-other'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tax_buyer_kind_known" CHECK ("proposals"."tax_buyer_kind" is null or "proposals"."tax_buyer_kind" in ('individual', 'company', 'civic-group', 'federal', 'state-or-local'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tax_rate_source_known" CHECK ("proposals"."tax_rate_source" is null or "proposals"."tax_rate_source" in ('dor-lookup', 'quarterly-files', 'owner-choice'));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_delivery_state_format" CHECK ("proposals"."delivery_state" is null or "proposals"."delivery_state" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_delivery_zip_format" CHECK ("proposals"."delivery_zip" is null or "proposals"."delivery_zip" ~ '^[0-9]{5}([0-9]{4})?$');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tax_quarter_format" CHECK ("proposals"."tax_quarter" is null or "proposals"."tax_quarter" ~ '^[0-9]{4}-Q[1-4]$');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_tax_rate_parts" CHECK ("proposals"."tax_state_rate_milli" is null or "proposals"."tax_local_rate_milli" is null or "proposals"."tax_rate_milli" = "proposals"."tax_state_rate_milli" + "proposals"."tax_local_rate_milli");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_taxable_range" CHECK ("proposals"."taxable_cents" between 0 and greatest("proposals"."subtotal_cents", 0));--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_deposit_tax_range" CHECK ("proposals"."deposit_tax_cents" between 0 and "proposals"."tax_cents");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_delivery_address_lengths" CHECK (("quote_requests"."delivery_street" is null or length("quote_requests"."delivery_street") between 1 and 200) and ("quote_requests"."delivery_city_name" is null or length("quote_requests"."delivery_city_name") between 1 and 100));--> statement-breakpoint

-- Exemptions follow rules now (docs/decisions/0083), and the old checkbox is folded in:
-- a proposal marked exempt by hand becomes "another exemption", flagged for the
-- accountant, with its certificate kept as the buyer's paper. Sent versions are
-- frozen by a trigger, so it is set aside for these moves only.
ALTER TABLE "proposals" DISABLE TRIGGER "proposals_freeze_sent";--> statement-breakpoint
UPDATE "proposals" SET
  "tax_treatment" = 'exempt-other',
  "tax_flagged" = true,
  "tax_rate_milli" = NULL,
  "tax_evidence" = jsonb_build_object(
    'reason', 'Marked exempt by hand before exemptions were decided by rule.',
    'paper', "exemption_certificate")
WHERE "tax_exempt";--> statement-breakpoint
-- Everything the buyer pays for the homes is the taxable base (WAC 458-20-110).
UPDATE "proposals" SET "taxable_cents" = greatest("subtotal_cents", 0) WHERE NOT "tax_exempt";--> statement-breakpoint
-- The card deposit's share of the tax, as taxShares splits it between deposit and
-- balance (largest remainder, the deposit first on a tie).
UPDATE "proposals" SET "deposit_tax_cents" = CASE
  WHEN "total_cents" > 0 AND "tax_cents" > 0 AND "deposit_cents" > 0 THEN least("tax_cents",
    ("tax_cents" * "deposit_cents") / "total_cents" + CASE
      WHEN ("tax_cents" * "deposit_cents") % "total_cents" + ("tax_cents" * ("total_cents" - "deposit_cents")) % "total_cents" >= "total_cents"
       AND ("tax_cents" * "deposit_cents") % "total_cents" >= ("tax_cents" * ("total_cents" - "deposit_cents")) % "total_cents"
      THEN 1 ELSE 0 END)
  ELSE 0 END;--> statement-breakpoint
ALTER TABLE "proposals" ENABLE TRIGGER "proposals_freeze_sent";--> statement-breakpoint
-- Earlier invoices get their share: a purchase order carries the whole tax, a balance what the deposit did not.
UPDATE "invoices" SET "tax_cents" = least("invoices"."amount_cents", CASE
    WHEN "invoices"."kind" = 'balance' THEN "proposals"."tax_cents" - "proposals"."deposit_tax_cents"
    ELSE "proposals"."tax_cents" END)
FROM "proposals" WHERE "proposals"."id" = "invoices"."proposal_id";--> statement-breakpoint
UPDATE "invoices" SET "pre_tax_cents" = "amount_cents" - "tax_cents";--> statement-breakpoint

-- A sent version never changes (0006, 0013), now with its delivery address and how its tax was settled.
CREATE OR REPLACE FUNCTION "proposals_freeze_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (
    NEW.lines IS DISTINCT FROM OLD.lines OR
    NEW.version IS DISTINCT FROM OLD.version OR
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
    NEW.deposit_percent IS DISTINCT FROM OLD.deposit_percent OR
    NEW.payment_terms IS DISTINCT FROM OLD.payment_terms OR
    NEW.valid_until IS DISTINCT FROM OLD.valid_until OR
    NEW.expires_at IS DISTINCT FROM OLD.expires_at OR
    NEW.terms IS DISTINCT FROM OLD.terms OR
    NEW.subtotal_cents IS DISTINCT FROM OLD.subtotal_cents OR
    NEW.taxable_cents IS DISTINCT FROM OLD.taxable_cents OR
    NEW.tax_cents IS DISTINCT FROM OLD.tax_cents OR
    NEW.total_cents IS DISTINCT FROM OLD.total_cents OR
    NEW.deposit_cents IS DISTINCT FROM OLD.deposit_cents OR
    NEW.deposit_tax_cents IS DISTINCT FROM OLD.deposit_tax_cents OR
    NEW.buyer_name IS DISTINCT FROM OLD.buyer_name OR
    NEW.buyer_email IS DISTINCT FROM OLD.buyer_email OR
    NEW.buyer_organization IS DISTINCT FROM OLD.buyer_organization OR
    NEW.buyer_type IS DISTINCT FROM OLD.buyer_type OR
    NEW.content_hash IS DISTINCT FROM OLD.content_hash OR
    NEW.status = 'draft'
  ) THEN
    RAISE EXCEPTION 'proposal % version % was sent and cannot change', OLD.quote_request_id, OLD.version
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'proposals_sent_frozen';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "tax_exempt";--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "exemption_certificate";
