/**
 * Importing one quarter's pair of DOR files: both read and checked whole
 * (dor-files.ts), then the quarter's previous files replaced by the new ones
 * in one transaction with its audit entry, so a lookup sees the old quarter
 * or the new one, never a mixture, and a refused file changes nothing.
 */
import { and, eq, lte, sql } from "drizzle-orm";

import {
  buildLocationRateTable,
  buildZipPlus4Index,
  crossCheck,
  ERRORS_SHOWN,
  type LocationRate,
  readLocationRatesFile,
  readZipPlus4File,
  type ZipPlus4Range,
} from "#app/domain/tax/dor-files";
import { type Quarter, quarterOfDay } from "#app/domain/tax/rate-choice";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { getDb, type Transaction } from "#app/server/db/client.server";
import { taxRateLoads, taxZipPlus4Ranges } from "#app/server/db/schema.server";

import { forgetQuarterlyTables } from "./quarterly-tables.server";

export interface UploadedFile {
  /** The name the browser sent: shown and recorded, never used as a path. */
  name: string;
  text: string;
}

export interface LoadedQuarter {
  quarter: Quarter;
  effectiveStart: string;
  effectiveEnd: string;
  zipPlus4FileName: string;
  zipPlus4Rows: number;
  ratesFileName: string;
  ratesRows: number;
}

export type ImportResult = ({ ok: true; replaced: boolean } & LoadedQuarter) | { ok: false; errors: string[] };

/** Rows per insert or delete: each statement stays well inside the statement timeout. */
const BATCH_ROWS = 50_000;

/** A display name: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? "";
  const clean = base.replace(/\p{Cc}/gu, "").trim();
  return (clean || "unnamed file").slice(0, 120);
}

/** Every ZIP+4 row must start in the file's quarter: a file holds one quarter. */
function quarterProblems(ranges: readonly ZipPlus4Range[], quarter: Quarter): string[] {
  const problems: string[] = [];
  for (const range of ranges) {
    if (quarterOfDay(range.start) !== quarter) {
      problems.push(
        `Line ${range.line} starts on ${range.start}, in another quarter than the file's first rows (${quarter}): upload one quarter's file at a time.`,
      );
      if (problems.length >= ERRORS_SHOWN) break;
    }
  }
  return problems;
}

/** Reads and checks both files; the rows to keep, or every problem found, each named by file and line. */
export function checkRateFiles(
  zipPlus4File: UploadedFile,
  ratesFile: UploadedFile,
):
  | { ok: true; ranges: ZipPlus4Range[]; rates: LocationRate[]; summary: LoadedQuarter }
  | { ok: false; errors: string[] } {
  const zipName = cleanFileName(zipPlus4File.name);
  const ratesName = cleanFileName(ratesFile.name);
  const inZip = (problem: string) => `ZIP+4 file (${zipName}): ${problem}`;
  const inRates = (problem: string) => `Rates file (${ratesName}): ${problem}`;

  const ranges = readZipPlus4File(zipPlus4File.text);
  const rates = readLocationRatesFile(ratesFile.text);
  const errors = [...(ranges.ok ? [] : ranges.errors.map(inZip)), ...(rates.ok ? [] : rates.errors.map(inRates))];
  if (!ranges.ok || !rates.ok) return { ok: false, errors };

  const index = buildZipPlus4Index(ranges.rows);
  const table = buildLocationRateTable(rates.rows);
  if (!index.ok) errors.push(...index.errors.map(inZip));
  if (!table.ok) errors.push(...table.errors.map(inRates));
  if (!table.ok || errors.length > 0) return { ok: false, errors };

  let effectiveStart = ranges.rows[0]?.start ?? "";
  let effectiveEnd = ranges.rows[0]?.end ?? "";
  for (const range of ranges.rows) {
    if (range.start < effectiveStart) effectiveStart = range.start;
    if (range.end > effectiveEnd) effectiveEnd = range.end;
  }
  const quarter = quarterOfDay(effectiveStart);
  const mismatched = [...quarterProblems(ranges.rows, quarter).map(inZip), ...crossCheck(ranges.rows, table.index)];
  if (mismatched.length > 0) return { ok: false, errors: mismatched };
  return {
    ok: true,
    ranges: ranges.rows,
    rates: rates.rows,
    summary: {
      quarter,
      effectiveStart,
      effectiveEnd,
      zipPlus4FileName: zipName,
      zipPlus4Rows: ranges.rows.length,
      ratesFileName: ratesName,
      ratesRows: rates.rows.length,
    },
  };
}

