import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { addDays } from "#app/domain/time/calendar-day";
import { getDb } from "#app/server/db/client.server";
import { auditLog, rentalBookings } from "#app/server/db/schema.server";

import { createBooking } from "./bookings.server";
import { addUnit, changeUnitPapers, moveUnit } from "./console-changes.server";
import { listUnits } from "./console-queries.server";
import { rateCard, saveRates } from "./rates.server";
import { endRepair, startRepair } from "./repairs.server";
import { rentalUtilisation } from "./utilisation.server";

const owner = { id: null, email: "owner@nestz.example" };

const papers = (name = `Cabin ${randomUUID().slice(0, 6)}`) => {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return { name, model: "office" as const, serialNumber: `NZ-${tag}`, insigniaNumber: `RPT ${tag}`, location: "Yard" };
};

async function unit(name?: string) {
  const result = await addUnit(owner, papers(name));
  if (!result.ok) throw new Error(result.message);
  return result.unit;
}

const book = (unitId: number, startsOn: string, days: number) =>
  createBooking(owner, { unitId, startsOn, days, quoteRequestId: null, note: "" });

const repair = (unitId: number, startsOn: string, days: number, note = "New axle") =>
  startRepair(owner, { unitId, startsOn, days, note });

const periodsOf = (unitId: number) => getDb().select().from(rentalBookings).where(eq(rentalBookings.unitId, unitId));

/** A row written straight to the table, past the app's checks: what the database alone allows. */
const insertRaw = (
  unitId: number,
  kind: "booking" | "repair",
  startsOn: string,
  days: number,
  quoteRequestId: number | null = null,
) =>
  getDb().execute(
    sql`insert into rental_bookings (unit_id, kind, starts_on, ends_on, quote_request_id)
        values (${unitId}, ${kind}, ${startsOn}, ${addDays(startsOn, days)}, ${quoteRequestId})`,
  );

describe("a unit out for repair", () => {
  it("cannot be booked over the repair, and says so; the day it is back, it can", async () => {
    const cabin = await unit("Cabin R1");
    const fixing = await repair(cabin.id, "2027-04-01", 10);
    expect(fixing.ok).toBe(true);
    const across = await book(cabin.id, "2027-03-28", 7);
    expect(across).toMatchObject({
      ok: false,
      reason: "collision",
      message: "Cabin R1 is out for repair from Apr 1, 2027 until Apr 11, 2027. Choose other dates or another unit.",
    });
    expect((await book(cabin.id, "2027-04-11", 7)).ok).toBe(true);
    expect(await periodsOf(cabin.id)).toHaveLength(2);
  });

  it("cannot start over a booking: the refusal names the booking", async () => {
    const cabin = await unit("Cabin R2");
    expect((await book(cabin.id, "2027-05-01", 20)).ok).toBe(true);
    expect(await repair(cabin.id, "2027-05-15", 3)).toEqual({
      ok: false,
      reason: "collision",
      message:
        "Cabin R2 is booked from May 1, 2027 until May 21, 2027. Move or cancel that booking first, or choose days around it.",
    });
    expect(await periodsOf(cabin.id)).toHaveLength(1);
  });

  it("lets exactly one of a booking and a repair over the same days through when they arrive at once", async () => {
    const cabin = await unit();
    for (let round = 0; round < 6; round++) {
      const start = addDays("2028-01-01", round * 30);
      const results = await Promise.all([book(cabin.id, start, 10), repair(cabin.id, addDays(start, 3), 10)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ ok: false, reason: "collision" });
    }
    expect(await periodsOf(cabin.id)).toHaveLength(6);
  });

  it("is held apart by the database itself, not only by the app", async () => {
    const cabin = await unit();
    await insertRaw(cabin.id, "repair", "2027-07-01", 30);
    await expect(insertRaw(cabin.id, "booking", "2027-07-20", 5)).rejects.toMatchObject({
      cause: { code: "23P01", constraint: "rental_bookings_no_overlap" },
    });
  });

  it("ends today when it is back early, stays on record, and frees the days after", async () => {
    const cabin = await unit();
    const today = "2027-09-10";
    const begun = await repair(cabin.id, "2027-09-01", 30);
    if (!begun.ok) throw new Error(begun.message);
    const back = await endRepair(owner, begun.repair.id, today);
    expect(back).toMatchObject({ ok: true, repair: { startsOn: "2027-09-01", endsOn: today } });
    expect((await book(cabin.id, today, 5)).ok).toBe(true);
    // One still to come is called off outright.
    const later = await repair(cabin.id, "2027-10-01", 5);
    if (!later.ok) throw new Error(later.message);
    expect((await endRepair(owner, later.repair.id, today)).ok).toBe(true);
    expect((await periodsOf(cabin.id)).map((row) => row.kind).sort()).toEqual(["booking", "repair"]);
    // Twice is refused in words.
    expect(await endRepair(owner, later.repair.id, today)).toMatchObject({ ok: false, reason: "not-found" });
    const actions = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "rental"), eq(auditLog.subjectId, String(cabin.id))));
    expect(actions.map((row) => row.action).filter((action) => action.includes("repair"))).toEqual([
      "rental.unit-out-for-repair",
      "rental.unit-back-from-repair",
      "rental.unit-out-for-repair",
      "rental.unit-back-from-repair",
    ]);
  });

  it("shows as the unit's state, over a booking or none", async () => {
    const [fixing, rented, free] = [await unit(), await unit(), await unit()];
    const today = "2029-02-10";
    await repair(fixing.id, "2029-02-01", 20);
    await book(rented.id, "2029-02-09", 3);
    const states = Object.fromEntries((await listUnits(today)).map((row) => [row.id, row.state]));
    expect(states[fixing.id]).toBe("out-for-repair");
    expect(states[rented.id]).toBe("rented");
    expect(states[free.id]).toBe("available");
  });
});

