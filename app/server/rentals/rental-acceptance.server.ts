/**
 * Accepting a rental proposal books its units, in the acceptance's own
 * transaction, then asks for the security deposit and the first period. A
 * unit taken or sent for repair meanwhile refuses the whole acceptance, in
 * words, with nothing written: the units of a model are locked in id order
 * so acceptances racing for them queue, and the exclusion constraint
 * (rental_bookings_no_overlap) is the judge of anything else
 * (docs/decisions/0143).
 */
import { and, asc, eq, gt, inArray, isNull, lt } from "drizzle-orm";

import { unitCount } from "#app/domain/rentals/agreement";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import type { Transaction } from "#app/server/db/client.server";
import { PG_EXCLUSION_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import { type InvoiceRow, type ProposalRow, rentalBookings, rentalUnits } from "#app/server/db/schema.server";

import { issueDuePeriods, issueSecurityDeposit, termsOf } from "./rental-billing.server";

/** Thrown inside the acceptance's transaction to roll it back: the units are no longer all free. */
export class RentalUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RentalUnavailable";
  }
}

/** Whether an acceptance failed because a unit was no longer free (our check, or the database's). */
export function isRentalUnavailable(error: unknown): boolean {
  return error instanceof RentalUnavailable || pgErrorOf(error)?.code === PG_EXCLUSION_VIOLATION;
}

export interface AcceptedRental {
  bookings: { id: number; unitId: number }[];
  invoices: InvoiceRow[];
}

/**
 * Books every unit of an accepted rental (the named ones, or the first free
 * units of each model) with the proposal's id, then issues the security
 * deposit and the first period. Throws RentalUnavailable when units are
 * missing; the caller's transaction then rolls back whole.
 */
export async function bookAcceptedRental(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  actor: Actor,
  now: Date,
): Promise<AcceptedRental> {
  const terms = termsOf(proposal);
  const bookings: AcceptedRental["bookings"] = [];
  for (const line of terms.models) {
    const candidates = await tx
      .select({ id: rentalUnits.id, name: rentalUnits.name })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.model, line.model), isNull(rentalUnits.archivedAt)))
      .orderBy(asc(rentalUnits.id))
      .for("update");
    const taken = candidates.length
      ? await tx
          .selectDistinct({ unitId: rentalBookings.unitId })
          .from(rentalBookings)
          .where(
            and(
              inArray(
                rentalBookings.unitId,
                candidates.map((unit) => unit.id),
              ),
              lt(rentalBookings.startsOn, terms.endsOn),
              gt(rentalBookings.endsOn, terms.startsOn),
            ),
          )
      : [];
    const takenIds = new Set(taken.map((row) => row.unitId));
    const free = candidates.filter((unit) => !takenIds.has(unit.id));
    // The units the owner named, every one of them, then the first free units of the model for the rest.
    const named = free.filter((unit) => line.unitIds.includes(unit.id));
    if (named.length < line.unitIds.length) throw new RentalUnavailable(`${line.model}: a named unit is not free`);
    const chosen = [...named, ...free.filter((unit) => !line.unitIds.includes(unit.id))].slice(0, line.count);
    if (chosen.length < line.count)
      throw new RentalUnavailable(`${line.model}: ${chosen.length} of ${line.count} free`);
    for (const unit of chosen) {
      const [booking] = await tx
        .insert(rentalBookings)
        .values({
          unitId: unit.id,
          quoteRequestId: proposal.quoteRequestId,
          proposalId: proposal.id,
          startsOn: terms.startsOn,
          endsOn: terms.endsOn,
          note: `Rental agreement ${quoteReference}`,
        })
        .returning({ id: rentalBookings.id });
      if (!booking) throw new Error("the rental's booking was not stored");
      bookings.push({ id: booking.id, unitId: unit.id });
      await recordChange(tx, actor, {
        action: "rental.booked-by-acceptance",
        subjectType: "rental",
        subjectId: unit.id,
        after: { unit: unit.name, startsOn: terms.startsOn, endsOn: terms.endsOn, proposalId: proposal.id },
      });
    }
  }
  if (bookings.length !== unitCount(terms)) throw new RentalUnavailable("not every unit was booked");
  const deposit = await issueSecurityDeposit(tx, proposal, quoteReference, actor, now);
  const periods = await issueDuePeriods(tx, proposal, quoteReference, actor, now, { first: true });
  return { bookings, invoices: [...(deposit ? [deposit] : []), ...periods] };
}
