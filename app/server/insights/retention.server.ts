/**
 * The Insights job (docs/decisions/0027), run on a timer by every server
 * instance and by `npm run insights:job`: it keeps partitions ready for the
 * months ahead, rolls each complete day up into daily counts (once), drops
 * raw months older than INSIGHTS_RETENTION_DAYS once every day in them is
 * rolled up, and destroys salts of earlier days. Safe to run twice and on
 * several instances at once: each step takes the same advisory lock, and a
 * day is rolled up in one transaction that first claims its totals row.
 */
import { sql } from "drizzle-orm";

import { saltDay } from "#app/domain/insights/visitor";
import { addDays, addMonths, firstDayOf, monthOf } from "#app/domain/time/calendar-day";
import { getEnv } from "#app/server/config/env.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";

import { dayCountsSql, dayTotalsSql } from "./aggregate-sql.server";

/** Any fixed number; the job's steps run one at a time across every instance. */
const JOB_LOCK = 7_411_926;
/** Partitions kept ready beyond the current month. */
const MONTHS_AHEAD = 2;
/** Rolling up a busy day can take longer than a page's query may. */
const JOB_STATEMENT_TIMEOUT = "5min";

export interface JobReport {
  partitionsReady: string[];
  daysAggregated: string[];
  partitionsDropped: string[];
  saltsDestroyed: number;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

async function locked<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK})`);
      await tx.execute(sql.raw(`set local statement_timeout = '${JOB_STATEMENT_TIMEOUT}'`));
      return work(tx);
    }),
  );
}

/** Makes sure the months holding these days have their partitions; returns the partitions' names. */
export async function ensurePartitions(days: readonly string[], tx?: Transaction): Promise<string[]> {
  const months = [...new Set(days.map((day) => firstDayOf(monthOf(day))))];
  const make = async (db: Database | Transaction) => {
    const names: string[] = [];
    for (const month of months) {
      const [row] = rowsOf<{ name: string }>(
        await db.execute(sql`select insight_events_ensure_partition(${month}::date) as name`),
      );
      if (row) names.push(row.name);
    }
    return names;
  };
  return tx ? make(tx) : withDb(make);
}

/** Complete days (before `today`) with raw views, or after the last day rolled up, that are not rolled up yet. */
async function daysToAggregate(tx: Transaction, today: string): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(
    await tx.execute(sql`
      with bounds as (
        select least(
          (select min(day) from insight_events where day < ${today}::date),
          (select max(day) + 1 from insight_days)
        ) as first_day
      )
      select d::date::text as day
      from bounds, generate_series(bounds.first_day, ${today}::date - 1, interval '1 day') as d
      where bounds.first_day is not null
        and not exists (select 1 from insight_days where insight_days.day = d::date)
      order by 1`),
  );
  return rows.map((row) => row.day);
}

/**
 * Rolls one complete day up, in one transaction: claims its totals row first
 * (a second run finds it taken and does nothing), then writes its counts.
 * Returns false when the day was rolled up already.
 */
export async function aggregateDay(day: string): Promise<boolean> {
  return locked(async (tx) => {
    const [totals] = rowsOf<{ views: number; visitors: number }>(await tx.execute(dayTotalsSql([day])));
    const claimed = rowsOf<{ day: string }>(
      await tx.execute(sql`
        insert into insight_days (day, views, visitors)
        values (${day}::date, ${totals?.views ?? 0}, ${totals?.visitors ?? 0})
        on conflict (day) do nothing
        returning day`),
    );
    if (claimed.length === 0) return false;
    await tx.execute(sql`
      insert into insight_day_counts (day, dimension, value, views, visitors)
      select day::date, dimension, value, views, visitors from (${dayCountsSql([day])}) as counts`);
    return true;
  });
}

/**
 * Drops whole months of raw views that ended more than `retentionDays` ago,
 * and only when every day in them is rolled up (a day with no views has its
 * zero row, so "every day" is exact).
 */
async function dropOldPartitions(today: string, retentionDays: number): Promise<string[]> {
  return locked(async (tx) => {
    const cutoff = addDays(today, -retentionDays);
    const partitions = rowsOf<{ name: string; upper: string }>(
      await tx.execute(sql`
        select child.relname as name,
          substring(pg_get_expr(child.relpartbound, child.oid) from 'TO \\(''([0-9-]+)''\\)') as upper
        from pg_inherits
        join pg_class parent on parent.oid = pg_inherits.inhparent
        join pg_class child on child.oid = pg_inherits.inhrelid
        where parent.relname = 'insight_events'`),
    );
    const dropped: string[] = [];
    for (const { name, upper } of partitions) {
      // The partition holds days before `upper`; all of them must be past the cutoff.
      if (!upper || upper > cutoff) continue;
      const [open] = rowsOf<{ missing: number }>(
        await tx.execute(sql`
          select count(*)::int as missing from (select distinct day from ${sql.identifier(name)}) as raw
          where not exists (select 1 from insight_days where insight_days.day = raw.day)`),
      );
      if ((open?.missing ?? 0) > 0) continue;
      await tx.execute(sql`drop table ${sql.identifier(name)}`);
      dropped.push(name);
    }
    return dropped;
  });
}

/** Runs every step once. `now` and `retentionDays` default to the clock and INSIGHTS_RETENTION_DAYS. */
export async function runInsightsJob(options: { now?: Date; retentionDays?: number } = {}): Promise<JobReport> {
  const now = options.now ?? new Date();
  const retentionDays = options.retentionDays ?? getEnv().INSIGHTS_RETENTION_DAYS;
  const today = saltDay(now);
  const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, n) => firstDayOf(addMonths(monthOf(today), n)));
  const partitionsReady = await locked((tx) => ensurePartitions(ahead, tx));

  const daysAggregated: string[] = [];
  const pending = await locked((tx) => daysToAggregate(tx, today));
  for (const day of pending) if (await aggregateDay(day)) daysAggregated.push(day);

  const partitionsDropped = await dropOldPartitions(today, retentionDays);
  const saltsDestroyed = await locked(async (tx) => {
    const deleted = rowsOf<{ day: string }>(
      await tx.execute(sql`delete from insight_salts where day < ${today}::date returning day`),
    );
    return deleted.length;
  });
  return { partitionsReady, daysAggregated, partitionsDropped, saltsDestroyed };
}

/** How often each instance runs the job; the lock makes the runs of several instances take turns. */
export const JOB_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Starts the job on a timer (first run shortly after start). Returns a stop
 * function that waits for a run in progress.
 */
export function startInsightsJob(intervalMs = JOB_INTERVAL_MS): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = runInsightsJob().catch((error: unknown) => {
      console.error(`insights: the job failed (${(error as Error).message})`);
    });
  };
  const first = setTimeout(run, 10_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
