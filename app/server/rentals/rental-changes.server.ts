/**
 * Changing an accepted rental: extend it (when its units are free: the
 * exclusion constraint judges) or end it early. The accepted terms stay as
 * accepted; the change is its own row (rental_changes) with the new end and
 * rent, and the bookings follow. Issued invoices never change: the periods
 * still to come absorb the difference, and days already invoiced but not
 * used are given back by credit note, or, on an invoice nothing was paid on
 * yet, by voiding it and billing the days used (docs/decisions/0144).
 */
import { and, eq, gt } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import { formatCents } from "#app/domain/common/money";
import type { RentalChangeKind } from "#app/domain/rentals/agreement";
import { bookingTooLong } from "#app/domain/rentals/forms";
import { rentalPrice, shareByDays } from "#app/domain/rentals/price";
import { addDays, dayLabel, daysBetween } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { issueCreditNote } from "#app/server/billing/credit-notes.server";
import { paidCentsByInvoice } from "#app/server/billing/ledger.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { voidInvoice } from "#app/server/billing/voiding.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { PG_CHECK_VIOLATION, PG_EXCLUSION_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import { type ProposalRow, proposals, rentalBookings, rentalChanges } from "#app/server/db/schema.server";

import { RENTAL_MAX_DAYS } from "./bookings.server";
import { announceRentalChange } from "./change-listeners.server";
import { issuedPeriodsOf, issueDuePeriods, rentalStandingOf, rentalTaxOn, termsOf } from "./rental-billing.server";

export type RentalChangeResult =
  | { ok: true; kind: RentalChangeKind; endsOn: string; credited: number }
  | {
      ok: false;
      reason: "not-found" | "not-accepted" | "not-later" | "not-earlier" | "too-long" | "collision";
      message: string;
    };

const refusal = (reason: Exclude<RentalChangeResult, { ok: true }>["reason"], message: string) =>
  ({ ok: false, reason, message }) as const;

async function lockRental(tx: Transaction, proposalId: number) {
  const locked = await lockProposal(tx, eq(proposals.id, proposalId));
  if (!locked || locked.proposal.kind !== "rental") return null;
  return locked;
}

/** The rent of the accepted units for a stay from the start to `endsOn`, at the rates they were accepted at. */
function rentUntil(proposal: ProposalRow, endsOn: string): number {
  const terms = termsOf(proposal);
  const days = daysBetween(terms.startsOn, endsOn);
  return terms.models.reduce(
    (sum, line) => sum + line.count * rentalPrice(terms.startsOn, days, line.rates).rentCents,
    0,
  );
}

/**
 * Extends the rental to `endsOn`: every booking of it moves its end, or none
 * does when a unit is taken or in for repair then. The rent becomes the rate
 * card's price of the longer stay (never less than the shorter one's).
 */
export async function extendRental(
  actor: Actor,
  proposalId: number,
  endsOn: string,
  note: string,
  now = new Date(),
): Promise<RentalChangeResult> {
  try {
    const result = await withDb((db) =>
      db.transaction(async (tx): Promise<RentalChangeResult> => {
        const locked = await lockRental(tx, proposalId);
        if (!locked) return refusal("not-found", "That rental no longer exists.");
        const { proposal, request } = locked;
        if (proposal.status !== "accepted") return refusal("not-accepted", "Only an accepted rental can be extended.");
        const standing = await rentalStandingOf(tx, proposal);
        if (endsOn <= standing.endsOn)
          return refusal("not-later", `New pick-up day: choose a day after ${dayLabel(standing.endsOn)} to extend.`);
        if (daysBetween(standing.startsOn, endsOn) >= RENTAL_MAX_DAYS)
          return refusal("too-long", bookingTooLong(RENTAL_MAX_DAYS));
        await tx
          .update(rentalBookings)
          .set({ endsOn })
          .where(and(eq(rentalBookings.proposalId, proposalId), eq(rentalBookings.kind, "booking")));
        const rentCents = Math.max(rentUntil(proposal, endsOn), standing.rentCents);
        await recordRentalChange(tx, actor, proposal, "extension", standing.endsOn, endsOn, rentCents, note);
        await issueDuePeriods(tx, proposal, request.reference, actor, now);
        return { ok: true, kind: "extension", endsOn, credited: 0 };
      }),
    );
    if (result.ok) await announceRentalChange();
    return result;
  } catch (error) {
    const refused = pgErrorOf(error);
    if (refused?.code === PG_EXCLUSION_VIOLATION)
      return refusal(
        "collision",
        `A unit of this rental is booked or in for repair before ${dayLabel(endsOn)}, so it cannot be extended that far. Nothing was changed.`,
      );
    if (refused?.code === PG_CHECK_VIOLATION && refused.constraint === "rental_bookings_under_180_days")
      return refusal("too-long", bookingTooLong(RENTAL_MAX_DAYS));
    throw error;
  }
}

