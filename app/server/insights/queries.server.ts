/**
 * Reports for the console's Insights page: totals, the visitors over time,
 * the top pages, entry pages, sources, campaigns and devices of a period and
 * of the period before it, and the funnel by source. Complete days come from
 * the daily counts; days not rolled up yet (today) are counted from the raw
 * views with the very same SQL (aggregate-sql.server.ts).
 */
import { and, count, gte, lte, type SQL, sql, sum } from "drizzle-orm";

import {
  assembleFunnel,
  type Funnel,
  FUNNEL_STAGES,
  type FunnelStage,
  type StageFigures,
} from "#app/domain/insights/funnel";
import type { InsightDimension } from "#app/domain/insights/kinds";
import { type DayRange, daysOf, type Period } from "#app/domain/insights/period";
import type { DayFigures, DimensionRow, InsightsReport, PeriodFigures } from "#app/domain/insights/report";
import { BUSINESS_TIME_ZONE } from "#app/domain/time/business-time";
import { type Database, withDb } from "#app/server/db/client.server";
import { insightDayCounts, insightDays, quoteRequests } from "#app/server/db/schema.server";

import { dayCountsSql } from "./aggregate-sql.server";

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/**
 * The days of a range that are not rolled up yet: today, and any after the
 * last day the job reached. Days before that are either rolled up or had no
 * views at all (the job rolls up every day from the first with views on,
 * writing a zero row for an empty one), so they need no look at raw views.
 */
async function openDays(db: Database, range: DayRange): Promise<string[]> {
  const [closed, [last]] = await Promise.all([
    db
      .select({ day: insightDays.day })
      .from(insightDays)
      .where(and(gte(insightDays.day, range.from), lte(insightDays.day, range.to))),
    db.select({ day: sql<string | null>`max(${insightDays.day})::text` }).from(insightDays),
  ]);
  const done = new Set(closed.map((row) => row.day));
  const after = last?.day ?? null;
  return daysOf(range).filter((day) => !done.has(day) && (after === null || day > after));
}

type CountRow = { day: string; dimension: InsightDimension } & DimensionRow;

async function periodFigures(db: Database, range: DayRange): Promise<PeriodFigures> {
  const open = await openDays(db, range);
  const [closedTotals, closedCounts, openCounts] = await Promise.all([
    db
      .select({ day: insightDays.day, views: insightDays.views, visitors: insightDays.visitors })
      .from(insightDays)
      .where(and(gte(insightDays.day, range.from), lte(insightDays.day, range.to))),
    db
      .select({
        dimension: insightDayCounts.dimension,
        value: insightDayCounts.value,
        views: sql<number>`${sum(insightDayCounts.views)}::int`,
        visitors: sql<number>`${sum(insightDayCounts.visitors)}::int`,
      })
      .from(insightDayCounts)
      .where(and(gte(insightDayCounts.day, range.from), lte(insightDayCounts.day, range.to)))
      .groupBy(insightDayCounts.dimension, insightDayCounts.value),
    open.length ? db.execute(dayCountsSql(open)).then(rowsOf<CountRow>) : Promise.resolve([]),
  ]);
  // An open day's totals are its device rows added up: every visitor has exactly one device.
  const openTotals = new Map<string, DayFigures>();
  for (const row of openCounts) {
    if (row.dimension !== "device") continue;
    const day = openTotals.get(row.day) ?? { day: row.day, views: 0, visitors: 0 };
    day.views += row.views;
    day.visitors += row.visitors;
    openTotals.set(row.day, day);
  }

  const byDay = new Map<string, DayFigures>([...closedTotals, ...openTotals.values()].map((row) => [row.day, row]));
  const days = daysOf(range).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
  const counts: Record<InsightDimension, DimensionRow[]> = {
    page: [],
    entry: [],
    source: [],
    referrer: [],
    "utm-source": [],
    campaign: [],
    device: [],
  };
  const merged = new Map<string, { dimension: InsightDimension } & DimensionRow>();
  for (const row of [...closedCounts, ...openCounts]) {
    const key = `${row.dimension}\u0000${row.value}`;
    const seen = merged.get(key);
    if (seen) {
      seen.views += row.views;
      seen.visitors += row.visitors;
    } else merged.set(key, { ...row });
  }
  for (const { dimension, value, views, visitors } of merged.values())
    counts[dimension].push({ value, views, visitors });
  for (const rows of Object.values(counts)) {
    rows.sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value));
  }
  return {
    range,
    views: days.reduce((total, day) => total + day.views, 0),
    // A visitor is someone for one day only (decision 0026): a period's visitors are its days' visitors added up.
    visitors: days.reduce((total, day) => total + day.visitors, 0),
    days,
    counts,
  };
}

// ---------------------------------------------------------------------------------------------
// The funnel by source

/** A stage's counts; only the visitors' stage waits for the period's figures. */
type StageQuery = (
  db: Database,
  range: DayRange,
  figures: Promise<PeriodFigures>,
) => Promise<Map<string, StageFigures>>;

