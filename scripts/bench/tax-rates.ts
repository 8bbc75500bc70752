/**
 * Washington's rates from DOR's quarterly files: importing a full quarter's
 * ZIP+4 file (a synthetic one the size of DOR's, with its rates file), the
 * first lookup after an import (the quarter's rows read and indexed), and
 * resolving a delivery address from the imported files, each beside its goal.
 * Measurements, not tests. Runs as a section of `npm run bench` (`--only tax`)
 * against the bench server's database, or alone with its own PostgreSQL:
 * `node --import tsx scripts/bench/tax-rates.ts`.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

import type { Quarter } from "#app/domain/tax/rate-choice";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { forgetQuarterlyTables, quarterlyTables } from "#app/server/tax/quarterly-tables.server";
import { importRateFiles } from "#app/server/tax/rate-files-import.server";
import { rateForDelivery } from "#app/server/tax/rate-for-delivery.server";
import { syntheticRateFiles } from "#tests/support/dor-rate-files";

import { loadLine, machineInfo, printMachine, saveResults } from "./report";
import { judged, median, printTable } from "./table";

export const TAX_GOALS = {
  /** DOR's ZIP+4 file for a quarter: about half a million ranges. */
  rows: 500_000,
  importMs: 60_000,
  resolveMs: 5,
};

/** A past quarter: DOR's lookup answers only for today's, so every address is resolved from the files. */
const QUARTER: Quarter = "2026-Q3";
const DAY = "2026-08-14";
const LOOKUPS = 2_000;

export interface TaxRatesMeasure {
  rows: number;
  fileBytes: number;
  importMs: number;
  /** The first lookup after the import, on the instance that made it. */
  firstLookupMs: number;
  /** The first lookup on an instance that did not make the import: the quarter's rows read back and indexed. */
  otherInstanceFirstLookupMs: number;
  resolveMedianMs: number;
  resolveP99Ms: number;
  /** The index alone, without the database's check that the upload is still current. */
  indexLookupMicros: number;
  heapMB: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

/** Imports the files into the connected database and resolves addresses from them. */
export async function measureTaxRates(rows = TAX_GOALS.rows): Promise<TaxRatesMeasure> {
  const files = syntheticRateFiles(QUARTER, rows);
  const owner = { id: null, email: "bench@nestz.example" };
  let started = performance.now();
  const result = await importRateFiles(
    { name: "ZIP4-bench.csv", text: files.zipPlus4 },
    { name: "Rates-bench.csv", text: files.rates },
    owner,
  );
  const importMs = performance.now() - started;
  if (!result.ok) throw new Error(`the synthetic files were refused:\n${result.errors.join("\n")}`);

  // ZIP+4 codes spread over the file's ZIPs (98001 upward), most inside a range, some between.
  const addresses = Array.from({ length: LOOKUPS }, (_, index) => ({
    street: `${index + 1} Bench Way`,
    city: "Benchton",
    zip: `${98_001 + ((index * 37) % 1_300)}-${String((index * 7_919) % 10_000).padStart(4, "0")}`,
  }));
  started = performance.now();
  await rateForDelivery(addresses[0] ?? { street: "", city: "", zip: "98001" }, DAY);
  const firstLookupMs = performance.now() - started;

  const times: number[] = [];
  for (const address of addresses) {
    started = performance.now();
    const choice = await rateForDelivery(address, DAY);
    times.push(performance.now() - started);
    if (choice.decision === "refused") throw new Error(`refused: ${choice.reason}`);
  }
  forgetQuarterlyTables();
  started = performance.now();
  await rateForDelivery(addresses[0] ?? { street: "", city: "", zip: "98001" }, DAY);
  const otherInstanceFirstLookupMs = performance.now() - started;

  const tables = await quarterlyTables(QUARTER);
  started = performance.now();
  for (const address of addresses) tables?.zipPlus4.rangeFor(address.zip.slice(0, 5), address.zip.slice(6), DAY);
  const indexLookupMicros = ((performance.now() - started) * 1_000) / addresses.length;

  return {
    rows,
    fileBytes: Buffer.byteLength(files.zipPlus4),
    importMs,
    firstLookupMs,
    otherInstanceFirstLookupMs,
    resolveMedianMs: median(times),
    resolveP99Ms: percentile(times, 0.99),
    indexLookupMicros,
    heapMB: process.memoryUsage().heapUsed / 1024 / 1024,
  };
}

export function printTaxRates(measure: TaxRatesMeasure): void {
  printTable(
    `Tax rates from DOR's quarterly files (${measure.rows.toLocaleString("en-US")} ZIP+4 ranges, ${(measure.fileBytes / 1024 / 1024).toFixed(1)} MB; ${LOOKUPS} addresses resolved)`,
    [{ header: "measure", align: "left" }, "figure", { header: "goal", align: "left" }],
    [
      [
        "import both files (read, check, replace the quarter)",
        judged(`${(measure.importMs / 1000).toFixed(1)} s`, measure.importMs < TAX_GOALS.importMs),
        `< ${TAX_GOALS.importMs / 1000} s`,
      ],
      ["first lookup after the import, same instance", `${measure.firstLookupMs.toFixed(0)} ms`, "—"],
      [
        "first lookup on another instance (rows read back, indexed)",
        `${(measure.otherInstanceFirstLookupMs / 1000).toFixed(1)} s`,
        "—",
      ],
      [
        "resolve an address from the files, median",
        judged(`${measure.resolveMedianMs.toFixed(2)} ms`, measure.resolveMedianMs < TAX_GOALS.resolveMs),
        `< ${TAX_GOALS.resolveMs} ms`,
      ],
      [
        "resolve an address from the files, p99",
        judged(`${measure.resolveP99Ms.toFixed(2)} ms`, measure.resolveP99Ms < TAX_GOALS.resolveMs),
        `< ${TAX_GOALS.resolveMs} ms`,
      ],
      ["the in-memory index alone, per lookup", `${measure.indexLookupMicros.toFixed(1)} µs`, "—"],
      ["heap in use after indexing", `${measure.heapMB.toFixed(0)} MB`, "—"],
    ],
  );
  console.log(
    "Resolving includes the database's check, at most every 2 s, that the quarter's upload is still the one indexed; DOR's lookup is not asked (a past quarter).",
  );
}

/** Alone: a PostgreSQL of its own in a temporary folder, migrated, removed at the end. */
async function main(): Promise<void> {
  const startedAt = new Date();
  const machine = machineInfo();
  printMachine(`Nestz benchmark: tax rates (${startedAt.toISOString()})`, machine);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "nestz-bench-tax-"));
  const database = await startEmbeddedPostgres({ dataDir, log: () => {} });
  try {
    await prepareDatabase(database.url);
    connectDatabase(database.url);
    const measure = await measureTaxRates();
    printTaxRates(measure);
    console.log(`\n${loadLine(os.loadavg(), "at the end")}`);
    const file = saveResults("bench-tax", startedAt, {
      startedAt: startedAt.toISOString(),
      machine,
      goals: TAX_GOALS,
      tax: measure,
    });
    console.log(`\nFigures saved to ${file}`);
  } finally {
    await disconnectDatabase();
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(
      `\nThe benchmark could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  });
}
