import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import type { Quarter } from "#app/domain/tax/rate-choice";
import { getDb } from "#app/server/db/client.server";
import { auditLog, taxLocationRates, taxRateLoads, taxZipPlus4Ranges } from "#app/server/db/schema.server";
import { sampleRatesFile, sampleZipPlus4File } from "#tests/support/dor-rate-files";

import { forgetQuarterlyTables, quarterlyTables } from "./quarterly-tables.server";
import { importRateFiles } from "./rate-files-import.server";

const owner = { id: null, email: "owner@nestz.example" };
const quarter: Quarter = "2026-Q4";
const day = "2026-11-28";
const zipFile = (text = sampleZipPlus4File(quarter)) => ({ name: "ZIP4Q42026.csv", text });
const ratesFile = (text = sampleRatesFile(quarter)) => ({ name: "Rates_Q42026.csv", text });

async function loadOf(which: Quarter) {
  const [load] = await getDb().select().from(taxRateLoads).where(eq(taxRateLoads.quarter, which));
  if (!load) return null;
  const [ranges] = await getDb()
    .select({ rows: count() })
    .from(taxZipPlus4Ranges)
    .where(eq(taxZipPlus4Ranges.loadId, load.id));
  const [rates] = await getDb()
    .select({ rows: count() })
    .from(taxLocationRates)
    .where(eq(taxLocationRates.loadId, load.id));
  return { id: load.id, ranges: ranges?.rows, rates: rates?.rows, fileName: load.zipPlus4FileName };
}

beforeEach(async () => {
  await getDb().delete(taxRateLoads);
  await getDb().delete(auditLog);
  forgetQuarterlyTables();
});

describe("importRateFiles", () => {
  it("keeps a quarter's two files, its dates, who uploaded them and an audit entry", async () => {
    const result = await importRateFiles(zipFile(), ratesFile(), owner);
    expect(result).toEqual({
      ok: true,
      replaced: false,
      quarter,
      effectiveStart: "2026-10-01",
      effectiveEnd: "2026-12-31",
      zipPlus4FileName: "ZIP4Q42026.csv",
      zipPlus4Rows: 4,
      ratesFileName: "Rates_Q42026.csv",
      ratesRows: 4,
    });
    expect(await loadOf(quarter)).toMatchObject({ ranges: 4, rates: 4 });
    const [entry] = await getDb().select().from(auditLog);
    expect(entry).toMatchObject({ action: "tax-rates.uploaded", subjectId: quarter, actorEmail: owner.email });
  });

  it("replaces the quarter whole, and lookups use the new files at once", async () => {
    await importRateFiles(zipFile(), ratesFile(), owner);
    expect((await quarterlyTables(quarter))?.zipPlus4.rangeFor("98335", "0600", day)?.code).toBe("2700");
    // The new quarter's file moves 98335-0500…0999 into Gig Harbor.
    const moved = sampleZipPlus4File(quarter)
      .replace(`98335,0001,0499,2705`, `98335,0001,0999,2705`)
      .replace(`98335,0500,9999,2700`, `98335,1000,9999,2700`);
    const result = await importRateFiles({ name: "new.csv", text: moved }, ratesFile(), owner);
    expect(result).toMatchObject({ ok: true, replaced: true, zipPlus4Rows: 4 });
    expect(await loadOf(quarter)).toMatchObject({ ranges: 4, rates: 4, fileName: "new.csv" });
    expect((await quarterlyTables(quarter))?.zipPlus4.rangeFor("98335", "0600", day)?.code).toBe("2705");
    const entries = await getDb().select().from(auditLog).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(["tax-rates.uploaded", "tax-rates.replaced"]);
    expect(entries[1]?.before).toMatchObject({ zipPlus4File: "ZIP4Q42026.csv (4 rows)" });
  });

  it("indexes the quarter from the database on an instance that did not import it", async () => {
    await importRateFiles(zipFile(), ratesFile(), owner);
    forgetQuarterlyTables();
    const tables = await quarterlyTables(quarter);
    expect(tables?.zipPlus4.rangeFor("98335", "0600", day)?.code).toBe("2700");
    expect(tables?.zipPlus4.codesForZip("98335", day)).toEqual(["2700", "2705"]);
    expect(tables?.rates.rateFor("2705", day)).toMatchObject({ location: "Gig Harbor", rateMilli: 8_700 });
  });

  const bad: [string, () => [string, string], RegExp][] = [
    [
      "a file of the wrong shape",
      () => ["name,email\nGrace,grace@example.com\n", sampleRatesFile(quarter)],
      /header|fields/,
    ],
    [
      "another state's file",
      () => [
        sampleZipPlus4File(quarter).replace("98109,0001", "97201,0001").replaceAll("0.065", "0.0"),
        sampleRatesFile(quarter),
      ],
      /another state/,
    ],
    ["a file cut short", () => [sampleZipPlus4File(quarter).slice(0, -20), sampleRatesFile(quarter)], /cut short/],
    [
      "a rate outside 0–15 %",
      () => [sampleZipPlus4File(quarter), sampleRatesFile(quarter).replace("0.0385,0.1035", "0.1035,0.1685")],
      /outside 0–15 %/,
    ],
    [
      "files that disagree on a rate",
      () => [sampleZipPlus4File(quarter), sampleRatesFile(quarter).replace("0.0385,0.1035", "0.0395,0.1045")],
      /1726/,
    ],
    [
      "a ZIP+4 file holding two quarters",
      () => [
        `${sampleZipPlus4File(quarter)}98600,0001,9999,1726,0.065,0.0385,0.1035,20270101,20270331\n`,
        sampleRatesFile(quarter),
      ],
      /another quarter/,
    ],
  ];

  for (const [what, files, message] of bad) {
    it(`refuses ${what} with a message, and keeps the quarter's files whole`, async () => {
      await importRateFiles(zipFile(), ratesFile(), owner);
      const before = await loadOf(quarter);
      const [zipText, ratesText] = files();
      const result = await importRateFiles(zipFile(zipText), ratesFile(ratesText), owner);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.join("\n")).toMatch(message);
      expect(await loadOf(quarter)).toEqual(before);
      expect(await getDb().select().from(auditLog)).toHaveLength(1);
    });
  }

  it("keeps the previous files whole when the replacement fails inside its transaction", async () => {
    await importRateFiles(zipFile(), ratesFile(), owner);
    const before = await loadOf(quarter);
    // An uploader who is no account: the new load's row is refused after the old rows were deleted.
    await expect(
      importRateFiles(zipFile(), ratesFile(), { id: "no-such-account", email: "ghost@nestz.example" }),
    ).rejects.toThrow();
    expect(await loadOf(quarter)).toEqual(before);
    expect((await quarterlyTables(quarter))?.zipPlus4.rangeFor("98109", "1234", day)?.code).toBe("1726");
  });
});
