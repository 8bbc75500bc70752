CREATE TABLE "credit_note_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_counter_single_row" CHECK ("credit_note_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pre_tax_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"excess_cents" bigint DEFAULT 0 NOT NULL,
	"excess_to" text,
	"issued_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_cents" > 0),
	CONSTRAINT "credit_notes_tax_split" CHECK ("credit_notes"."pre_tax_cents" >= 0 and "credit_notes"."tax_cents" >= 0 and "credit_notes"."pre_tax_cents" + "credit_notes"."tax_cents" = "credit_notes"."amount_cents"),
	CONSTRAINT "credit_notes_excess_range" CHECK ("credit_notes"."excess_cents" between 0 and "credit_notes"."amount_cents"),
	CONSTRAINT "credit_notes_excess_to" CHECK (("credit_notes"."excess_cents" = 0) = ("credit_notes"."excess_to" is null) and ("credit_notes"."excess_to" is null or "credit_notes"."excess_to" in ('credit', 'refund'))),
	CONSTRAINT "credit_notes_reason_length" CHECK (length("credit_notes"."reason") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "buyer_credits" DROP CONSTRAINT "buyer_credits_source";--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD COLUMN "credit_note_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD CONSTRAINT "buyer_credits_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD CONSTRAINT "buyer_credits_source" CHECK (("buyer_credits"."cents" > 0 and ("buyer_credits"."transfer_id" is null) <> ("buyer_credits"."credit_note_id" is null) and "buyer_credits"."invoice_id" is null) or ("buyer_credits"."cents" < 0 and "buyer_credits"."invoice_id" is not null and "buyer_credits"."transfer_id" is null and "buyer_credits"."credit_note_id" is null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_within" CHECK ("invoices"."credited_cents" between 0 and "invoices"."amount_cents");--> statement-breakpoint

-- The credit note counter's one row (numbers start at CN-0001).
INSERT INTO "credit_note_counter" ("id", "last") VALUES (1, 0);--> statement-breakpoint

-- A credit note is kept as issued; each one adds its amount to its invoice's credited_cents, whose
-- check (invoices_credited_within) keeps the credit notes of an invoice within what it asked for.
CREATE FUNCTION "credit_notes_credit_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a credit note is never changed nor deleted'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'credit_notes_kept';
  END IF;
  UPDATE "invoices" SET "credited_cents" = "credited_cents" + NEW."amount_cents" WHERE "id" = NEW."invoice_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_credit_invoice" AFTER INSERT ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_credit_invoice"();--> statement-breakpoint
CREATE TRIGGER "credit_notes_kept" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_credit_invoice"();
