-- Payment reminders sent on a schedule, each step once per invoice, and the owner's pause;
-- voiding an invoice with its reason (docs/decisions/0091).
CREATE TYPE "public"."reminder_kind" AS ENUM('week-before', 'due-day', 'week-late', 'month-late', 'by-hand');--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_step_once" ON "invoice_reminders" USING btree ("invoice_id","kind") WHERE "invoice_reminders"."kind" <> 'by-hand';--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id","sent_at");--> statement-breakpoint

-- The reminders sent by hand so far become rows of their own, and the one column that kept only
-- the last of them goes (docs/decisions/0091).
INSERT INTO "invoice_reminders" ("invoice_id", "kind", "sent_at")
  SELECT "id", 'by-hand', "reminder_sent_at" FROM "invoices" WHERE "reminder_sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "reminder_sent_at";--> statement-breakpoint

-- No screen voided an invoice before this one; a void row from a hand edit still gets a reason.
UPDATE "invoices" SET "voided_at" = "created_at", "void_reason" = 'Voided before reasons were kept.'
  WHERE "status" = 'void';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_fields" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null and "invoices"."void_reason" is not null));