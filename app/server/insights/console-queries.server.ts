/**
 * The console's Insights page: the report of a period (the route reads which
 * one from its query string with periodOfQuery), and each of its tables as a
 * CSV download (GET /admin/insights.csv?table=…).
 */
import { type CsvColumn, csvTable } from "#app/domain/console/csv";
import { conversion, FUNNEL_STAGE_LABELS, FUNNEL_STAGE_MEASURES, type FunnelRow } from "#app/domain/insights/funnel";
import type { Period } from "#app/domain/insights/period";
import {
  type ComparedRow,
  comparedRows,
  type DayFigures,
  DIMENSION_TABLES,
  type InsightsReport,
  type InsightTable,
} from "#app/domain/insights/report";

import { insightsReport } from "./queries.server";

export { insightsReport };

const comparedColumns = (valueHeader: string): CsvColumn<ComparedRow>[] => [
  { header: valueHeader, value: (row) => row.label },
  { header: "Visitors", value: (row) => row.visitors.current },
  { header: "Visitors, period before", value: (row) => row.visitors.previous },
  { header: "Page views", value: (row) => row.views.current },
  { header: "Page views, period before", value: (row) => row.views.previous },
];

const dayColumns: CsvColumn<DayFigures & { previousVisitors: number }>[] = [
  { header: "Day", value: (row) => row.day },
  { header: "Visitors", value: (row) => row.visitors },
  { header: "Page views", value: (row) => row.views },
  { header: "Visitors, same day of the period before", value: (row) => row.previousVisitors },
];

function funnelColumns(report: InsightsReport): CsvColumn<FunnelRow>[] {
  const { stages } = report.funnel;
  const columns: CsvColumn<FunnelRow>[] = [{ header: "Source", value: (row) => row.source }];
  stages.forEach((stage, index) => {
    columns.push({ header: FUNNEL_STAGE_LABELS[stage], value: (row) => row.stages[stage]?.count ?? 0 });
    const measures = FUNNEL_STAGE_MEASURES[stage];
    if (measures.units)
      columns.push({ header: `${FUNNEL_STAGE_LABELS[stage]}: units`, value: (row) => row.stages[stage]?.units ?? 0 });
    if (measures.cents)
      columns.push({
        header: `${FUNNEL_STAGE_LABELS[stage]}: USD`,
        value: (row) => ((row.stages[stage]?.cents ?? 0) / 100).toFixed(2),
      });
    const before = stages[index - 1];
    if (before)
      columns.push({
        header: `${FUNNEL_STAGE_LABELS[stage]}: % of ${FUNNEL_STAGE_LABELS[before]}`,
        value: (row) => conversion(row.stages[before]?.count ?? 0, row.stages[stage]?.count ?? 0),
      });
  });
  return columns;
}

/** One table of the report, every row, as CSV. */
export function insightsCsv(report: InsightsReport, table: InsightTable): string {
  if (table === "visitors") {
    const rows = report.current.days.map((day, index) => ({
      ...day,
      previousVisitors: report.previous.days[index]?.visitors ?? 0,
    }));
    return csvTable(dayColumns, rows);
  }
  if (table === "funnel") return csvTable(funnelColumns(report), report.funnel.rows);
  return csvTable(comparedColumns(DIMENSION_TABLES[table].valueHeader), comparedRows(report, table));
}

export function insightsCsvFileName(table: InsightTable, period: Period): string {
  return `nestz-insights-${table}-${period.current.from}-to-${period.current.to}.csv`;
}
