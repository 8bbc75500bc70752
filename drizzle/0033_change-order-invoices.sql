ALTER TABLE "invoices" ADD COLUMN "change_order_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_change_order_once" UNIQUE("change_order_id");--> statement-breakpoint
-- Written here so the proposals' schema module need not import the change orders' (which imports it).
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "invoices" SET "change_order_id" = "change_orders"."id" FROM "change_orders" WHERE "change_orders"."invoice_id" = "invoices"."id";--> statement-breakpoint
-- One invoice of each kind outside the schedule, but each change order billed with every stage invoiced has its own.
DROP INDEX "invoices_one_per_kind";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_kind" ON "invoices" ("proposal_id", "kind") WHERE "status" <> 'void' AND "stage" IS NULL AND "period_starts_on" IS NULL AND "change_order_id" IS NULL;
