import { randomUUID } from "node:crypto";

import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { periodOf } from "#app/domain/insights/period";
import { getDb } from "#app/server/db/client.server";
import { insightDayCounts, insightDays, type insightEvents, insightSalts } from "#app/server/db/schema.server";

import { insertEvents } from "./page-views.server";
import { insightsReport } from "./queries.server";
import { ensurePartitions, runInsightsJob } from "./retention.server";

type NewEvent = typeof insightEvents.$inferInsert;

const view = (day: string, visitor: number, path: string, extra: Partial<NewEvent> = {}, minute = 0): NewEvent => ({
  day,
  occurredAt: new Date(`${day}T18:${String(minute).padStart(2, "0")}:00Z`),
  visitor,
  path,
  source: "(direct)",
  medium: "(none)",
  device: "desktop",
  ...extra,
});

/** Three complete days and today (2026-11-23, Pacific, at noon). */
const NOW = new Date("2026-11-23T20:00:00Z");
const seeded: NewEvent[] = [
  // Nov 20: visitor 1 lands from a campaign and reads two pages; visitor 2 comes direct.
  view(
    "2026-11-20",
    1,
    "/",
    { source: "newsletter", medium: "email", utmSource: "newsletter", utmCampaign: "fall" },
    1,
  ),
  view("2026-11-20", 1, "/Specs", { source: "newsletter", medium: "email" }, 2),
  view("2026-11-20", 2, "/Specs", { device: "phone" }, 3),
  // Nov 21: nothing. Nov 22: visitor 3 from Google.
  view("2026-11-22", 3, "/FAQ", { source: "google.com", medium: "organic", referrerHost: "google.com" }, 4),
  // Today: visitor 4, not rolled up until tomorrow.
  view("2026-11-23", 4, "/Contact", {}, 5),
];

async function seed(events = seeded) {
  await ensurePartitions(events.map((event) => event.day));
  await insertEvents(events);
}

const storedDays = () =>
  getDb()
    .select({ day: insightDays.day, views: insightDays.views, visitors: insightDays.visitors })
    .from(insightDays)
    .orderBy(asc(insightDays.day));
const storedCounts = () =>
  getDb()
    .select({
      day: insightDayCounts.day,
      dimension: insightDayCounts.dimension,
      value: insightDayCounts.value,
      views: insightDayCounts.views,
      visitors: insightDayCounts.visitors,
    })
    .from(insightDayCounts)
    .orderBy(asc(insightDayCounts.day), asc(insightDayCounts.dimension), asc(insightDayCounts.value));

describe("the Insights job", () => {
  it("rolls up each complete day once, empty days included, and leaves today open", async () => {
    await seed();
    const report = await runInsightsJob({ now: NOW, retentionDays: 90 });
    expect(report.daysAggregated).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(await storedDays()).toEqual([
      { day: "2026-11-20", views: 3, visitors: 2 },
      { day: "2026-11-21", views: 0, visitors: 0 },
      { day: "2026-11-22", views: 1, visitors: 1 },
    ]);
    const nov20 = (await storedCounts()).filter((row) => row.day === "2026-11-20");
    expect(nov20).toEqual(
      expect.arrayContaining([
        { day: "2026-11-20", dimension: "page", value: "/Specs", views: 2, visitors: 2 },
        { day: "2026-11-20", dimension: "entry", value: "/", views: 2, visitors: 1 },
        { day: "2026-11-20", dimension: "source", value: "newsletter", views: 2, visitors: 1 },
        { day: "2026-11-20", dimension: "source", value: "(direct)", views: 1, visitors: 1 },
        { day: "2026-11-20", dimension: "campaign", value: "fall", views: 2, visitors: 1 },
        { day: "2026-11-20", dimension: "device", value: "phone", views: 1, visitors: 1 },
      ]),
    );
  });

  it("is safe to run twice, and on two instances at once", async () => {
    const days = await storedDays();
    const counts = await storedCounts();
    const again = await runInsightsJob({ now: NOW, retentionDays: 90 });
    expect(again.daysAggregated).toEqual([]);

    // A second connection pool stands in for another instance; both run the job at once.
    await seed([view("2026-11-23", 5, "/", {}, 6)]);
    const later = new Date("2026-11-24T20:00:00Z");
    // The pool's connections are separate database sessions, as two instances' would be.
    const [one, two] = await Promise.all([
      runInsightsJob({ now: later, retentionDays: 90 }),
      runInsightsJob({ now: later, retentionDays: 90 }),
    ]);
    expect([...one.daysAggregated, ...two.daysAggregated]).toEqual(["2026-11-23"]);
    const [twice, thrice] = await Promise.all([
      runInsightsJob({ now: later, retentionDays: 90 }),
      runInsightsJob({ now: later, retentionDays: 90 }),
    ]);
    expect([...twice.daysAggregated, ...thrice.daysAggregated]).toEqual([]);
    expect((await storedDays()).slice(0, 3)).toEqual(days);
    expect((await storedCounts()).filter((row) => row.day < "2026-11-23")).toEqual(counts);
    expect((await storedDays()).at(-1)).toEqual({ day: "2026-11-23", views: 2, visitors: 2 });
  });

  it("reports the same figures from the rolled-up days as it did from the raw views", async () => {
    const period = periodOf({ period: "7d" }, "2026-11-23");
    const report = await insightsReport(period);
    expect(report.current.visitors).toBe(5);
    expect(report.current.views).toBe(6);
    expect(report.current.counts.source.find((row) => row.value === "newsletter")).toEqual({
      value: "newsletter",
      views: 2,
      visitors: 1,
    });
  });

  it("drops whole months of raw views past the retention once they are rolled up, keeping their totals", async () => {
    const old = [view("2026-05-10", 9, "/story", {}, 7), view("2026-05-11", 9, "/story", {}, 8)];
    await seed(old);
    const now = new Date("2026-11-24T20:00:00Z");
    const partitionRows = async (name: string) =>
      Number(
        ((await getDb().execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)).rows[0] as { n: number })
          .n,
      );
    expect(await partitionRows("insight_events_2026_05")).toBe(2);
    const report = await runInsightsJob({ now, retentionDays: 90 });
    expect(report.daysAggregated).toContain("2026-05-10");
    expect(report.partitionsDropped).toContain("insight_events_2026_05");
    expect(report.partitionsDropped).not.toContain("insight_events_2026_11");
    const exists = await getDb().execute(sql`select to_regclass('insight_events_2026_05') as name`);
    expect((exists.rows[0] as { name: string | null }).name).toBeNull();
    const [may10] = await getDb().select().from(insightDays).where(eq(insightDays.day, "2026-05-10"));
    expect(may10).toMatchObject({ views: 1, visitors: 1 });
    // Months ahead are ready.
    expect(report.partitionsReady).toEqual([
      "insight_events_2026_11",
      "insight_events_2026_12",
      "insight_events_2027_01",
    ]);
  });

  it("destroys every salt of an earlier day", async () => {
    await getDb()
      .insert(insightSalts)
      .values([
        { day: "2026-11-22", salt: randomUUID() },
        { day: "2026-11-24", salt: randomUUID() },
      ])
      .onConflictDoNothing();
    const report = await runInsightsJob({ now: new Date("2026-11-24T20:00:00Z"), retentionDays: 90 });
    expect(report.saltsDestroyed).toBeGreaterThanOrEqual(1);
    const [left] = await getDb().select({ n: count() }).from(insightSalts);
    expect(left?.n).toBe(1);
  });
});
