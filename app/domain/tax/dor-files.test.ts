import { describe, expect, it } from "vitest";

import {
  buildLocationRateTable,
  buildZipPlus4Index,
  crossCheck,
  readLocationRatesFile,
  readZipPlus4File,
  splitCsvLine,
  type ZipPlus4Range,
} from "./dor-files";

const HEADER = "ZIP,PLUS4_LOW,PLUS4_HIGH,CODE,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END";
const zipFile = (...lines: string[]) => [HEADER, ...lines].join("\r\n") + "\r\n";
// Seattle 10.35 %, Tukwila 10.1 %, Vancouver 8.7 %, for the fourth quarter of 2026.
const SEATTLE = "98108,0001,0999,1726,0.065,0.0385,0.1035,20261001,20261231";
const TUKWILA = "98108,1000,1999,1718,0.065,0.036,0.101,20261001,20261231";
const VANCOUVER = "98660,0000,9999,0603,.065,.022,.087,20261001,20261231";

const read = (text: string) => {
  const reading = readZipPlus4File(text);
  if (!reading.ok) throw new Error(reading.errors.join("\n"));
  return reading.rows;
};

const index = (rows: readonly ZipPlus4Range[]) => {
  const built = buildZipPlus4Index(rows);
  if (!built.ok) throw new Error(built.errors.join("\n"));
  return built.index;
};

describe("the ZIP+4 file", () => {
  it("reads a line the same whichever way it is written: DOR's form is read quickly, others by the schema", () => {
    const usual = read(zipFile(SEATTLE, TUKWILA));
    const spelledOut = read(
      zipFile(
        '"98108","0001","0999","1726","0.065","0.0385","0.1035","2026-10-01","2026-12-31"',
        "98108 , 1000 , 1999 , 1718 , .065 , .036 , .101 , 10/1/2026 , 12/31/2026",
      ),
    );
    expect(spelledOut).toEqual(usual);
  });

  it("reads each range with its code, rates held exactly and dates as days", () => {
    expect(read(zipFile(SEATTLE, VANCOUVER))).toEqual([
      {
        zip: "98108",
        plus4Low: 1,
        plus4High: 999,
        code: "1726",
        stateRateMilli: 6_500,
        localRateMilli: 3_850,
        rateMilli: 10_350,
        start: "2026-10-01",
        end: "2026-12-31",
        line: 2,
      },
      expect.objectContaining({ zip: "98660", code: "0603", rateMilli: 8_700, line: 3 }),
    ]);
  });

  it("reads a file without a header in DOR's order, and a header in another order or with quotes", () => {
    expect(read(`${SEATTLE}\n`)).toEqual([expect.objectContaining({ code: "1726", line: 1 })]);
    const reordered =
      'CODE,ZIP,PLUS4_LOW,PLUS4_HIGH,STATE,LOCAL,TOT_RATE,EFF_START,EFF_END\n"1726","98108","0001","0999",0.065,0.0385,0.1035,2026-10-01,2026-12-31';
    expect(read(reordered)).toEqual([expect.objectContaining({ code: "1726", zip: "98108", plus4High: 999 })]);
  });

  it("names the line and field of a wrong shape", () => {
    expect(readZipPlus4File(zipFile(SEATTLE, "98108,1000,1999,17A8,0.065,0.036,0.101,20261001,20261231"))).toEqual({
      ok: false,
      errors: ["Line 3, CODE: a location code is four digits."],
    });
    expect(readZipPlus4File(zipFile("98108,2000,1000,1726,0.065,0.0385,0.1035,20261001,20261231", SEATTLE))).toEqual({
      ok: false,
      errors: ["Line 2, PLUS4_HIGH: the range ends below where it starts."],
    });
    expect(readZipPlus4File(zipFile("98108,0001,0999,1726,0.065,0.0385,0.1036,20261001,20261231", SEATTLE))).toEqual({
      ok: false,
      errors: ["Line 2, TOT_RATE: 10.36 % is not the state and local rates together (10.35 %)."],
    });
    expect(readZipPlus4File(zipFile("98108,0001,0999,1726,0.065,0.0385,0.1035,20261301,20261231", SEATTLE))).toEqual({
      ok: false,
      errors: ['Line 2, EFF_START: "20261301" is not a date (CCYYMMDD).'],
    });
  });

  it("refuses another state's file", () => {
    const oregon = readZipPlus4File(zipFile("97218,0001,0999,1234,0.065,0.0385,0.1035,20261001,20261231"));
    expect(oregon).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^Line 2, ZIP: not a Washington ZIP code/)],
    });
    const otherRate = readZipPlus4File(zipFile("98108,0001,0999,1726,0.06,0.0435,0.1035,20261001,20261231"));
    expect(otherRate).toMatchObject({
      ok: false,
      errors: [expect.stringContaining("the state rate 6 % is not Washington's 6.5 %: is this another state's file?")],
    });
  });

  it("refuses half a file: a last line cut short", () => {
    expect(readZipPlus4File(zipFile(SEATTLE) + "98108,1000,1999,1718,0.06")).toEqual({
      ok: false,
      errors: ["Line 3 has 5 of 9 fields: the file looks cut short, so upload it again whole."],
    });
    expect(readZipPlus4File(zipFile(SEATTLE) + "98108,1000,1999,1718,0.065,0.036,0.101,20261001,202612")).toMatchObject(
      {
        ok: false,
        errors: [expect.stringMatching(/^Line 3, EFF_END: .* \(the last line: is the file cut short\?\)\.$/)],
      },
    );
  });

  it("refuses a rate outside 0–15 %, an empty file and a header of another file", () => {
    expect(readZipPlus4File(zipFile("98108,0001,0999,1726,0.065,0.1,0.165,20261001,20261231"))).toEqual({
      ok: false,
      errors: ["Line 2, TOT_RATE: 16.5 % is outside 0–15 %, so it cannot be a sales tax rate here."],
    });
    expect(readZipPlus4File(zipFile())).toEqual({ ok: false, errors: ["The ZIP+4 file has no rows."] });
    expect(readZipPlus4File("ZIP,PLUS4_LOW,CODE\n98108,0001,1726\n")).toEqual({
      ok: false,
      errors: [
        "Line 1: the header has no PLUS4_HIGH, STATE, LOCAL, TOT_RATE, EFF_START, EFF_END; is this DOR's ZIP+4 file?",
      ],
    });
  });

  it("stops listing problems after twenty", () => {
    const bad = Array.from({ length: 50 }, () => "98108,0001,0999,XXXX,0.065,0.0385,0.1035,20261001,20261231");
    const reading = readZipPlus4File(zipFile(...bad));
    expect(reading.ok ? [] : reading.errors).toHaveLength(21);
  });
});

