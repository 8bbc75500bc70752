import { HeadedSection } from "#app/components/ui/headed-section";
import { change, type Period, periodSearch } from "#app/domain/insights/period";
import {
  comparedRows,
  DIMENSION_TABLES,
  type DimensionTable,
  type InsightsReport,
  type InsightTable,
} from "#app/domain/insights/report";
import { formatBusinessDate } from "#app/domain/time/business-time";

import { ChangeText } from "./change-badge";
import { DimensionTableView } from "./dimension-table";
import { FunnelView } from "./funnel-view";
import { VisitorsChart } from "./visitors-chart";

/** Rows each table shows on the page; its CSV has them all. */
const SHOWN_ROWS = 10;

const dayName = (day: string) => formatBusinessDate(`${day}T12:00:00Z`);

/** A period's figures: totals, visitors over time, the funnel, and the tables, each beside the period before. */
export function InsightsOverview({ period, report }: { period: Period; report: InsightsReport }) {
  const csvHref = (table: InsightTable) => `/admin/insights.csv${periodSearch(period)}&table=${table}`;
  const { current, previous } = report;
  const totals = [
    { label: "Visitors", value: change(current.visitors, previous.visitors), unit: "visitors" },
    { label: "Page views", value: change(current.views, previous.views), unit: "page views" },
  ];
  return (
    <div className="mt-6 grid gap-10">
      <HeadedSection
        headingId="insights-totals"
        className="grid gap-3"
        title={
          <>
            {dayName(period.current.from)}
            {period.current.to !== period.current.from ? ` to ${dayName(period.current.to)}` : ""}
          </>
        }
      >
        <p className="text-stone-700">
          Compared with {dayName(period.previous.from)}
          {period.previous.to !== period.previous.from ? ` to ${dayName(period.previous.to)}` : ""}. A visitor is
          counted once a day: the same person on two days is two visitors.
        </p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {totals.map((total) => (
            <div key={total.label} className="rounded-xl border border-stone-200 bg-white p-4">
              <dt className="font-semibold text-stone-700">{total.label}</dt>
              <dd className="mt-1 flex items-baseline gap-3">
                <span className="font-serif text-4xl text-evergreen-900 tabular-nums">
                  {total.value.current.toLocaleString("en-US")}
                </span>
                <ChangeText value={total.value} unit={total.unit} />
              </dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
      <section aria-labelledby="insights-over-time" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="insights-over-time" className="text-2xl">
            Visitors over time
          </h2>
          <a href={csvHref("visitors")} download className="font-semibold underline underline-offset-4">
            Visitors by day: CSV
          </a>
        </div>
        <VisitorsChart days={current.days} previous={previous.days} />
      </section>
      <FunnelView funnel={report.funnel} csvHref={csvHref("funnel")} />
      <div className="grid gap-10 xl:grid-cols-2">
        {(Object.keys(DIMENSION_TABLES) as DimensionTable[]).map((table) => (
          <DimensionTableView
            key={table}
            table={table}
            rows={comparedRows(report, table, SHOWN_ROWS)}
            total={current.counts[DIMENSION_TABLES[table].dimension].length}
            csvHref={csvHref(table)}
          />
        ))}
      </div>
    </div>
  );
}
