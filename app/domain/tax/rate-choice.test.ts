import { describe, expect, it } from "vitest";

import { buildLocationRateTable, buildZipPlus4Index, readLocationRatesFile, readZipPlus4File } from "./dor-files";
import {
  chooseRate,
  type LookupAnswer,
  type QuarterlyTables,
  quarterOf,
  type RateQuestion,
  revisionKeepsRate,
  splitZip,
} from "./rate-choice";

/** Q4 2026: 98108 spans Seattle and Tukwila; 98660 is Vancouver alone. */
function tables(): QuarterlyTables {
  const ranges = readZipPlus4File(
    [
      "98108,0001,0999,1726,0.065,0.0385,0.1035,20261001,20261231",
      "98108,1000,1999,1718,0.065,0.036,0.101,20261001,20261231",
      "98660,0000,9999,0603,0.065,0.022,0.087,20261001,20261231",
    ].join("\n"),
  );
  const rates = readLocationRatesFile(
    [
      "Seattle,1726,0.065,0.0385,0.1035,20261001,20261231",
      "Tukwila,1718,0.065,0.036,0.101,20261001,20261231",
      "Vancouver,0603,0.065,0.022,0.087,20261001,20261231",
    ].join("\n"),
  );
  const zipPlus4 = buildZipPlus4Index(ranges.ok ? ranges.rows : []);
  const table = buildLocationRateTable(rates.ok ? rates.rows : []);
  if (!zipPlus4.ok || !table.ok) throw new Error("the sample files do not build");
  return { zipPlus4: zipPlus4.index, rates: table.index };
}

const question = (overrides: Partial<RateQuestion>): RateQuestion => ({
  address: { street: "1 Airport Way S", city: "Seattle", zip: "98108" },
  day: "2026-11-28",
  lookup: null,
  files: null,
  ownerChoice: null,
  ...overrides,
});
const lookup = (overrides: Partial<LookupAnswer>): LookupAnswer => ({
  match: "address",
  code: "1726",
  rateMilli: 10_350,
  quarter: "2026-Q4",
  ...overrides,
});

describe("quarters", () => {
  it("are counted in Pacific time", () => {
    expect(quarterOf("2026-12-31T23:30:00-08:00")).toBe("2026-Q4");
    expect(quarterOf("2027-01-01T07:59:59Z")).toBe("2026-Q4"); // 23:59:59 in Portland
    expect(quarterOf("2027-01-01T08:00:00Z")).toBe("2027-Q1");
    expect(quarterOf(new Date("2026-07-01T07:00:00Z"))).toBe("2026-Q3"); // midnight PDT
    expect(quarterOf("2026-04-01T06:59:00Z")).toBe("2026-Q1");
  });
});

