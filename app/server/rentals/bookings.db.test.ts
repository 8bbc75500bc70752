import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, describe, expect, it } from "vitest";

import type { BookingInput } from "#app/domain/rentals/forms";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { createPool, type Database, getDb } from "#app/server/db/client.server";
import * as schema from "#app/server/db/schema.server";
import { auditLog, quoteRequests, rentalBookings, rentalUnits } from "#app/server/db/schema.server";
import { currentFacts, refreshFacts } from "#app/server/site-facts/live-facts.server";
import { nextRentalFree } from "#app/server/site-facts/next-rental.server";

import { cancelBooking, createBooking } from "./bookings.server";
import { addUnit, archiveUnit, renameUnit } from "./console-changes.server";

const owner = { id: null, email: "owner@nestz.example" };

/** A unit's papers: a serial and an insignia number of its own. */
const papers = (name: string) => {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  return { name, model: "bedroom" as const, serialNumber: `NZ-${tag}`, insigniaNumber: `RPT ${tag}`, location: "" };
};

async function unit(name = `Cabin ${randomUUID().slice(0, 6)}`): Promise<{ id: number; name: string }> {
  const result = await addUnit(owner, papers(name));
  if (!result.ok) throw new Error(result.message);
  return result.unit;
}

const book = (db: Database, unitId: number, startsOn: string, days: number, changes: Partial<BookingInput> = {}) =>
  createBooking(owner, { unitId, startsOn, days, quoteRequestId: null, note: "", ...changes });

async function rentalRequest(): Promise<{ id: number; reference: string }> {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType: "civic",
      intent: "rent",
      name: "Grace Hopper",
      email: "grace@example.com",
      units: 1,
      model: "office",
      zip: "97218",
      neededBy: "2027-03",
      rentalStart: "2027-03-01",
      rentalDays: 20,
    })
    .returning({ id: quoteRequests.id, reference: quoteRequests.reference });
  if (!row) throw new Error("no request stored");
  return row;
}

