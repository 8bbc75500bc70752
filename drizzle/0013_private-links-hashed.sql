-- A buyer's private link (/proposal/<token>, /invoice/<token>) is no longer
-- stored, only its SHA-256 and the nonce the server makes it from with its own
-- key, so a backup or a reader of the database cannot open it (docs/decisions/0064).
ALTER TABLE "proposals" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "earlier_token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "link_nonce" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "earlier_token_hash" text;--> statement-breakpoint

-- The links emailed so far keep opening, by their hash (earlier_token_hash).
-- token_hash holds the same hash until start-up keys the row (keyEarlierLinks
-- in app/server/proposals/private-links.server.ts): SQL does not have the key.
-- Each row gets a nonce (122 random bits) for the links the site writes from now on.
UPDATE "proposals" SET
  "earlier_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
  "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
  "link_nonce" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
UPDATE "invoices" SET
  "earlier_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
  "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
  "link_nonce" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint

ALTER TABLE "proposals" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ALTER COLUMN "link_nonce" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "link_nonce" SET NOT NULL;--> statement-breakpoint

-- A sent version's link stays as it was sent (0006's guard, now on the hash and the nonce).
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
    NEW.tax_exempt IS DISTINCT FROM OLD.tax_exempt OR
    NEW.tax_rate_milli IS DISTINCT FROM OLD.tax_rate_milli OR
    NEW.exemption_certificate IS DISTINCT FROM OLD.exemption_certificate OR
    NEW.deposit_percent IS DISTINCT FROM OLD.deposit_percent OR
    NEW.payment_terms IS DISTINCT FROM OLD.payment_terms OR
    NEW.valid_until IS DISTINCT FROM OLD.valid_until OR
    NEW.expires_at IS DISTINCT FROM OLD.expires_at OR
    NEW.terms IS DISTINCT FROM OLD.terms OR
    NEW.subtotal_cents IS DISTINCT FROM OLD.subtotal_cents OR
    NEW.tax_cents IS DISTINCT FROM OLD.tax_cents OR
    NEW.total_cents IS DISTINCT FROM OLD.total_cents OR
    NEW.deposit_cents IS DISTINCT FROM OLD.deposit_cents OR
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

ALTER TABLE "invoices" DROP CONSTRAINT "invoices_token_unique";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_token_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_token_format";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_token_format";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_earlier_token_hash_unique" UNIQUE("earlier_token_hash");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_earlier_token_hash_unique" UNIQUE("earlier_token_hash");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_token_hash_format" CHECK ("invoices"."token_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_link_nonce_format" CHECK ("invoices"."link_nonce" ~ '^[0-9a-f]{32}$');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_token_hash_format" CHECK ("proposals"."token_hash" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_link_nonce_format" CHECK ("proposals"."link_nonce" ~ '^[0-9a-f]{32}$');
