CREATE TYPE "public"."held_reason" AS ENUM('no-match', 'already-paid', 'overpaid', 'wrong-amount');--> statement-breakpoint
CREATE TYPE "public"."held_resolution" AS ENUM('refunded', 'applied');--> statement-breakpoint
CREATE TYPE "public"."payment_target" AS ENUM('deposit', 'invoice');--> statement-breakpoint
CREATE TABLE "held_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"reason" "held_reason" NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"proposal_id" bigint,
	"invoice_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" "held_resolution",
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "held_payments_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "held_payments_amount_positive" CHECK ("held_payments"."amount_cents" > 0),
	CONSTRAINT "held_payments_resolved_fields" CHECK (("held_payments"."resolution" is null) = ("held_payments"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"target" "payment_target" NOT NULL,
	"proposal_id" bigint NOT NULL,
	"invoice_id" bigint,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_amount_positive" CHECK ("payment_intents"."amount_cents" > 0),
	CONSTRAINT "payment_intents_target_invoice" CHECK (("payment_intents"."target" = 'invoice') = ("payment_intents"."invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"target" "payment_target" NOT NULL,
	"invoice_id" bigint,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"received_on" date NOT NULL,
	"intent_id" text,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_target_invoice" CHECK (("payments"."target" = 'invoice') = ("payments"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_intent_id_unique";--> statement-breakpoint
ALTER TABLE "proposals" DROP CONSTRAINT "proposals_deposit_intent_id_unique";--> statement-breakpoint
ALTER TABLE "held_payments" ADD CONSTRAINT "held_payments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_payments" ADD CONSTRAINT "held_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_payments" ADD CONSTRAINT "held_payments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_payments_open_idx" ON "held_payments" USING btree ("received_at") WHERE "held_payments"."resolution" is null;--> statement-breakpoint
CREATE INDEX "payment_intents_proposal_idx" ON "payment_intents" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "payments_proposal_idx" ON "payments" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
-- Every intent already made for a deposit or an invoice, and every sum already received, moves into the ledger.
INSERT INTO "payment_intents" ("id", "provider", "target", "proposal_id", "invoice_id", "amount_cents", "currency")
  SELECT "deposit_intent_id", coalesce("deposit_provider", 'test'), 'deposit', "id", NULL, "deposit_cents", 'usd'
  FROM "proposals" WHERE "deposit_intent_id" IS NOT NULL AND "deposit_cents" > 0;--> statement-breakpoint
INSERT INTO "payment_intents" ("id", "provider", "target", "proposal_id", "invoice_id", "amount_cents", "currency")
  SELECT "intent_id", coalesce("provider", 'test'), 'invoice', "proposal_id", "id", "amount_cents", 'usd'
  FROM "invoices" WHERE "intent_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payments" ("proposal_id", "target", "invoice_id", "method", "reference", "amount_cents", "received_on", "intent_id")
  SELECT "id", 'deposit', NULL, 'card', "deposit_intent_id", "deposit_cents",
    ("deposit_paid_at" AT TIME ZONE 'America/Los_Angeles')::date, "deposit_intent_id"
  FROM "proposals" WHERE "deposit_paid_at" IS NOT NULL AND "deposit_cents" > 0;--> statement-breakpoint
INSERT INTO "payments" ("proposal_id", "target", "invoice_id", "method", "reference", "amount_cents", "received_on", "intent_id")
  SELECT "proposal_id", 'invoice', "id", "payment_method", "payment_reference", "amount_cents",
    coalesce("paid_on", ("paid_at" AT TIME ZONE 'America/Los_Angeles')::date),
    CASE WHEN "payment_method" = 'card' THEN "intent_id" END
  FROM "invoices" WHERE "status" = 'paid';--> statement-breakpoint

-- The ledger is a record of money received: a row is never changed nor deleted (only a deleted
-- user's id may be cleared from the rows they recorded).
CREATE FUNCTION "payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."recorded_by" IS NULL
    AND (to_jsonb(NEW) - 'recorded_by') = (to_jsonb(OLD) - 'recorded_by') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a payment in the ledger is never changed nor deleted'
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'payments_append_only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "payments_append_only"();--> statement-breakpoint

-- Every column of an acceptance is frozen once it is made: who, when, from where, with what, and what was shown.
CREATE OR REPLACE FUNCTION "proposals_keep_acceptance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.accepted_at IS NOT NULL AND (
    NEW.status <> 'accepted' OR
    NEW.accepted_at IS DISTINCT FROM OLD.accepted_at OR
    NEW.accepted_name IS DISTINCT FROM OLD.accepted_name OR
    NEW.accepted_email IS DISTINCT FROM OLD.accepted_email OR
    NEW.accepted_client IS DISTINCT FROM OLD.accepted_client OR
    NEW.accepted_user_agent IS DISTINCT FROM OLD.accepted_user_agent OR
    NEW.accepted_hash IS DISTINCT FROM OLD.accepted_hash
  ) THEN
    RAISE EXCEPTION 'an accepted proposal keeps its acceptance'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'proposals_acceptance_kept';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint

ALTER TABLE "invoices" DROP COLUMN "provider";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "intent_id";--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "deposit_provider";--> statement-breakpoint
ALTER TABLE "proposals" DROP COLUMN "deposit_intent_id";