ALTER TYPE "public"."payment_method" ADD VALUE 'bank-transfer';--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"buyer_email" text,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_on" date NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount_cents" > 0),
	CONSTRAINT "bank_transfers_credit_within" CHECK ("bank_transfers"."credit_cents" >= 0 and "bank_transfers"."credit_cents" <= "bank_transfers"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "buyer_bank_accounts" (
	"buyer_email" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"routing_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_bank_accounts_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "buyer_bank_accounts_email_lower" CHECK ("buyer_bank_accounts"."buyer_email" = lower("buyer_bank_accounts"."buyer_email"))
);
--> statement-breakpoint
CREATE TABLE "buyer_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_email" text NOT NULL,
	"cents" bigint NOT NULL,
	"transfer_id" text,
	"invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_credits_not_zero" CHECK ("buyer_credits"."cents" <> 0),
	CONSTRAINT "buyer_credits_source" CHECK (("buyer_credits"."cents" > 0 and "buyer_credits"."transfer_id" is not null and "buyer_credits"."invoice_id" is null) or ("buyer_credits"."cents" < 0 and "buyer_credits"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD CONSTRAINT "buyer_credits_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bank_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_credits" ADD CONSTRAINT "buyer_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_buyer_idx" ON "bank_transfers" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "buyer_credits_buyer_idx" ON "buyer_credits" USING btree ("buyer_email");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_id_bank_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."bank_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_transfer_idx" ON "payments" USING btree ("transfer_id");--> statement-breakpoint
-- A credit is money the buyer holds: its rows, like the ledger's, are never changed nor deleted.
CREATE FUNCTION "buyer_credits_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a buyer''s credit is never changed nor deleted'
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'buyer_credits_append_only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "buyer_credits_append_only" BEFORE UPDATE OR DELETE ON "buyer_credits" FOR EACH ROW EXECUTE FUNCTION "buyer_credits_append_only"();
