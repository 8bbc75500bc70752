CREATE TABLE "tax_location_rates" (
	"load_id" bigint NOT NULL,
	"code" text NOT NULL,
	"location" text NOT NULL,
	"state_rate_milli" integer NOT NULL,
	"local_rate_milli" integer NOT NULL,
	"rate_milli" integer NOT NULL,
	"effective_start" date NOT NULL,
	"effective_end" date NOT NULL,
	"line" integer NOT NULL,
	CONSTRAINT "tax_location_rates_rate" CHECK ("tax_location_rates"."rate_milli" between 0 and 15000)
);
--> statement-breakpoint
CREATE TABLE "tax_lookup_answers" (
	"address_key" text NOT NULL,
	"quarter" text NOT NULL,
	"found" boolean NOT NULL,
	"result_code" integer NOT NULL,
	"match" text,
	"code" text,
	"rate_milli" integer,
	"local_rate_milli" integer,
	"state_rate_milli" integer,
	"location" text,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_lookup_answers_address_key_quarter_pk" PRIMARY KEY("address_key","quarter"),
	CONSTRAINT "tax_lookup_answers_quarter" CHECK ("tax_lookup_answers"."quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "tax_lookup_answers_found" CHECK ("tax_lookup_answers"."found" = ("tax_lookup_answers"."code" is not null and "tax_lookup_answers"."rate_milli" is not null and "tax_lookup_answers"."match" is not null)),
	CONSTRAINT "tax_lookup_answers_rate" CHECK ("tax_lookup_answers"."rate_milli" is null or "tax_lookup_answers"."rate_milli" between 0 and 15000)
);
--> statement-breakpoint
CREATE TABLE "tax_rate_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quarter" text NOT NULL,
	"effective_start" date NOT NULL,
	"effective_end" date NOT NULL,
	"zip_plus4_file_name" text NOT NULL,
	"zip_plus4_rows" integer NOT NULL,
	"rates_file_name" text NOT NULL,
	"rates_rows" integer NOT NULL,
	"uploaded_by_id" text,
	"uploaded_by_email" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_loads_quarter_unique" UNIQUE("quarter"),
	CONSTRAINT "tax_rate_loads_quarter" CHECK ("tax_rate_loads"."quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "tax_rate_loads_period" CHECK ("tax_rate_loads"."effective_start" <= "tax_rate_loads"."effective_end"),
	CONSTRAINT "tax_rate_loads_rows" CHECK ("tax_rate_loads"."zip_plus4_rows" > 0 and "tax_rate_loads"."rates_rows" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_zip_plus4_ranges" (
	"load_id" bigint NOT NULL,
	"zip" text NOT NULL,
	"plus4_low" integer NOT NULL,
	"plus4_high" integer NOT NULL,
	"code" text NOT NULL,
	"state_rate_milli" integer NOT NULL,
	"local_rate_milli" integer NOT NULL,
	"rate_milli" integer NOT NULL,
	"effective_start" date NOT NULL,
	"effective_end" date NOT NULL,
	"line" integer NOT NULL,
	CONSTRAINT "tax_zip_plus4_ranges_rate" CHECK ("tax_zip_plus4_ranges"."rate_milli" between 0 and 15000)
);
--> statement-breakpoint
ALTER TABLE "tax_location_rates" ADD CONSTRAINT "tax_location_rates_load_id_tax_rate_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."tax_rate_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rate_loads" ADD CONSTRAINT "tax_rate_loads_uploaded_by_id_user_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_zip_plus4_ranges" ADD CONSTRAINT "tax_zip_plus4_ranges_load_id_tax_rate_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."tax_rate_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_location_rates_load_idx" ON "tax_location_rates" USING btree ("load_id","code");--> statement-breakpoint
CREATE INDEX "tax_lookup_answers_code_idx" ON "tax_lookup_answers" USING btree ("quarter","code");--> statement-breakpoint
CREATE INDEX "tax_zip_plus4_ranges_load_idx" ON "tax_zip_plus4_ranges" USING btree ("load_id","line");