describe("the rental length", () => {
  it("keeps a renter's stay under 180 days in the database, while a repair may run longer", async () => {
    const cabin = await unit();
    await expect(insertRaw(cabin.id, "booking", "2030-01-01", 180)).rejects.toMatchObject({
      cause: { code: "23514", constraint: "rental_bookings_under_180_days" },
    });
    await insertRaw(cabin.id, "booking", "2030-01-01", 179);
    await insertRaw(cabin.id, "repair", "2031-01-01", 200);
    await expect(insertRaw(cabin.id, "repair", "2033-01-01", 366)).rejects.toMatchObject({
      cause: { code: "23514", constraint: "rental_bookings_repair_length" },
    });
  });
});

describe("the fleet's papers and the rate card", () => {
  it("refuses a serial or insignia number already on another unit, naming the field", async () => {
    const first = papers();
    expect((await addUnit(owner, first)).ok).toBe(true);
    expect(await addUnit(owner, { ...papers(), serialNumber: first.serialNumber })).toMatchObject({
      ok: false,
      field: "serialNumber",
    });
    expect(await addUnit(owner, { ...papers(), insigniaNumber: first.insigniaNumber })).toMatchObject({
      ok: false,
      field: "insigniaNumber",
    });
  });

  it("corrects a unit's model and papers, audited, and refuses another unit's number", async () => {
    const [first, second] = [papers(), papers()];
    const one = await addUnit(owner, first);
    const two = await addUnit(owner, second);
    if (!one.ok || !two.ok) throw new Error("units not added");
    const corrected = { model: "bedroom" as const, serialNumber: "NZ-FIXED-1", insigniaNumber: first.insigniaNumber };
    expect((await changeUnitPapers(owner, one.unit.id, corrected)).ok).toBe(true);
    expect(
      await changeUnitPapers(owner, two.unit.id, { ...corrected, insigniaNumber: second.insigniaNumber }),
    ).toMatchObject({ ok: false, field: "serialNumber" });
    const [record] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "rental.unit-papers-changed"), eq(auditLog.subjectId, String(one.unit.id))));
    expect(record).toMatchObject({ before: { model: "office", serialNumber: first.serialNumber }, after: corrected });
  });

  it("moves a unit, audited with where it stood", async () => {
    const cabin = await unit();
    expect((await moveUnit(owner, cabin.id, "Site 4, Hood River")).ok).toBe(true);
    const [record] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "rental.unit-moved"), eq(auditLog.subjectId, String(cabin.id))));
    expect(record).toMatchObject({ before: { location: "Yard" }, after: { location: "Site 4, Hood River" } });
  });

  it("saves a model's rates with an audit record, and records nothing when they are unchanged", async () => {
    const rates = { dailyCents: 6_000, weeklyCents: 35_000, monthlyCents: 120_000, depositCents: 150_000 };
    expect(await saveRates(owner, { model: "bedroom", ...rates })).toEqual({ changed: true });
    expect(await saveRates(owner, { model: "bedroom", ...rates })).toEqual({ changed: false });
    expect(await saveRates(owner, { model: "bedroom", ...rates, dailyCents: 6_500 })).toEqual({ changed: true });
    expect((await rateCard()).bedroom).toEqual({ ...rates, dailyCents: 6_500 });
    const records = await getDb().select().from(auditLog).where(eq(auditLog.action, "rental.rates-saved"));
    expect(records.map((record) => record.before)).toEqual([null, rates]);
  });
});

describe("utilisation", () => {
  it("reads each unit's booked days over its available days, repairs left out", async () => {
    const cabin = await unit("Cabin U1");
    expect((await book(cabin.id, "2030-05-01", 10)).ok).toBe(true);
    expect((await repair(cabin.id, "2030-05-21", 11)).ok).toBe(true);
    const { units, models } = await rentalUtilisation(["2030-05", "2030-06"]);
    const row = units.find((candidate) => candidate.label === "Cabin U1");
    expect(row?.cells).toEqual([
      { bookedDays: 10, availableDays: 20 },
      { bookedDays: 0, availableDays: 30 },
    ]);
    expect(models.find((candidate) => candidate.model === "office")?.cells[0]?.bookedDays).toBeGreaterThanOrEqual(10);
  });
});