async function recordRentalChange(
  tx: Transaction,
  actor: Actor,
  proposal: ProposalRow,
  kind: RentalChangeKind,
  previousEndsOn: string,
  endsOn: string,
  rentCents: number,
  note: string,
) {
  await tx
    .insert(rentalChanges)
    .values({ proposalId: proposal.id, kind, previousEndsOn, endsOn, rentCents, note, createdBy: actor.id });
  await recordChange(tx, actor, {
    action: kind === "extension" ? "rental.extended" : "rental.ended-early",
    subjectType: "proposal",
    subjectId: proposal.id,
    before: { endsOn: previousEndsOn },
    after: { endsOn, rent: formatCents(rentCents), note },
  });
}

/**
 * Ends the rental early, on `endsOn` (the pick-up day): the bookings end
 * then, the rent is the agreed rent for the days had (shared by day), and
 * the periods already invoiced past that day give the difference back.
 */
export async function endRentalEarly(
  actor: Actor,
  proposalId: number,
  endsOn: string,
  note: string,
  now = new Date(),
): Promise<RentalChangeResult> {
  const changed = await withDb((db) =>
    db.transaction(async (tx): Promise<RentalChangeResult> => {
      const locked = await lockRental(tx, proposalId);
      if (!locked) return refusal("not-found", "That rental no longer exists.");
      const { proposal } = locked;
      if (proposal.status !== "accepted") return refusal("not-accepted", "Only an accepted rental can end early.");
      const standing = await rentalStandingOf(tx, proposal);
      if (endsOn >= standing.endsOn || endsOn <= standing.startsOn)
        return refusal(
          "not-earlier",
          `New pick-up day: choose a day from ${dayLabel(addDays(standing.startsOn, 1))} to ${dayLabel(addDays(standing.endsOn, -1))}.`,
        );
      await tx
        .update(rentalBookings)
        .set({ endsOn })
        .where(
          and(
            eq(rentalBookings.proposalId, proposalId),
            eq(rentalBookings.kind, "booking"),
            gt(rentalBookings.endsOn, endsOn),
          ),
        );
      const [had = 0] = shareByDays(standing.rentCents, [
        daysBetween(standing.startsOn, endsOn),
        daysBetween(endsOn, standing.endsOn),
      ]);
      await recordRentalChange(tx, actor, proposal, "early-end", standing.endsOn, endsOn, had, note);
      return { ok: true, kind: "early-end", endsOn, credited: 0 };
    }),
  );
  if (!changed.ok) return changed;
  await announceRentalChange();
  const credited = await giveBackUnusedDays(actor, proposalId, endsOn, now);
  return { ...changed, credited };
}

/**
 * What the invoices past the new end ask beyond the rental's new price comes
 * back: by credit note on an invoice money was received on, else by voiding
 * it (the days used are then billed afresh). Latest period first. Answers the
 * cents credited.
 */
async function giveBackUnusedDays(actor: Actor, proposalId: number, endsOn: string, now: Date): Promise<number> {
  let credited = 0;
  let voided = false;
  const reason = `The rental ended early, on ${dayLabel(endsOn)}: the days after it are given back.`;
  // Each pass credits or voids one invoice; a rental has at most six periods, so a dozen passes is plenty.
  for (let pass = 0; pass < 12; pass++) {
    const state = await withDb(async (db) => {
      const [proposal] = await db.select().from(proposals).where(eq(proposals.id, proposalId));
      if (!proposal) return null;
      const standing = await rentalStandingOf(db, proposal);
      const issued = await issuedPeriodsOf(db, proposalId);
      const target =
        standing.rentCents +
        standing.deliveryFeeCents +
        standing.pickupFeeCents +
        rentalTaxOn(proposal, standing.rentCents + standing.deliveryFeeCents + standing.pickupFeeCents);
      const billed = issued.reduce((sum, period) => sum + period.preTaxCents + period.taxCents, 0);
      const past = issued.filter((period) => period.endsOn > endsOn && asksCents(period.invoice) > 0).at(-1);
      return { proposal, excess: billed - target, past };
    });
    if (!state || state.excess <= 0 || !state.past) break;
    const { invoice } = state.past;
    const paid = (await withDb((db) => paidCentsByInvoice(db, [invoice.id]))).get(invoice.id) ?? 0;
    if (paid > 0) {
      const amountCents = Math.min(state.excess, asksCents(invoice));
      const note = await issueCreditNote(actor, invoice.id, { amountCents, reason, excessTo: "credit" }, now);
      if (!note.ok) break;
      credited += amountCents;
    } else {
      const answer = await voidInvoice(actor, invoice.id, reason, now);
      if (!answer.ok) break;
      voided = true;
    }
  }
  if (!voided) return credited;
  // The days used of a voided period are billed again at once.
  await withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockRental(tx, proposalId);
      if (locked?.proposal.status === "accepted")
        await issueDuePeriods(tx, locked.proposal, locked.request.reference, actor, now, { first: true });
    }),
  );
  return credited;
}