/** Requests created within the range's Pacific days. */
const requestedIn = (range: DayRange) =>
  sql`(${quoteRequests.createdAt} at time zone ${BUSINESS_TIME_ZONE})::date between ${range.from}::date and ${range.to}::date`;

/** A request without a recorded source (made before Insights, or by a browser that opted out). */
export const UNKNOWN_SOURCE = "(unknown)";
const requestSource = sql<string>`coalesce(${quoteRequests.source}, ${sql.raw(`'${UNKNOWN_SOURCE}'`)})`;

/** Whether `column` (a timestamp) falls within the range's Pacific days. */
const within = (column: SQL, range: DayRange) =>
  sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date between ${range.from}::date and ${range.to}::date`;

type SourceRow = { source: string; count: number; units: number | null; cents: number | null };

/**
 * Requests whose newest proposal version reached a step (sent, accepted) within the range, by the
 * request's source: each request counts once however often it was revised, with its units and the
 * total of that newest version.
 */
async function proposalsAt(db: Database, step: "sent_at" | "accepted_at", range: DayRange) {
  const result = await db.execute<SourceRow>(sql`
    select coalesce(q.source, ${UNKNOWN_SOURCE}) as source, count(*)::int as count,
           sum(q.units)::int as units, sum(p.total_cents)::bigint as cents
    from (
      select distinct on (quote_request_id) quote_request_id, total_cents
      from proposals
      where ${within(sql.raw(step), range)}
      order by quote_request_id, version desc
    ) p
    join quote_requests q on q.id = p.quote_request_id
    group by 1`);
  return result.rows;
}

/**
 * How each stage is counted, by the source of the request it descends from: proposals, deposits
 * and invoices inherit the source of their request. The page, the CSV and the chart show the
 * stages listed here, in FUNNEL_STAGES order.
 */
const stageQueries: { [S in FunnelStage]?: StageQuery } = {
  // Visitors by the source of their first view of the day.
  visitors: async (_db, _range, figures) =>
    new Map((await figures).counts.source.map((row) => [row.value, { count: row.visitors, units: null, cents: null }])),
  "quote-requests": async (db, range) =>
    bySource(
      await db
        .select({ source: requestSource, count: count(), units: sql<number>`${sum(quoteRequests.units)}::int` })
        .from(quoteRequests)
        .where(requestedIn(range))
        .groupBy(requestSource),
      { cents: false },
    ),
  "proposals-sent": async (db, range) => bySource(await proposalsAt(db, "sent_at", range), { cents: true }),
  accepted: async (db, range) => bySource(await proposalsAt(db, "accepted_at", range), { cents: true }),
  // Money received in the range: deposits paid by card and invoices paid (card, check, ACH or wire).
  paid: async (db, range) => {
    const result = await db.execute<SourceRow>(sql`
      select coalesce(q.source, ${UNKNOWN_SOURCE}) as source, count(*)::int as count, null::int as units,
             sum(money.cents)::bigint as cents
      from (
        select quote_request_id, deposit_cents as cents from proposals
        where deposit_paid_at is not null and ${within(sql.raw("deposit_paid_at"), range)}
        union all
        select p.quote_request_id, i.amount_cents from invoices i join proposals p on p.id = i.proposal_id
        where i.paid_at is not null and ${within(sql.raw("i.paid_at"), range)}
      ) money
      join quote_requests q on q.id = money.quote_request_id
      group by 1`);
    return bySource(result.rows, { cents: true });
  },
};

/** The stages the funnel shows: those with a query above, in order. */
export const IMPLEMENTED_FUNNEL_STAGES: FunnelStage[] = FUNNEL_STAGES.filter((stage) => stage in stageQueries);

function bySource(
  rows: { source: string; count: number; units?: number | null; cents?: number | null }[],
  measures: { cents: boolean },
): Map<string, StageFigures> {
  return new Map(
    rows.map((row) => [
      row.source,
      { count: Number(row.count), units: row.units ?? null, cents: measures.cents ? Number(row.cents ?? 0) : null },
    ]),
  );
}

/** The funnel of a range; its stages are asked for at once, each as soon as what it reads is known. */
async function funnelOf(db: Database, range: DayRange, figures: Promise<PeriodFigures>): Promise<Funnel> {
  const entries = await Promise.all(
    IMPLEMENTED_FUNNEL_STAGES.map(async (stage) => {
      const query = stageQueries[stage];
      return [stage, query ? await query(db, range, figures) : new Map<string, StageFigures>()] as const;
    }),
  );
  return assembleFunnel(IMPLEMENTED_FUNNEL_STAGES, Object.fromEntries(entries));
}

/** Everything the Insights page shows for a period and the one before it, every query under way at once. */
export async function insightsReport(period: Period): Promise<InsightsReport> {
  return withDb(async (db) => {
    const current = periodFigures(db, period.current);
    const [previous, funnel] = await Promise.all([
      periodFigures(db, period.previous),
      funnelOf(db, period.current, current),
      // Awaited here too, so its failure is never left unhandled while the others run.
      current,
    ]);
    return { current: await current, previous, funnel };
  });
}
