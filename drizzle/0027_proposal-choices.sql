ALTER TABLE "proposals" ADD COLUMN "accepted_choices" jsonb;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_choices_with_acceptance" CHECK ("proposals"."accepted_choices" is null or "proposals"."accepted_at" is not null);--> statement-breakpoint
-- A sent version stays frozen, but for one moment: accepting with choices writes the chosen lines' totals and
-- home count over the default ones. The stages themselves never change.
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
-- The choices are part of the acceptance, frozen with it.
CREATE OR REPLACE FUNCTION "proposals_keep_acceptance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.accepted_at IS NOT NULL AND (
    NEW.status <> 'accepted' OR
    NEW.accepted_at IS DISTINCT FROM OLD.accepted_at OR
    NEW.accepted_name IS DISTINCT FROM OLD.accepted_name OR
    NEW.accepted_email IS DISTINCT FROM OLD.accepted_email OR
    NEW.accepted_client IS DISTINCT FROM OLD.accepted_client OR
    NEW.accepted_user_agent IS DISTINCT FROM OLD.accepted_user_agent OR
    NEW.accepted_hash IS DISTINCT FROM OLD.accepted_hash OR
    NEW.accepted_choices IS DISTINCT FROM OLD.accepted_choices
  ) THEN
    RAISE EXCEPTION 'an accepted proposal keeps its acceptance'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'proposals_acceptance_kept';
  END IF;
  RETURN NEW;
END
$$;