/** `select $loadId, * from unnest($1::text[], …)`: one statement inserts a whole batch. */
async function insertRanges(tx: Transaction, loadId: number, ranges: readonly ZipPlus4Range[]): Promise<void> {
  for (let first = 0; first < ranges.length; first += BATCH_ROWS) {
    const batch = ranges.slice(first, first + BATCH_ROWS);
    const column = <T>(pick: (range: ZipPlus4Range) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into tax_zip_plus4_ranges
        (load_id, zip, plus4_low, plus4_high, code, state_rate_milli, local_rate_milli, rate_milli,
         effective_start, effective_end, line)
      select ${loadId}, * from unnest(
        ${column((r) => r.zip)}::text[], ${column((r) => r.plus4Low)}::int[], ${column((r) => r.plus4High)}::int[],
        ${column((r) => r.code)}::text[], ${column((r) => r.stateRateMilli)}::int[],
        ${column((r) => r.localRateMilli)}::int[], ${column((r) => r.rateMilli)}::int[],
        ${column((r) => r.start)}::date[], ${column((r) => r.end)}::date[], ${column((r) => r.line)}::int[])`);
  }
}

async function insertRates(tx: Transaction, loadId: number, rates: readonly LocationRate[]): Promise<void> {
  for (let first = 0; first < rates.length; first += BATCH_ROWS) {
    const batch = rates.slice(first, first + BATCH_ROWS);
    const column = <T>(pick: (rate: LocationRate) => T) => sql.param(batch.map(pick));
    await tx.execute(sql`
      insert into tax_location_rates
        (load_id, code, location, state_rate_milli, local_rate_milli, rate_milli, effective_start, effective_end, line)
      select ${loadId}, * from unnest(
        ${column((r) => r.code)}::text[], ${column((r) => r.location)}::text[], ${column((r) => r.stateRateMilli)}::int[],
        ${column((r) => r.localRateMilli)}::int[], ${column((r) => r.rateMilli)}::int[],
        ${column((r) => r.start)}::date[], ${column((r) => r.end)}::date[], ${column((r) => r.line)}::int[])`);
  }
}

/** Removes a load's ranges a batch at a time (by line, on the load's index), then the load and its rates. */
async function removeLoad(tx: Transaction, loadId: number, rows: number, lastLine: number): Promise<void> {
  const step = Math.max(1, Math.ceil(lastLine / Math.max(1, Math.ceil(rows / BATCH_ROWS))));
  for (let upTo = step; upTo < lastLine + step; upTo += step) {
    await tx
      .delete(taxZipPlus4Ranges)
      .where(and(eq(taxZipPlus4Ranges.loadId, loadId), lte(taxZipPlus4Ranges.line, upTo)));
  }
  await tx.delete(taxRateLoads).where(eq(taxRateLoads.id, loadId));
}

/** Checks both files and, when they are right, makes them the quarter's files. */
export async function importRateFiles(
  zipPlus4File: UploadedFile,
  ratesFile: UploadedFile,
  actor: Actor,
): Promise<ImportResult> {
  const checked = checkRateFiles(zipPlus4File, ratesFile);
  if (!checked.ok) return checked;
  const { summary } = checked;
  const replaced = await getDb().transaction(async (tx) => {
    // One upload of a quarter at a time: a second waits here, then replaces the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tax_rate_loads'), hashtext(${summary.quarter}))`);
    const [previous] = await tx.select().from(taxRateLoads).where(eq(taxRateLoads.quarter, summary.quarter));
    if (previous) {
      const [last] = await tx
        .select({ line: sql<number>`coalesce(max(${taxZipPlus4Ranges.line}), 0)`.mapWith(Number) })
        .from(taxZipPlus4Ranges)
        .where(eq(taxZipPlus4Ranges.loadId, previous.id));
      await removeLoad(tx, previous.id, previous.zipPlus4Rows, last?.line ?? 0);
    }
    const [load] = await tx
      .insert(taxRateLoads)
      .values({ ...summary, uploadedById: actor.id, uploadedByEmail: actor.email })
      .returning({ id: taxRateLoads.id });
    if (!load) throw new Error("tax: the upload was not recorded");
    await insertRanges(tx, load.id, checked.ranges);
    await insertRates(tx, load.id, checked.rates);
    const describe = (loaded: Omit<LoadedQuarter, "quarter"> & { quarter: string }) => ({
      quarter: loaded.quarter,
      effective: `${loaded.effectiveStart} to ${loaded.effectiveEnd}`,
      zipPlus4File: `${loaded.zipPlus4FileName} (${loaded.zipPlus4Rows} rows)`,
      ratesFile: `${loaded.ratesFileName} (${loaded.ratesRows} rows)`,
    });
    await recordChange(tx, actor, {
      action: previous ? "tax-rates.replaced" : "tax-rates.uploaded",
      subjectType: "tax-rates",
      subjectId: summary.quarter,
      before: previous ? describe(previous) : null,
      after: describe(summary),
    });
    return previous !== undefined;
  });
  forgetQuarterlyTables(summary.quarter);
  return { ok: true, replaced, ...summary };
}

/** Every quarter's files, newest quarter first, for the console. */
export async function listRateLoads(): Promise<(LoadedQuarter & { uploadedByEmail: string; uploadedAt: Date })[]> {
  const rows = await getDb()
    .select()
    .from(taxRateLoads)
    .orderBy(sql`${taxRateLoads.quarter} desc`);
  return rows.map((row) => ({ ...row, quarter: row.quarter as Quarter }));
}
