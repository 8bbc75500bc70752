CREATE TABLE "site_page_versions" (
	"page" text NOT NULL,
	"number" integer NOT NULL,
	"words" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"reverted_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_email" text NOT NULL,
	CONSTRAINT "site_page_versions_page_number_pk" PRIMARY KEY("page","number"),
	CONSTRAINT "site_page_versions_number" CHECK ("site_page_versions"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"page" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_revision" integer DEFAULT 1 NOT NULL,
	"published_number" integer NOT NULL,
	"scheduled_number" integer,
	"scheduled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_page" CHECK ("site_pages"."page" in ('faq', 'notice')),
	CONSTRAINT "site_pages_schedule_whole" CHECK (("site_pages"."scheduled_number" is null) = ("site_pages"."scheduled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_page_site_pages_page_fk" FOREIGN KEY ("page") REFERENCES "public"."site_pages"("page") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_versions" ADD CONSTRAINT "site_page_versions_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
COMMENT ON TABLE "site_pages" IS 'The pages the owner edits: the draft, the published version and a scheduled one. Words are typed blocks (JSON), never HTML.';--> statement-breakpoint
COMMENT ON TABLE "site_page_versions" IS 'Every version a page has had, kept for good; published_at is null while a scheduled version waits.';
