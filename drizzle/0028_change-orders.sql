CREATE TABLE "change_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"proposal_id" bigint NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"token_hash" text NOT NULL,
	"link_nonce" text NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tax_rate_milli" integer,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
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
	"schedule_after" jsonb,
	"invoice_id" bigint,
	"credit_note_id" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "change_orders_sequence_unique" UNIQUE("proposal_id","sequence"),
	CONSTRAINT "change_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "change_orders_status_known" CHECK ("change_orders"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded')),
	CONSTRAINT "change_orders_sequence_positive" CHECK ("change_orders"."sequence" >= 1),
	CONSTRAINT "change_orders_token_hash_format" CHECK ("change_orders"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "change_orders_link_nonce_format" CHECK ("change_orders"."link_nonce" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "change_orders_note_length" CHECK (length("change_orders"."note") <= 2000),
	CONSTRAINT "change_orders_total_adds_up" CHECK ("change_orders"."total_cents" = "change_orders"."subtotal_cents" + "change_orders"."tax_cents"),
	CONSTRAINT "change_orders_accepted_fields" CHECK (("change_orders"."status" = 'accepted') = ("change_orders"."accepted_at" is not null and "change_orders"."accepted_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_stage_emails" (
	"proposal_id" bigint NOT NULL,
	"stage" text NOT NULL,
	"outbox_id" bigint NOT NULL,
	"units" jsonb NOT NULL,
	CONSTRAINT "order_stage_emails_proposal_id_stage_pk" PRIMARY KEY("proposal_id","stage"),
	CONSTRAINT "order_stage_emails_stage_known" CHECK ("order_stage_emails"."stage" in ('frame', 'shell', 'interior', 'inspection', 'ready'))
);
--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_emails" ADD CONSTRAINT "order_stage_emails_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stage_emails" ADD CONSTRAINT "order_stage_emails_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_orders_proposal_idx" ON "change_orders" USING btree ("proposal_id","status");--> statement-breakpoint
-- A sent change order's content never changes, and an acceptance once recorded stays as it was.
CREATE FUNCTION change_orders_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status <> 'draft' AND (
		NEW.lines IS DISTINCT FROM OLD.lines OR NEW.note IS DISTINCT FROM OLD.note
		OR NEW.tax_rate_milli IS DISTINCT FROM OLD.tax_rate_milli OR NEW.subtotal_cents IS DISTINCT FROM OLD.subtotal_cents
		OR NEW.tax_cents IS DISTINCT FROM OLD.tax_cents OR NEW.total_cents IS DISTINCT FROM OLD.total_cents
		OR NEW.valid_until IS DISTINCT FROM OLD.valid_until OR NEW.expires_at IS DISTINCT FROM OLD.expires_at
		OR NEW.content_hash IS DISTINCT FROM OLD.content_hash OR NEW.number IS DISTINCT FROM OLD.number
		OR NEW.proposal_id IS DISTINCT FROM OLD.proposal_id
	) THEN
		RAISE EXCEPTION 'change order % is sent: its content cannot change', OLD.number USING ERRCODE = 'check_violation';
	END IF;
	IF OLD.status = 'accepted' AND (
		NEW.status IS DISTINCT FROM OLD.status OR NEW.accepted_at IS DISTINCT FROM OLD.accepted_at
		OR NEW.accepted_name IS DISTINCT FROM OLD.accepted_name OR NEW.accepted_email IS DISTINCT FROM OLD.accepted_email
		OR NEW.accepted_client IS DISTINCT FROM OLD.accepted_client OR NEW.accepted_user_agent IS DISTINCT FROM OLD.accepted_user_agent
		OR NEW.accepted_hash IS DISTINCT FROM OLD.accepted_hash OR NEW.schedule_after IS DISTINCT FROM OLD.schedule_after
	) THEN
		RAISE EXCEPTION 'change order % is accepted: its acceptance cannot change', OLD.number USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_orders_frozen BEFORE UPDATE ON change_orders FOR EACH ROW EXECUTE FUNCTION change_orders_frozen();
--> statement-breakpoint
COMMENT ON TABLE change_orders IS 'Changes to an accepted proposal, each sent and accepted on its own; the contract is the proposal plus the accepted ones.';
