/**
 * Insights under load (docs/decisions/0026, 0027):
 * - the collector: autocannon POSTs page views to /api/insights/event, each
 *   from an address of its own (X-Forwarded-For; the bench server trusts one
 *   proxy) with a browser's user agent, and the database says how many were
 *   written;
 * - the report: a million page views over the last 90 days (the collector's
 *   views deleted first), made by one
 *   set-based INSERT … SELECT generate_series and rolled up by the job as the
 *   server would, then the Insights page for 90 days (over HTTP, signed in as
 *   an admin) and its query function (in this process) timed.
 */
import autocannon, { type Result } from "autocannon";

import { periodOf } from "#app/domain/insights/period";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { insightsReport } from "#app/server/insights/queries.server";
import { runInsightsJob } from "#app/server/insights/retention.server";
import { sqlOnce } from "#tests/support/sql";

import type { RunningServer } from "./server";
import { benchSession } from "./sessions";
import { median } from "./table";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface CollectorResult {
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  sent: number;
  answered204: number;
  errors: number;
  non2xx: number;
  eventsWritten: number;
}

async function countEvents(databaseUrl: string): Promise<number> {
  const [row] = await sqlOnce<{ count: number }>(databaseUrl, "select count(*)::int as count from insight_events");
  return row?.count ?? 0;
}

export async function measureCollector(
  server: RunningServer,
  connections: number,
  durationSeconds: number,
): Promise<CollectorResult> {
  let sent = 0;
  const pages = ["/", "/Specs", "/FAQ", "/Contact", "/Delivery", "/Shop"];
  const run = (seconds: number) =>
    new Promise<Result>((resolve, reject) => {
      autocannon(
        {
          url: `${server.baseUrl}/api/insights/event`,
          connections,
          duration: seconds,
          timeout: 10,
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME },
          requests: [
            {
              setupRequest: (request) => {
                sent += 1;
                // 65,536 addresses in turn: each stays far below the per-address limit.
                const address = `10.77.${(sent >> 8) & 255}.${sent & 255}`;
                const body = JSON.stringify({ p: pages[sent % pages.length], r: "www.google.com", s: "bench" });
                return { ...request, body, headers: { ...request.headers, "x-forwarded-for": address } };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

  await run(2); // warm-up, not counted
  const databaseUrl = await server.databaseUrl();
  // The warm-up's last views are written within a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = await countEvents(databaseUrl);
  const result = await run(durationSeconds);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return {
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    sent: result.requests.sent,
    answered204: result["2xx"],
    errors: result.errors,
    non2xx: result.non2xx,
    eventsWritten: (await countEvents(databaseUrl)) - before,
  };
}

export interface ReportResult {
  events: number;
  days: number;
  generateSeconds: number;
  aggregateSeconds: number;
  queryMs: { median: number; max: number; runs: number };
  pageMs: { median: number; max: number; runs: number; status: number };
}

/** A million views over the last 90 days: about 3 a visitor, a dozen pages, five sources, three devices. */
async function generateEvents(databaseUrl: string, today: string, events: number, days: number): Promise<void> {
  const first = addDays(today, 1 - days);
  await sqlOnce(
    databaseUrl,
    `select insight_events_ensure_partition(d::date) from generate_series('${first}'::date, '${today}'::date, interval '1 month') as d
     union all select insight_events_ensure_partition('${today}'::date)`,
  );
  await sqlOnce(
    databaseUrl,
    `insert into insight_events (day, occurred_at, visitor, path, referrer_host, utm_source, utm_medium, utm_campaign, source, medium, device)
     select day, day + make_interval(secs => (n % 86400)), v.visitor,
       (array['/', '/Specs', '/FAQ', '/Contact', '/Delivery', '/Shop', '/bedroom', '/Office', '/Kitchen', '/story', '/Benefits', '/Customize'])[1 + n % 12],
       (array[null, 'google.com', null, 'facebook.com', 'bing.com'])[1 + v.kind],
       (array[null, null, 'newsletter', null, null])[1 + v.kind],
       (array[null, null, 'email', null, null])[1 + v.kind],
       case when v.kind = 2 then 'fall-' || (v.visitor % 4) end,
       (array['(direct)', 'google.com', 'newsletter', 'facebook.com', 'bing.com'])[1 + v.kind],
       (array['(none)', 'organic', 'email', 'referral', 'organic'])[1 + v.kind],
       (array['phone', 'tablet', 'desktop'])[1 + v.visitor % 3]::insight_device
     from generate_series(1, ${events}) as n,
       lateral (select '${today}'::date - (n % ${days}) as day) as d,
       lateral (select (n / 3)::bigint as visitor, ((n / 3) % 5)::int as kind) as v`,
  );
}

export async function measureReport(server: RunningServer, events = 1_000_000, days = 90): Promise<ReportResult> {
  const databaseUrl = await server.databaseUrl();
  const today = businessDay(new Date());
  // The collector's views (all of today, tens of thousands, more the faster it is) go first: the
  // report is measured over exactly the generated million, not over whatever the collector took.
  await sqlOnce(databaseUrl, "truncate insight_events");
  let started = performance.now();
  await generateEvents(databaseUrl, today, events, days);
  const generateSeconds = (performance.now() - started) / 1000;

  connectDatabase(databaseUrl);
  try {
    started = performance.now();
    await runInsightsJob();
    const aggregateSeconds = (performance.now() - started) / 1000;

    const period = periodOf({ period: "90d" }, today);
    const queryTimes: number[] = [];
    for (let run = 0; run < 10; run++) {
      started = performance.now();
      await insightsReport(period);
      queryTimes.push(performance.now() - started);
    }

    const cookie = await benchSession(server, { admin: true });
    const pageTimes: number[] = [];
    let status = 0;
    for (let run = 0; run < 11; run++) {
      started = performance.now();
      const response = await fetch(`${server.baseUrl}/admin/insights?period=90d`, { headers: { cookie } });
      await response.text();
      status = response.status;
      // The first request warms the route's module and the auth layer; it is not counted.
      if (run > 0) pageTimes.push(performance.now() - started);
    }
    return {
      events,
      days,
      generateSeconds,
      aggregateSeconds,
      queryMs: { median: median(queryTimes), max: Math.max(...queryTimes), runs: queryTimes.length },
      pageMs: { median: median(pageTimes), max: Math.max(...pageTimes), runs: pageTimes.length, status },
    };
  } finally {
    await disconnectDatabase();
  }
}
