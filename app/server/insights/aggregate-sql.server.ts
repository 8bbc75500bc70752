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

/** (day, dimension, value, views, visitors) for each of the days that has views. */
export function dayCountsSql(days: readonly string[]): SQL {
  return sql`with ${visitsOf(days)}
    select day::text as day, 'page'::insight_dimension as dimension, path as value,
      count(*)::int as views, count(distinct visitor)::int as visitors
      from views group by day, path
    union all
    select day::text, 'entry', path, sum(views)::int, count(*)::int from visits group by day, path
    union all
    select day::text, 'source', source, sum(views)::int, count(*)::int from visits group by day, source
    union all
    select day::text, 'referrer', coalesce(referrer_host, ${noReferrer}), sum(views)::int, count(*)::int
      from visits group by day, coalesce(referrer_host, ${noReferrer})
    union all
    select day::text, 'utm-source', utm_source, sum(views)::int, count(*)::int
      from visits where utm_source is not null group by day, utm_source
    union all
    select day::text, 'campaign', utm_campaign, sum(views)::int, count(*)::int
      from visits where utm_campaign is not null group by day, utm_campaign
    union all
    select day::text, 'device', device::text, sum(views)::int, count(*)::int from visits group by day, device`;
}
