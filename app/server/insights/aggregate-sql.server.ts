/**
 * The one definition of a day's counts, as SQL over raw page views: the job
 * stores it for complete days (retention.server.ts), and the reports compute
 * it on the fly for days not stored yet (today). Same SQL, same figures.
 */
import { type SQL, sql } from "drizzle-orm";

import { NO_REFERRER } from "#app/domain/insights/kinds";

/** "(none)" as an SQL literal: a constant, so GROUP BY sees the same expression as SELECT. */
const noReferrer = sql.raw(`'${NO_REFERRER.replaceAll("'", "''")}'`);

/** Raw views of the given days, and each visitor's visit (their first view, and how many they made). */
function visitsOf(days: readonly string[]): SQL {
  return sql`
    views as (
      select day, visitor, path, source, referrer_host, utm_source, utm_campaign, device, occurred_at
      from insight_events
      where day = any(${sql.param(days)}::date[])
    ),
    visits as (
      select distinct on (day, visitor)
        day, visitor, path, source, referrer_host, utm_source, utm_campaign, device,
        count(*) over (partition by day, visitor) as views
      from views
      order by day, visitor, occurred_at
    )`;
}

/** (day, views, visitors) for each of the days that has views. */
export function dayTotalsSql(days: readonly string[]): SQL {
  return sql`with ${visitsOf(days)}
    select day::text as day, sum(views)::int as views, count(*)::int as visitors from visits group by day`;
}

/**
 * (day, dimension, value, views, visitors) for each of the days that has views.
 * Pages are counted from the views grouped by page and visitor (two hash
 * aggregations, no sort); the six dimensions of a visit in one pass over the
 * visits (grouping sets), rather than six.
 */
export function dayCountsSql(days: readonly string[]): SQL {
  return sql`with ${visitsOf(days)},
    page_visitors as (
      select day, path, count(*) as views from views group by day, path, visitor
    )
    select day::text as day, 'page'::insight_dimension as dimension, path as value,
      sum(views)::int as views, count(*)::int as visitors
      from page_visitors group by day, path
    union all
    select day::text,
      (case
        when grouping(path) = 0 then 'entry'
        when grouping(source) = 0 then 'source'
        when grouping(referrer) = 0 then 'referrer'
        when grouping(utm_source) = 0 then 'utm-source'
        when grouping(utm_campaign) = 0 then 'campaign'
        else 'device'
      end)::insight_dimension,
      coalesce(path, source, referrer, utm_source, utm_campaign, device::text),
      sum(views)::int, count(*)::int
      from (select *, coalesce(referrer_host, ${noReferrer}) as referrer from visits) as visit
      group by grouping sets ((day, path), (day, source), (day, referrer), (day, utm_source), (day, utm_campaign), (day, device))
      -- Visits without a tag are not a row of the tag's table.
      having (grouping(utm_source) = 1 or utm_source is not null)
        and (grouping(utm_campaign) = 1 or utm_campaign is not null)`;
}
