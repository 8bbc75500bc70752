-- Raw page views are partitioned by month of their Pacific day (docs/decisions/0027): inserts
-- go to one small current partition, and old months are dropped whole once rolled up.
-- drizzle-kit cannot write a partitioned table, so the table it made is replaced here (it is
-- empty: this runs right after 0007). Its columns and index are the same as in the schema.
DROP TABLE "insight_events";--> statement-breakpoint
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
) PARTITION BY RANGE ("day");--> statement-breakpoint
CREATE INDEX "insight_events_visitor_idx" ON "insight_events" USING btree ("day","visitor","occurred_at");--> statement-breakpoint
-- Makes the partition of the month that holds `month_day` if it is missing; returns its name.
-- Safe to call from several instances at once (the second waits on the lock, then finds it).
CREATE FUNCTION "insight_events_ensure_partition"(month_day date) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	first_day date := date_trunc('month', month_day)::date;
	partition_name text := 'insight_events_' || to_char(first_day, 'YYYY_MM');
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('insight_events_partitions'));
	IF to_regclass(partition_name) IS NULL THEN
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "insight_events" FOR VALUES FROM (%L) TO (%L)',
			partition_name, first_day, (first_day + interval '1 month')::date
		);
	END IF;
	RETURN partition_name;
END
$$;--> statement-breakpoint
-- This month and the next two, so the site counts from its first start; the job keeps three ahead.
SELECT "insight_events_ensure_partition"((current_date + make_interval(months => n))::date)
FROM generate_series(-1, 2) AS n;