describe("looking up a ZIP+4", () => {
  const rows = read(zipFile(VANCOUVER, TUKWILA, SEATTLE));

  it("finds the range holding a ZIP+4 on a day in its period", () => {
    const lookup = index(rows);
    expect(lookup.rangeFor("98108", "0500", "2026-11-28")?.code).toBe("1726");
    expect(lookup.rangeFor("98108", "0999", "2026-11-28")?.code).toBe("1726");
    expect(lookup.rangeFor("98108", "1000", "2026-11-28")?.code).toBe("1718");
    expect(lookup.rangeFor("98660", "0000", "2026-10-01")?.code).toBe("0603");
  });

  it("finds nothing between ranges, outside the period, or for what is not a ZIP+4", () => {
    const lookup = index(rows);
    expect(lookup.rangeFor("98108", "0000", "2026-11-28")).toBeNull();
    expect(lookup.rangeFor("98108", "2000", "2026-11-28")).toBeNull();
    expect(lookup.rangeFor("98107", "0500", "2026-11-28")).toBeNull();
    expect(lookup.rangeFor("98108", "0500", "2027-01-01")).toBeNull();
    expect(lookup.rangeFor("9810", "0500", "2026-11-28")).toBeNull();
  });

  it("lists every code a five-digit ZIP spans", () => {
    expect(index(rows).codesForZip("98108", "2026-11-28")).toEqual(["1718", "1726"]);
    expect(index(rows).codesForZip("98660", "2026-11-28")).toEqual(["0603"]);
    expect(index(rows).codesForZip("98001", "2026-11-28")).toEqual([]);
  });

  it("keeps two quarters apart", () => {
    const next = read(zipFile("98108,0001,0999,1726,0.065,0.0395,0.1045,20270101,20270331"));
    const lookup = index([...rows, ...next]);
    expect(lookup.rangeFor("98108", "0500", "2026-12-31")?.rateMilli).toBe(10_350);
    expect(lookup.rangeFor("98108", "0500", "2027-01-01")?.rateMilli).toBe(10_450);
  });

  it("refuses overlapping ranges, and periods that overlap", () => {
    const overlapping = read(zipFile(SEATTLE, "98108,0900,1999,1718,0.065,0.036,0.101,20261001,20261231"));
    expect(buildZipPlus4Index(overlapping)).toEqual({
      ok: false,
      errors: ["Lines 2 and 3 both cover ZIP 98108-0900."],
    });
    const shifted = read(zipFile(SEATTLE, "98660,0000,9999,0603,.065,.022,.087,20261115,20270214"));
    expect(buildZipPlus4Index(shifted)).toMatchObject({ ok: false, errors: [expect.stringContaining("overlap")] });
  });

  it("answers in well under 5 ms among 200,000 ranges", () => {
    const many: ZipPlus4Range[] = [];
    for (let zip = 98_001; zip < 98_201; zip += 1) {
      for (let block = 0; block < 1_000; block += 1) {
        many.push({
          zip: String(zip),
          plus4Low: block * 10,
          plus4High: block * 10 + 9,
          code: String(1_000 + (block % 50)),
          stateRateMilli: 6_500,
          localRateMilli: 3_000,
          rateMilli: 9_500,
          start: "2026-10-01",
          end: "2026-12-31",
          line: many.length + 2,
        });
      }
    }
    const lookup = index(many);
    const lookups = 20_000;
    const started = performance.now();
    let found = 0;
    for (let i = 0; i < lookups; i += 1) {
      const zip = String(98_001 + (i % 200));
      const plus4 = String((i * 7919) % 10_000).padStart(4, "0");
      if (lookup.rangeFor(zip, plus4, "2026-11-28")) found += 1;
    }
    const perLookup = (performance.now() - started) / lookups;
    expect(found).toBe(lookups);
    expect(perLookup).toBeLessThan(0.5);
  });
});

