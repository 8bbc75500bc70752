/**
 * Rental bookings. Two bookings of one unit never overlap, nor does a booking
 * cross a repair: PostgreSQL's exclusion constraint rental_bookings_no_overlap
 * refuses the second, even when both arrive at once, and a refusal is answered
 * with the booking or repair it collides with. A booking is under the rental limit (facts.ts), which the
 * table checks too. Every change is audited in its own transaction, and the
 * public "next rental unit is free" fact is re-read after it.
 */
import { and, asc, eq, gt, lt, type SQL } from "drizzle-orm";

import { compliance } from "#app/content/facts";
import type { RentalPeriodKind } from "#app/domain/rentals/fleet";
import { type BookingInput, bookingTooLong } from "#app/domain/rentals/forms";
import type { BookingView } from "#app/domain/rentals/views";
import { addDays, daysBetween, shortDayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import type { Database } from "#app/server/db/client.server";
import { withDb } from "#app/server/db/client.server";
import {
  PG_CHECK_VIOLATION,
  PG_DEADLOCK_DETECTED,
  PG_EXCLUSION_VIOLATION,
  pgErrorOf,
} from "#app/server/db/pg-errors.server";
import { quoteRequests, rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { announceRentalChange } from "./change-listeners.server";

/** Rentals are for under this many days of continuous occupancy: the same fact the quote form applies. */
export const RENTAL_MAX_DAYS = compliance.rentalMaxDays;

const bookingColumns = {
  id: rentalBookings.id,
  unitId: rentalBookings.unitId,
  unitName: rentalUnits.name,
  startsOn: rentalBookings.startsOn,
  endsOn: rentalBookings.endsOn,
  quoteRequestId: rentalBookings.quoteRequestId,
  reference: quoteRequests.reference,
  note: rentalBookings.note,
};

/** Renters' bookings only, unless `kind` says otherwise: repairs are listed by repairs.server.ts. */
async function selectBookings(
  db: Pick<Database, "select">,
  where: SQL | undefined,
  limit = 500,
  kind: RentalPeriodKind | "any" = "booking",
): Promise<(BookingView & { kind: RentalPeriodKind })[]> {
  const rows = await db
    .select({ ...bookingColumns, kind: rentalBookings.kind })
    .from(rentalBookings)
    .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, rentalBookings.quoteRequestId))
    .where(kind === "any" ? where : and(where, eq(rentalBookings.kind, kind)))
    .orderBy(asc(rentalBookings.startsOn), asc(rentalUnits.name))
    .limit(limit);
  return rows.map((row) => ({ ...row, days: daysBetween(row.startsOn, row.endsOn) }));
}

/** Bookings that overlap the days from `from` up to (not including) `to`. */
export function listBookings({ from, to }: { from: string; to: string }): Promise<BookingView[]> {
  return withDb(async (db) => {
    return selectBookings(db, and(lt(rentalBookings.startsOn, to), gt(rentalBookings.endsOn, from)));
  });
}

export function bookingsForQuoteRequest(quoteRequestId: number): Promise<BookingView[]> {
  return withDb(async (db) => {
    return selectBookings(db, eq(rentalBookings.quoteRequestId, quoteRequestId));
  });
}

export async function getBooking(bookingId: number): Promise<BookingView | null> {
  return withDb(async (db) => {
    const [booking] = await selectBookings(db, eq(rentalBookings.id, bookingId), 1);
    return booking ?? null;
  });
}

/** "Cabin 2 is already booked from Mar 1, 2027 until Mar 21, 2027 for Q-1042.", or out for repair then. */
export function collisionMessage(
  booking: Pick<BookingView, "unitName" | "startsOn" | "endsOn" | "reference" | "note"> & { kind?: RentalPeriodKind },
): string {
  if (booking.kind === "repair")
    return `${booking.unitName} is out for repair from ${shortDayLabel(booking.startsOn)} until ${shortDayLabel(booking.endsOn)}. Choose other dates or another unit.`;
  const forWhom = booking.reference ? ` for ${booking.reference}` : booking.note ? ` for “${booking.note}”` : "";
  return `${booking.unitName} is already booked from ${shortDayLabel(booking.startsOn)} until ${shortDayLabel(booking.endsOn)}${forWhom}. Choose other dates or another unit.`;
}

export type BookingRefusal = "no-unit" | "archived" | "no-quote-request" | "collision" | "too-long";

export type BookingResult =
  | { ok: true; booking: BookingView }
  | { ok: false; reason: BookingRefusal; message: string; collidesWith?: BookingView };

/**
 * Books a unit from `startsOn` for `days` days. The database refuses an
 * overlap (23P01) or a stay of the rental limit or more (23514); either
 * refusal comes back in words, the overlap naming the booking it hits,
 * looked up after the refusal.
 */
