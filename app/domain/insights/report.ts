/**
 * The shape of what the Insights page shows and exports, and the tables it
 * is made of: stated once, for the page, its CSV downloads and the queries.
 */
import type { Funnel } from "./funnel";
import { DEVICE_LABELS, type DeviceClass, type InsightDimension } from "./kinds";
import { type Change, change, type DayRange } from "./period";

export interface DayFigures {
  day: string;
  views: number;
  visitors: number;
}

export interface DimensionRow {
  value: string;
  views: number;
  visitors: number;
}

/** One period's figures. */
export interface PeriodFigures {
  range: DayRange;
  views: number;
  visitors: number;
  /** Every day of the range, in order, zero where nothing was counted. */
  days: DayFigures[];
  /** Each dimension's rows, most visitors first. */
  counts: Record<InsightDimension, DimensionRow[]>;
}

export interface InsightsReport {
  current: PeriodFigures;
  previous: PeriodFigures;
  funnel: Funnel;
}

/** The tables of the page, each also a CSV download (`/admin/insights.csv?table=…`). */
export const DIMENSION_TABLES = {
  pages: { dimension: "page", title: "Top pages", valueHeader: "Page", measure: "views" },
  entries: { dimension: "entry", title: "Entry pages", valueHeader: "Page", measure: "visitors" },
  sources: { dimension: "source", title: "Sources", valueHeader: "Source", measure: "visitors" },
  referrers: { dimension: "referrer", title: "Referring sites", valueHeader: "Site", measure: "visitors" },
  "utm-sources": { dimension: "utm-source", title: "UTM sources", valueHeader: "utm_source", measure: "visitors" },
  campaigns: { dimension: "campaign", title: "Campaigns", valueHeader: "utm_campaign", measure: "visitors" },
  devices: { dimension: "device", title: "Devices", valueHeader: "Device", measure: "visitors" },
} as const satisfies Record<
  string,
  { dimension: InsightDimension; title: string; valueHeader: string; measure: "views" | "visitors" }
>;
export type DimensionTable = keyof typeof DIMENSION_TABLES;

export const INSIGHT_TABLES = ["visitors", ...(Object.keys(DIMENSION_TABLES) as DimensionTable[]), "funnel"] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];

export function isInsightTable(value: string): value is InsightTable {
  return (INSIGHT_TABLES as readonly string[]).includes(value);
}

/** How a stored value reads in a table: device classes by name, the rest as they are. */
export function valueLabel(dimension: InsightDimension, value: string): string {
  return dimension === "device" && value in DEVICE_LABELS ? DEVICE_LABELS[value as DeviceClass] : value;
}

export interface ComparedRow {
  value: string;
  label: string;
  visitors: Change;
  views: Change;
}

/**
 * A dimension's rows for a period beside the period before: every value of
 * the current period (most of the table's measure first), with what the same
 * value had before (0 when it had nothing).
 */
export function comparedRows(report: InsightsReport, table: DimensionTable, limit = Infinity): ComparedRow[] {
  const { dimension, measure } = DIMENSION_TABLES[table];
  const before = new Map(report.previous.counts[dimension].map((row) => [row.value, row]));
  return [...report.current.counts[dimension]]
    .sort((a, b) => b[measure] - a[measure] || a.value.localeCompare(b.value))
    .slice(0, limit)
    .map((row) => ({
      value: row.value,
      label: valueLabel(dimension, row.value),
      visitors: change(row.visitors, before.get(row.value)?.visitors ?? 0),
      views: change(row.views, before.get(row.value)?.views ?? 0),
    }));
}
