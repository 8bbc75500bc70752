-- What PostgreSQL itself guarantees about proposals and invoices, beyond what
-- drizzle-kit writes from the schema (docs/decisions/0025).

-- A request has at most one draft at a time: "Prepare" and "Revise" pressed twice make one.
CREATE UNIQUE INDEX "proposals_one_draft" ON "proposals" ("quote_request_id") WHERE "status" = 'draft';--> statement-breakpoint

-- Of a request's versions, at most one is open (sent or viewed) or accepted.
CREATE UNIQUE INDEX "proposals_one_live" ON "proposals" ("quote_request_id") WHERE "status" IN ('sent', 'viewed', 'accepted');--> statement-breakpoint

-- One purchase-order invoice and one balance invoice per proposal (a void one does not count).
CREATE UNIQUE INDEX "invoices_one_per_kind" ON "invoices" ("proposal_id", "kind") WHERE "status" <> 'void';--> statement-breakpoint

-- The single row invoice numbers are counted on.
INSERT INTO "invoice_counter" ("id", "last") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint

-- A sent version never changes: once a proposal has left the draft status,
-- what the buyer was shown (lines, tax, deposit, terms, dates, totals, buyer,
-- token, hash) is refused any change. Only its status and the answer fields move.
CREATE FUNCTION "proposals_freeze_sent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (
    NEW.lines IS DISTINCT FROM OLD.lines OR
    NEW.version IS DISTINCT FROM OLD.version OR
    NEW.quote_request_id IS DISTINCT FROM OLD.quote_request_id OR
    NEW.token IS DISTINCT FROM OLD.token OR
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
CREATE TRIGGER "proposals_freeze_sent" BEFORE UPDATE ON "proposals" FOR EACH ROW EXECUTE FUNCTION "proposals_freeze_sent"();--> statement-breakpoint

-- An accepted version stays accepted, and its acceptance record never changes.
CREATE FUNCTION "proposals_keep_acceptance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.accepted_at IS NOT NULL AND (
    NEW.status <> 'accepted' OR
    NEW.accepted_at IS DISTINCT FROM OLD.accepted_at OR
    NEW.accepted_name IS DISTINCT FROM OLD.accepted_name OR
    NEW.accepted_email IS DISTINCT FROM OLD.accepted_email OR
    NEW.accepted_hash IS DISTINCT FROM OLD.accepted_hash
  ) THEN
    RAISE EXCEPTION 'an accepted proposal keeps its acceptance'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'proposals_acceptance_kept';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "proposals_keep_acceptance" BEFORE UPDATE ON "proposals" FOR EACH ROW EXECUTE FUNCTION "proposals_keep_acceptance"();