export async function createBooking(actor: Actor, input: BookingInput): Promise<BookingResult> {
  return withDb(async (db) => {
    const endsOn = addDays(input.startsOn, input.days);
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await db.transaction(async (tx): Promise<BookingResult> => {
          // A share lock: the unit cannot be archived while it is being booked.
          const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, input.unitId)).for("share");
          if (!unit)
            return {
              ok: false,
              reason: "no-unit",
              message: "Unit: that unit no longer exists. Please choose another.",
            };
          if (unit.archivedAt) {
            return {
              ok: false,
              reason: "archived",
              message: `Unit: ${unit.name} is archived. Bring it back first, or choose another unit.`,
            };
          }
          let reference: string | null = null;
          if (input.quoteRequestId !== null) {
            const [quoteRequest] = await tx
              .select({ reference: quoteRequests.reference })
              .from(quoteRequests)
              .where(eq(quoteRequests.id, input.quoteRequestId));
            if (!quoteRequest)
              return {
                ok: false,
                reason: "no-quote-request",
                message: "For request: there is no request with that reference.",
              };
            reference = quoteRequest.reference;
          }
          const [row] = await tx
            .insert(rentalBookings)
            .values({
              unitId: unit.id,
              quoteRequestId: input.quoteRequestId,
              startsOn: input.startsOn,
              endsOn,
              note: input.note,
              createdBy: actor.id,
            })
            .returning({ id: rentalBookings.id });
          if (!row) throw new Error("the booking was not stored");
          const booking: BookingView = {
            id: row.id,
            unitId: unit.id,
            unitName: unit.name,
            startsOn: input.startsOn,
            endsOn,
            days: input.days,
            quoteRequestId: input.quoteRequestId,
            reference,
            note: input.note,
          };
          await recordChange(tx, actor, {
            action: "rental.booked",
            subjectType: "rental",
            subjectId: unit.id,
            after: auditView(booking),
          });
          return { ok: true, booking };
        });
        if (result.ok) await announceRentalChange();
        return result;
      } catch (error) {
        const refused = pgErrorOf(error);
        // Two overlapping inserts at once can each wait on the other's exclusion check; PostgreSQL
        // then ends one as a deadlock. Tried again, it meets the committed booking and is refused in words.
        if (refused?.code === PG_DEADLOCK_DETECTED && attempt < 3) continue;
        if (refused?.code === PG_EXCLUSION_VIOLATION) {
          const [collidesWith] = await selectBookings(
            db,
            and(
              eq(rentalBookings.unitId, input.unitId),
              lt(rentalBookings.startsOn, endsOn),
              gt(rentalBookings.endsOn, input.startsOn),
            ),
            1,
            "any",
          );
          return {
            ok: false,
            reason: "collision",
            message: collidesWith
              ? collisionMessage(collidesWith)
              : "Those dates overlap another booking of this unit, which has just changed. Please look at the timeline and try again.",
            ...(collidesWith ? { collidesWith } : {}),
          };
        }
        if (refused?.code === PG_CHECK_VIOLATION && refused.constraint === "rental_bookings_under_180_days") {
          return { ok: false, reason: "too-long", message: bookingTooLong(RENTAL_MAX_DAYS) };
        }
        throw error;
      }
    }
  });
}

export type CancelResult = { ok: true; booking: BookingView } | { ok: false; reason: "not-found" };

/** Cancels (removes) a booking; the audit record keeps what it was. */
export async function cancelBooking(actor: Actor, bookingId: number): Promise<CancelResult> {
  return withDb(async (db) => {
    const result = await db.transaction(async (tx): Promise<CancelResult> => {
      const [booking] = await selectBookings(tx, eq(rentalBookings.id, bookingId), 1);
      if (!booking) return { ok: false, reason: "not-found" };
      const removed = await tx
        .delete(rentalBookings)
        .where(eq(rentalBookings.id, bookingId))
        .returning({ id: rentalBookings.id });
      if (removed.length === 0) return { ok: false, reason: "not-found" };
      await recordChange(tx, actor, {
        action: "rental.booking-cancelled",
        subjectType: "rental",
        subjectId: booking.unitId,
        before: auditView(booking),
      });
      return { ok: true, booking };
    });
    if (result.ok) await announceRentalChange();
    return result;
  });
}

function auditView(booking: BookingView) {
  return {
    bookingId: booking.id,
    unit: booking.unitName,
    startsOn: booking.startsOn,
    endsOn: booking.endsOn,
    days: booking.days,
    request: booking.reference,
    note: booking.note || null,
  };
}
