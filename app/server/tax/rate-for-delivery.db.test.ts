import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { quarterOf } from "#app/domain/tax/rate-choice";
import { businessDay } from "#app/domain/time/business-time";
import { getDb } from "#app/server/db/client.server";
import { taxLookupAnswers, taxRateLoads } from "#app/server/db/schema.server";
import { DorLookupStandIn } from "#tests/support/dor-lookup-stand-in";
import { sampleRatesFile, sampleZipPlus4File } from "#tests/support/dor-rate-files";

import { locationRate } from "./location-rates.server";
import { importRateFiles } from "./rate-files-import.server";
import { rateForDelivery } from "./rate-for-delivery.server";

const dor = new DorLookupStandIn();
const owner = { id: null, email: "owner@nestz.example" };
const today = businessDay(new Date());
const quarter = quarterOf(new Date());
const lookup = () => ({ url: dor.url, timeoutMs: 300 });

const seattle = { street: "400 Broad Street", city: "Seattle", zip: "98109" };
const gigHarborCity = { street: "3510 Grandview St", city: "Gig Harbor", zip: "98335" };
const gigHarborUnknownStreet = { street: "12 Nowhere Ln", city: "Gig Harbor", zip: "98335" };

async function uploadSampleFiles() {
  const result = await importRateFiles(
    { name: "zip4.csv", text: sampleZipPlus4File(quarter) },
    { name: "rates.csv", text: sampleRatesFile(quarter) },
    owner,
  );
  if (!result.ok) throw new Error(result.errors.join("\n"));
}

beforeAll(async () => {
  await dor.start();
});

afterAll(async () => {
  await dor.stop();
});

beforeEach(async () => {
  dor.mode = "normal";
  dor.requests.length = 0;
  await getDb().delete(taxLookupAnswers);
  await getDb().delete(taxRateLoads);
});

describe("rateForDelivery", () => {
  it("takes DOR's address match and asks DOR once a quarter for an address, however it is written", async () => {
    const first = await rateForDelivery(seattle, today, null, { lookup: lookup() });
    expect(first).toMatchObject({
      decision: "decided",
      source: "dor-lookup",
      match: "address",
      code: "1726",
      rateMilli: 10_350,
      quarter,
    });
    const again = await rateForDelivery({ street: " 400  BROAD ST. ", city: "seattle", zip: "98109" }, today, null, {
      lookup: lookup(),
    });
    expect(again).toMatchObject({ decision: "decided", source: "dor-lookup", code: "1726" });
    expect(dor.count("400 Broad St", "98109")).toBe(1);
  });

  it("keeps DOR's 'not found' too, so an unknown address is asked about once", async () => {
    const unknown = { street: "1 Nowhere Rd", city: "Seattle", zip: "98109" };
    expect(await rateForDelivery(unknown, today, null, { lookup: lookup() })).toMatchObject({
      decision: "ask-owner",
      candidates: [],
    });
    await rateForDelivery(unknown, today, null, { lookup: lookup() });
    expect(dor.count("1 Nowhere Rd", "98109")).toBe(1);
  });

  it("answers from the quarter's files when DOR does not know the address", async () => {
    await uploadSampleFiles();
    const choice = await rateForDelivery({ street: "1 Nowhere Rd", city: "Seattle", zip: "98109-5000" }, today, null, {
      lookup: lookup(),
    });
    expect(choice).toMatchObject({ decision: "decided", source: "quarterly-files", match: "zip+4", code: "1726" });
  });

  for (const mode of ["slow", "garbage", "error"] as const) {
    it(`treats a ${mode} lookup as no answer, keeps nothing, and asks again next time`, async () => {
      await uploadSampleFiles();
      dor.mode = mode;
      dor.slowMs = 2_000;
      const choice = await rateForDelivery(seattle, today, null, { lookup: lookup() });
      // The files alone place 98109 in one code.
      expect(choice).toMatchObject({ decision: "decided", source: "quarterly-files", match: "zip", code: "1726" });
      expect(await getDb().select().from(taxLookupAnswers)).toEqual([]);
      dor.mode = "normal";
      expect(await rateForDelivery(seattle, today, null, { lookup: lookup() })).toMatchObject({ source: "dor-lookup" });
      expect(dor.count("400 Broad St", "98109")).toBe(2);
    });
  }

  it("asks the owner when a ZIP spans codes and only DOR's ZIP-level answer is known, then takes the owner's choice", async () => {
    await uploadSampleFiles();
    const asked = await rateForDelivery(gigHarborUnknownStreet, today, null, { lookup: lookup() });
    expect(asked).toMatchObject({ decision: "ask-owner" });
    expect(asked.decision === "ask-owner" && asked.candidates.map((candidate) => candidate.code)).toEqual([
      "2700",
      "2705",
    ]);
    const chosen = await rateForDelivery(gigHarborUnknownStreet, today, "2700", { lookup: lookup() });
    expect(chosen).toMatchObject({ decision: "decided", source: "owner-choice", code: "2700", rateMilli: 8_000 });
    const notOnTheList = await rateForDelivery(gigHarborUnknownStreet, today, "1726", { lookup: lookup() });
    expect(notOnTheList).toMatchObject({ decision: "ask-owner" });
  });

  it("resolves the spanning ZIP from a street address DOR knows", async () => {
    expect(await rateForDelivery(gigHarborCity, today, null, { lookup: lookup() })).toMatchObject({
      decision: "decided",
      source: "dor-lookup",
      code: "2705",
      rateMilli: 8_700,
    });
  });

  it("does not ask DOR about a day in another quarter, whose rates DOR's answer today does not give", async () => {
    const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    const choice = await rateForDelivery(seattle, nextYear, null, { lookup: lookup() });
    expect(choice).toMatchObject({ decision: "ask-owner", candidates: [] });
    expect(dor.requests).toHaveLength(0);
  });

  it("refuses bad input without asking DOR", async () => {
    expect(await rateForDelivery({ ...seattle, zip: "9810" }, today, null, { lookup: lookup() })).toMatchObject({
      decision: "refused",
    });
    expect(await rateForDelivery({ ...seattle, zip: "97201" }, today, null, { lookup: lookup() })).toMatchObject({
      decision: "refused",
    });
    expect(await rateForDelivery(seattle, "2026-13-01", null, { lookup: lookup() })).toMatchObject({
      decision: "refused",
    });
    expect(dor.requests).toHaveLength(0);
  });
});

describe("locationRate", () => {
  it("splits a code's rate from the uploaded rates file", async () => {
    await uploadSampleFiles();
    expect(await locationRate("2705", today)).toEqual({
      code: "2705",
      stateRateMilli: 6_500,
      localRateMilli: 2_200,
      rateMilli: 8_700,
      location: "Gig Harbor",
    });
    expect(await locationRate("9999", today)).toBeNull();
    expect(await locationRate("not a code", today)).toBeNull();
  });

  it("falls back to what DOR answered for the code this quarter when no files are uploaded", async () => {
    await rateForDelivery(seattle, today, null, { lookup: lookup() });
    expect(await locationRate("1726", today)).toEqual({
      code: "1726",
      stateRateMilli: 6_500,
      localRateMilli: 3_850,
      rateMilli: 10_350,
      location: "SEATTLE",
    });
    const [kept] = await getDb().select().from(taxLookupAnswers).where(eq(taxLookupAnswers.code, "1726"));
    expect(kept).toMatchObject({ found: true, match: "address", resultCode: 0 });
  });
});
