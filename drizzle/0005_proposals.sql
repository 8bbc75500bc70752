CREATE TYPE "public"."invoice_kind" AS ENUM('purchase-order', 'balance');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('open', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'check', 'ach', 'wire');--> statement-breakpoint
CREATE TYPE "public"."payment_terms" AS ENUM('card', 'po', 'both');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded');--> statement-breakpoint
CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counter_single_row" CHECK ("invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"token" text NOT NULL,
	"proposal_id" bigint NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"status" "invoice_status" DEFAULT 'open' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"po_number" text,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"provider" text,
	"intent_id" text,
	"paid_at" timestamp with time zone,
	"payment_method" "payment_method",
	"payment_reference" text,
	"paid_on" date,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_token_unique" UNIQUE("token"),
	CONSTRAINT "invoices_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "invoices_amount_positive" CHECK ("invoices"."amount_cents" > 0),
	CONSTRAINT "invoices_token_format" CHECK ("invoices"."token" ~ '^[A-Za-z0-9_-]{32}$'),
	CONSTRAINT "invoices_paid_fields" CHECK (("invoices"."status" = 'paid') = ("invoices"."paid_at" is not null and "invoices"."payment_method" is not null))
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quote_request_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"status" "proposal_status" DEFAULT 'draft' NOT NULL,
	"token" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"tax_rate_milli" integer,
	"exemption_certificate" text DEFAULT '' NOT NULL,
	"deposit_percent" integer DEFAULT 25 NOT NULL,
	"payment_terms" "payment_terms" NOT NULL,
	"valid_until" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"terms" text NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_organization" text,
	"buyer_type" "buyer_type" NOT NULL,
	"content_hash" text,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_email" text,
	"accepted_client" text,
	"accepted_user_agent" text,
	"accepted_hash" text,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"withdrawn_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"deposit_provider" text,
	"deposit_intent_id" text,
	"deposit_paid_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_token_unique" UNIQUE("token"),
	CONSTRAINT "proposals_deposit_intent_id_unique" UNIQUE("deposit_intent_id"),
	CONSTRAINT "proposals_version_unique" UNIQUE("quote_request_id","version"),
	CONSTRAINT "proposals_version_positive" CHECK ("proposals"."version" >= 1),
	CONSTRAINT "proposals_deposit_percent_range" CHECK ("proposals"."deposit_percent" between 0 and 100),
	CONSTRAINT "proposals_tax_rate_range" CHECK ("proposals"."tax_rate_milli" is null or "proposals"."tax_rate_milli" between 0 and 100000),
	CONSTRAINT "proposals_total_not_negative" CHECK ("proposals"."total_cents" >= 0),
	CONSTRAINT "proposals_token_format" CHECK ("proposals"."token" ~ '^[A-Za-z0-9_-]{32}$')
);
--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "invoices_proposal_idx" ON "invoices" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "proposals_buyer_email_idx" ON "proposals" USING btree ("buyer_email");