describe("choosing the rate", () => {
  it("takes DOR's lookup first when it matched the address or its ZIP+4", () => {
    expect(chooseRate(question({ lookup: lookup({}), files: tables() }))).toEqual({
      decision: "decided",
      source: "dor-lookup",
      match: "address",
      code: "1726",
      rateMilli: 10_350,
      quarter: "2026-Q4",
      address: "1 Airport Way S, Seattle, WA 98108",
    });
    expect(chooseRate(question({ lookup: lookup({ match: "zip+4" }) }))).toMatchObject({
      decision: "decided",
      match: "zip+4",
    });
  });

  it("then the quarter's files, by ZIP+4", () => {
    expect(
      chooseRate(question({ address: { street: "1 Main", city: "Tukwila", zip: "98108-1500" }, files: tables() })),
    ).toEqual({
      decision: "decided",
      source: "quarterly-files",
      match: "zip+4",
      code: "1718",
      rateMilli: 10_100,
      quarter: "2026-Q4",
      address: "1 Main, Tukwila, WA 98108-1500",
    });
  });

  it("or by a ZIP that lies in one location code", () => {
    expect(
      chooseRate(question({ address: { street: "2 Main", city: "Vancouver", zip: "98660" }, files: tables() })),
    ).toMatchObject({
      decision: "decided",
      source: "quarterly-files",
      match: "zip",
      code: "0603",
      rateMilli: 8_700,
    });
  });

  it("asks the owner when a ZIP-only match spans several codes, listing them", () => {
    const choice = chooseRate(question({ lookup: lookup({ match: "zip" }), files: tables() }));
    expect(choice).toEqual({
      decision: "ask-owner",
      reason: "ZIP 98108 spans several location codes: choose the one for this address.",
      candidates: [
        { code: "1718", rateMilli: 10_100, location: "Tukwila" },
        { code: "1726", rateMilli: 10_350, location: "Seattle" },
      ],
      quarter: "2026-Q4",
      address: "1 Airport Way S, Seattle, WA 98108",
    });
  });

  it("asks rather than trust DOR's ZIP-only answer alone", () => {
    expect(chooseRate(question({ lookup: lookup({ match: "zip" }) }))).toMatchObject({
      decision: "ask-owner",
      candidates: [{ code: "1726", rateMilli: 10_350, location: null }],
      reason: expect.stringContaining("DOR matched only the ZIP code"),
    });
  });

  it("takes the owner's choice from the list, and only from it", () => {
    const files = tables();
    expect(chooseRate(question({ files, ownerChoice: "1718" }))).toMatchObject({
      decision: "decided",
      source: "owner-choice",
      match: "owner",
      code: "1718",
      rateMilli: 10_100,
    });
    expect(chooseRate(question({ files, ownerChoice: "0603" }))).toMatchObject({
      decision: "ask-owner",
      reason: "0603 is not one of the location codes for ZIP 98108: choose one of these.",
    });
  });

  it("asks with an empty list for an address nothing knows", () => {
    expect(
      chooseRate(question({ address: { street: "9 Nowhere", city: "Yakima", zip: "98901" }, files: tables() })),
    ).toMatchObject({
      decision: "ask-owner",
      candidates: [],
      reason: expect.stringContaining("No rate is known for this address"),
    });
    expect(chooseRate(question({}))).toMatchObject({ decision: "ask-owner", candidates: [] });
  });

  it("sets aside DOR's answer from another quarter, and says so", () => {
    const choice = chooseRate(question({ lookup: lookup({ quarter: "2026-Q3" }), day: "2026-11-28" }));
    expect(choice).toMatchObject({
      decision: "ask-owner",
      reason: expect.stringContaining("DOR's answer was for another quarter"),
    });
  });

  it("refuses a rate outside 0–15 %, a day that is none, and a ZIP that is none", () => {
    expect(chooseRate(question({ lookup: lookup({ rateMilli: 103_500 }) }))).toEqual({
      decision: "refused",
      reason: "Location code 1726: 103.5 % is outside 0–15 %, so it cannot be a sales tax rate here.",
    });
    expect(chooseRate(question({ day: "2026-02-30" }))).toMatchObject({ decision: "refused" });
    expect(chooseRate(question({ address: { street: "x", city: "y", zip: "981" } }))).toEqual({
      decision: "refused",
      reason: '"981" is not a ZIP code.',
    });
  });

  it("reads ZIP codes as people write them", () => {
    expect(splitZip("98108-0500")).toEqual({ zip: "98108", plus4: "0500" });
    expect(splitZip("981080500")).toEqual({ zip: "98108", plus4: "0500" });
    expect(splitZip(" 98108 ")).toEqual({ zip: "98108", plus4: null });
    expect(splitZip("98108-05")).toBeNull();
  });
});

describe("a revision", () => {
  const address = { street: "1 Airport Way S", city: "Seattle", zip: "98108" };
  const previous = { quarter: "2026-Q4" as const, address: "1 Airport Way S, Seattle, WA 98108" };

  it("keeps its rate within the quarter, for the same address", () => {
    expect(revisionKeepsRate(previous, { at: "2026-12-31T20:00:00-08:00", address })).toEqual({ keep: true });
  });

  it("asks again after a quarter boundary, or for another address", () => {
    expect(revisionKeepsRate(previous, { at: "2027-01-01T00:05:00-08:00", address })).toEqual({
      keep: false,
      reason: "The rate was chosen for 2026-Q4; rates can change each quarter, so it is chosen again for 2027-Q1.",
    });
    expect(
      revisionKeepsRate(previous, { at: "2026-12-01T12:00:00Z", address: { ...address, zip: "98108-1500" } }),
    ).toMatchObject({
      keep: false,
    });
  });
});
