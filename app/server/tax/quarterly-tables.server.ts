/**
 * The quarter's uploaded files, indexed in memory for lookups in microseconds.
 * Each server instance keeps the index of the quarters it has been asked
 * about, and checks on every use that the quarter's upload is still the one it
 * indexed (one small query), so a new upload on any instance is used at once.
 */
import { and, asc, eq, gt } from "drizzle-orm";

import {
  buildLocationRateTable,
  buildZipPlus4Index,
  type LocationRate,
  type ZipPlus4Range,
} from "#app/domain/tax/dor-files";
import type { Quarter, QuarterlyTables } from "#app/domain/tax/rate-choice";
import { getDb } from "#app/server/db/client.server";
import { taxLocationRates, taxRateLoads, taxZipPlus4Ranges } from "#app/server/db/schema.server";

interface IndexedQuarter {
  loadId: number;
  tables: Promise<QuarterlyTables>;
}

const indexed = new Map<Quarter, IndexedQuarter>();

/** Rows are read a page at a time: each query stays well inside the statement timeout. */
const PAGE_ROWS = 50_000;

async function readRanges(loadId: number): Promise<ZipPlus4Range[]> {
  const rows: ZipPlus4Range[] = [];
  let after = 0;
  for (;;) {
    const page = await getDb()
      .select()
      .from(taxZipPlus4Ranges)
      .where(and(eq(taxZipPlus4Ranges.loadId, loadId), gt(taxZipPlus4Ranges.line, after)))
      .orderBy(asc(taxZipPlus4Ranges.line))
      .limit(PAGE_ROWS);
    for (const row of page) {
      rows.push({
        zip: row.zip,
        plus4Low: row.plus4Low,
        plus4High: row.plus4High,
        code: row.code,
        stateRateMilli: row.stateRateMilli,
        localRateMilli: row.localRateMilli,
        rateMilli: row.rateMilli,
        start: row.effectiveStart,
        end: row.effectiveEnd,
        line: row.line,
      });
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE_ROWS) return rows;
    after = last.line;
  }
}

async function readRates(loadId: number): Promise<LocationRate[]> {
  const rows = await getDb().select().from(taxLocationRates).where(eq(taxLocationRates.loadId, loadId));
  return rows.map((row) => ({
    code: row.code,
    location: row.location,
    stateRateMilli: row.stateRateMilli,
    localRateMilli: row.localRateMilli,
    rateMilli: row.rateMilli,
    start: row.effectiveStart,
    end: row.effectiveEnd,
    line: row.line,
  }));
}

async function buildTables(loadId: number): Promise<QuarterlyTables> {
  const [ranges, rates] = await Promise.all([readRanges(loadId), readRates(loadId)]);
  const zipPlus4 = buildZipPlus4Index(ranges);
  const table = buildLocationRateTable(rates);
  // The import checked both before keeping them; failing here means the rows were changed by hand.
  if (!zipPlus4.ok || !table.ok) throw new Error(`tax: the uploaded files of load ${loadId} no longer index`);
  return { zipPlus4: zipPlus4.index, rates: table.index };
}

/** The quarter's files, indexed; null when none are uploaded for it. */
export async function quarterlyTables(quarter: Quarter): Promise<QuarterlyTables | null> {
  const [load] = await getDb()
    .select({ id: taxRateLoads.id })
    .from(taxRateLoads)
    .where(eq(taxRateLoads.quarter, quarter));
  if (!load) {
    indexed.delete(quarter);
    return null;
  }
  const current = indexed.get(quarter);
  if (current?.loadId === load.id) return current.tables;
  const tables = buildTables(load.id);
  indexed.set(quarter, { loadId: load.id, tables });
  // A failed build is forgotten, so the next request tries again.
  tables.catch(() => {
    if (indexed.get(quarter)?.tables === tables) indexed.delete(quarter);
  });
  return tables;
}

/** Forgets a quarter's index at once (after an import on this instance). */
export function forgetQuarterlyTables(quarter: Quarter): void {
  indexed.delete(quarter);
}