/** Makes every audit record of `action` fail, as a broken audit would: the change must then not be made. */
async function breakAuditOf(action: string): Promise<() => Promise<void>> {
  const db = getDb();
  await db.execute(
    sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_log for each row
    when (new.action = '${action}') execute function refuse_audit()`),
  );
  return async () => {
    await db.execute(sql.raw("drop trigger refuse_audit on audit_log"));
  };
}

const bookingsOf = (unitId: number) => getDb().select().from(rentalBookings).where(eq(rentalBookings.unitId, unitId));

describe("booking a rental unit", () => {
  const pools: ReturnType<typeof createPool>[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it("lets exactly one of two concurrent overlapping bookings of a unit through, and tells the other whom it collides with", async () => {
    const cabin = await unit("Cabin 2");
    const request = await rentalRequest();
    // Two pools: two connections, two transactions racing for the same dates.
    const [a, b] = [createPool(process.env.DATABASE_URL ?? ""), createPool(process.env.DATABASE_URL ?? "")];
    pools.push(a, b);
    const first = drizzle(a, { schema });
    const second = drizzle(b, { schema });
    for (let round = 0; round < 5; round++) {
      const start = addDays("2027-03-01", round * 40);
      const results = await Promise.all([
        book(first, cabin.id, start, 20, { quoteRequestId: request.id }),
        book(second, cabin.id, addDays(start, 5), 20, { quoteRequestId: request.id }),
      ]);
      const won = results.filter((result) => result.ok);
      const lost = results.filter((result) => !result.ok);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const winner = won[0]!;
      if (!winner.ok) throw new Error("unreachable");
      expect(lost[0]).toMatchObject({ ok: false, reason: "collision", collidesWith: { id: winner.booking.id } });
      const { startsOn, endsOn } = winner.booking;
      const words = (day: string) =>
        new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
      expect(lost[0]?.ok === false && lost[0].message).toBe(
        `Cabin 2 is already booked from ${words(startsOn)} until ${words(endsOn)} for ${request.reference}. Choose other dates or another unit.`,
      );
    }
    expect(await bookingsOf(cabin.id)).toHaveLength(5);
  });

  it("allows a booking that starts the day another ends, and another unit on the same dates", async () => {
    const [one, two] = [await unit(), await unit()];
    expect((await book(getDb(), one.id, "2027-06-01", 10)).ok).toBe(true);
    expect((await book(getDb(), one.id, "2027-06-11", 10)).ok).toBe(true);
    expect((await book(getDb(), one.id, "2027-05-22", 10)).ok).toBe(true);
    expect((await book(getDb(), two.id, "2027-06-01", 10)).ok).toBe(true);
    const overlap = await book(getDb(), one.id, "2027-06-20", 3);
    expect(overlap).toMatchObject({ ok: false, reason: "collision" });
    expect(await bookingsOf(one.id)).toHaveLength(3);
  });

  it("refuses 180 days in the database itself, and takes 179", async () => {
    const cabin = await unit();
    expect(await book(getDb(), cabin.id, "2027-01-01", 180)).toEqual({
      ok: false,
      reason: "too-long",
      message: "Length: a rental is for under 180 days of continuous occupancy, so the longest booking is 179 days.",
    });
    expect(await bookingsOf(cabin.id)).toEqual([]);
    expect((await book(getDb(), cabin.id, "2027-01-01", 179)).ok).toBe(true);
  });

  it("refuses an archived unit or an unknown request, storing nothing", async () => {
    const cabin = await unit();
    expect(await book(getDb(), cabin.id, "2027-01-01", 3, { quoteRequestId: 9_999_999 })).toMatchObject({
      ok: false,
      reason: "no-quote-request",
    });
    expect((await archiveUnit(owner, cabin.id, "2026-01-01")).ok).toBe(true);
    expect(await book(getDb(), cabin.id, "2027-01-01", 3)).toMatchObject({ ok: false, reason: "archived" });
    expect(await book(getDb(), 9_999_999, "2027-01-01", 3)).toMatchObject({ ok: false, reason: "no-unit" });
    expect(await bookingsOf(cabin.id)).toEqual([]);
  });

  it("audits a booking and its cancellation in the same transaction", async () => {
    const cabin = await unit();
    const booked = await book(getDb(), cabin.id, "2027-08-01", 7, { note: "The Lees" });
    if (!booked.ok) throw new Error(booked.message);
    const [record] = await getDb()
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'rental.booked' and ${auditLog.after}->>'bookingId' = ${String(booked.booking.id)}`,
      );
    expect(record).toMatchObject({
      actorEmail: owner.email,
      subjectType: "rental",
      subjectId: String(cabin.id),
      after: { unit: cabin.name, startsOn: "2027-08-01", endsOn: "2027-08-08", days: 7, note: "The Lees" },
    });

    const restore = await breakAuditOf("rental.booking-cancelled");
    try {
      await expect(cancelBooking(owner, booked.booking.id)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await bookingsOf(cabin.id)).toHaveLength(1);

    expect(await cancelBooking(owner, booked.booking.id)).toMatchObject({ ok: true });
    expect(await bookingsOf(cabin.id)).toEqual([]);
    expect(await cancelBooking(owner, booked.booking.id)).toEqual({ ok: false, reason: "not-found" });
    const [cancelled] = await getDb()
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'rental.booking-cancelled' and ${auditLog.before}->>'bookingId' = ${String(booked.booking.id)}`,
      );
    expect(cancelled?.before).toMatchObject({ unit: cabin.name, startsOn: "2027-08-01" });
  });

  it("makes no booking when its audit record cannot be written", async () => {
    const cabin = await unit();
    const restore = await breakAuditOf("rental.booked");
    try {
      await expect(book(getDb(), cabin.id, "2027-09-01", 5)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await bookingsOf(cabin.id)).toEqual([]);
  });
});

describe("rental units", () => {
  it("refuse a second unit of the same name, in any case, and audit a rename", async () => {
    const name = `Shed ${randomUUID().slice(0, 6)}`;
    const first = await unit(name);
    expect(await addUnit(owner, papers(name.toUpperCase()))).toMatchObject({ ok: false, reason: "duplicate" });
    const other = await unit();
    expect(await renameUnit(owner, other.id, name)).toMatchObject({ ok: false, reason: "duplicate" });
    expect(await renameUnit(owner, first.id, `${name} West`)).toMatchObject({ ok: true });
    const [record] = await getDb()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'rental.unit-renamed' and ${auditLog.subjectId} = ${String(first.id)}`);
    expect(record).toMatchObject({ before: { name }, after: { name: `${name} West` } });
  });

  it("are not archived while bookings are still to come", async () => {
    const cabin = await unit();
    const today = businessDay(new Date());
    expect((await book(getDb(), cabin.id, today, 5)).ok).toBe(true);
    expect(await archiveUnit(owner, cabin.id, today)).toMatchObject({ ok: false, reason: "has-bookings" });
    // Once the stay is over, it may go.
    expect(await archiveUnit(owner, cabin.id, addDays(today, 5))).toMatchObject({ ok: true });
    const [row] = await getDb().select().from(rentalUnits).where(eq(rentalUnits.id, cabin.id));
    expect(row?.archivedAt).not.toBeNull();
  });
});

describe("when the next rental unit is free", () => {
  it("follows the units and their bookings, and reaches the pages' facts on refresh", async () => {
    // Start from no units kept for renting.
    await getDb().update(rentalUnits).set({ archivedAt: new Date() });
    const today = "2027-03-01";
    expect(await nextRentalFree(today)).toEqual({ kind: "none" });

    const [a, b] = [await unit(), await unit()];
    expect(await nextRentalFree(today)).toEqual({ kind: "now" });
    await book(getDb(), a.id, "2027-02-20", 30); // until 2027-03-22
    await book(getDb(), b.id, "2027-03-01", 10); // until 2027-03-11
    await book(getDb(), b.id, "2027-03-11", 5); // back to back: until 2027-03-16
    expect(await nextRentalFree(today)).toEqual({ kind: "from", day: "2027-03-16" });
    await book(getDb(), b.id, "2027-03-17", 5); // a gap of one day: free on the 16th still
    expect(await nextRentalFree(today)).toEqual({ kind: "from", day: "2027-03-16" });

    // What the site states is worked out for today, in Portland: one unit, booked from today for 12 days.
    await getDb().update(rentalUnits).set({ archivedAt: new Date() });
    const now = businessDay(new Date());
    const only = await unit();
    await refreshFacts();
    expect(currentFacts().nextRental).toEqual({ kind: "now" });
    await book(getDb(), only.id, now, 12);
    expect(currentFacts().nextRental).toEqual({ kind: "from", day: addDays(now, 12) });
  });
});