describe("the rates-by-location-code file", () => {
  const RATES = [
    "Location,Location Code,State Rate,Local Rate,Total Rate,Effective Date,Expiration Date",
    "Seattle,1726,0.065,0.0385,0.1035,20261001,20261231",
    '"Tukwila, King Co.",1718,0.065,0.036,0.101,20261001,20261231',
  ].join("\n");

  it("reads each code's rate, with DOR's column names or ours", () => {
    const reading = readLocationRatesFile(RATES);
    expect(reading).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ code: "1726", location: "Seattle", rateMilli: 10_350, line: 2 }),
        expect.objectContaining({ code: "1718", location: "Tukwila, King Co.", rateMilli: 10_100, line: 3 }),
      ],
    });
  });

  it("answers a code's rate on a day, and refuses a code with two rates for one day", () => {
    const reading = readLocationRatesFile(RATES);
    const table = buildLocationRateTable(reading.ok ? reading.rows : []);
    expect(table.ok && table.index.rateFor("1726", "2026-11-28")?.rateMilli).toBe(10_350);
    expect(table.ok && table.index.rateFor("1726", "2027-01-01")).toBeNull();
    const twice = readLocationRatesFile(`${RATES}\nSeattle,1726,0.065,0.0395,0.1045,20261201,20270331`);
    expect(buildLocationRateTable(twice.ok ? twice.rows : [])).toEqual({
      ok: false,
      errors: ["Lines 2 and 4 both give location code 1726 a rate for the same days."],
    });
  });

  it("names the line of a bad row", () => {
    expect(readLocationRatesFile(`${RATES}\n,1730,0.065,0.03,0.095,20261001,20261231`)).toEqual({
      ok: false,
      errors: ["Line 4, LOCATION: the location has no name (the last line: is the file cut short?)."],
    });
  });

  it("agrees with the ZIP+4 file, or says where not", () => {
    const reading = readLocationRatesFile(RATES);
    const table = buildLocationRateTable(reading.ok ? reading.rows : []);
    if (!table.ok) throw new Error("table");
    expect(crossCheck(read(zipFile(SEATTLE, TUKWILA)), table.index)).toEqual([]);
    expect(
      crossCheck(read(zipFile("98108,0001,0999,1726,0.065,0.0395,0.1045,20261001,20261231", VANCOUVER)), table.index),
    ).toEqual([
      "Location code 1726 is 10.45 % in line 2 of the ZIP+4 file and 10.35 % in line 2 of the rates file.",
      "Line 3 of the ZIP+4 file uses location code 0603, which the rates file does not list for 2026-10-01.",
    ]);
  });
});

describe("CSV lines", () => {
  it("undoes quotes and doubled quotes", () => {
    expect(splitCsvLine('a,"b, c","d ""e""",')).toEqual(["a", "b, c", 'd "e"', ""]);
  });
});
