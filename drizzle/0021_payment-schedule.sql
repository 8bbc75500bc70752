ALTER TABLE "proposals" DROP CONSTRAINT "proposals_deposit_percent_range";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stage" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "unit" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "payment_schedule" jsonb;--> statement-breakpoint
-- Every version so far was paid as a deposit on acceptance and the balance after it: that is its schedule,
-- the balance invoiced as the homes are delivered. Written before the freeze below learns the column.
UPDATE "proposals" AS p SET "payment_schedule" = jsonb_build_object(
  'units', r."units",
  'stages', CASE
    WHEN p."deposit_percent" = 0 THEN jsonb_build_array(
      jsonb_build_object('name', 'Balance', 'share', jsonb_build_object('kind', 'percent', 'basisPoints', 10000), 'trigger', jsonb_build_object('kind', 'each-delivery')))
    WHEN p."deposit_percent" = 100 THEN jsonb_build_array(
      jsonb_build_object('name', 'Deposit', 'share', jsonb_build_object('kind', 'percent', 'basisPoints', 10000), 'trigger', jsonb_build_object('kind', 'acceptance')))
    ELSE jsonb_build_array(
      jsonb_build_object('name', 'Deposit', 'share', jsonb_build_object('kind', 'percent', 'basisPoints', p."deposit_percent" * 100), 'trigger', jsonb_build_object('kind', 'acceptance')),
      jsonb_build_object('name', 'Balance', 'share', jsonb_build_object('kind', 'rest'), 'trigger', jsonb_build_object('kind', 'each-delivery')))
  END)
FROM "quote_requests" AS r WHERE r."id" = p."quote_request_id";--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "payment_schedule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "purchase_order_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_stage_once" ON "invoices" USING btree ("proposal_id","stage",coalesce("unit", 0)) WHERE "invoices"."stage" is not null;--> statement-breakpoint
-- A sent version's payment schedule is frozen with the rest of what the buyer is shown.
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
    NEW.payment_schedule IS DISTINCT FROM OLD.payment_schedule OR
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
ALTER TABLE "proposals" DROP COLUMN "deposit_percent";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_stage_range" CHECK (("invoices"."stage" is null or "invoices"."stage" >= 0) and ("invoices"."unit" is null or ("invoices"."stage" is not null and "invoices"."unit" >= 1)));--> statement-breakpoint
-- One whole or balance invoice per proposal still holds for invoices outside a schedule; a schedule
-- raises one per stage and unit instead (invoices_stage_once).
DROP INDEX "invoices_one_per_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_kind" ON "invoices" ("proposal_id", "kind") WHERE "status" <> 'void' AND "stage" IS NULL;
