CREATE TYPE "public"."insight_device" AS ENUM('phone', 'tablet', 'desktop');--> statement-breakpoint
CREATE TYPE "public"."insight_dimension" AS ENUM('page', 'entry', 'source', 'referrer', 'utm-source', 'campaign', 'device');--> statement-breakpoint
CREATE TABLE "insight_day_counts" (
	"day" date NOT NULL,
	"dimension" "insight_dimension" NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "insight_day_counts_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "insight_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"aggregated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_days_counts" CHECK ("insight_days"."views" >= "insight_days"."visitors" and "insight_days"."visitors" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insight_events" (
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visitor" bigint NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"device" "insight_device" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "medium" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "campaign" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "insight_day_counts" ADD CONSTRAINT "insight_day_counts_day_insight_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."insight_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_day_counts_dimension_idx" ON "insight_day_counts" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "insight_events_visitor_idx" ON "insight_events" USING btree ("day","visitor","occurred_at");--> statement-breakpoint
CREATE INDEX "quote_requests_source_idx" ON "quote_requests" USING btree ("created_at","source");