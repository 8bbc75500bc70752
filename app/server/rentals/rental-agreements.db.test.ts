/** A rental closes online: acceptance books its units once, a repair or a rival refuses it whole, and its invoices add up. */
import { randomUUID } from "node:crypto";

import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { deliveryAddressText } from "#app/domain/proposals/tax";
import type { RentalProposalInput } from "#app/domain/rentals/proposal-form";
import { quarterOfDay } from "#app/domain/tax/rate-choice";
import { businessDay } from "#app/domain/time/business-time";
import { addDays, addMonths } from "#app/domain/time/calendar-day";
import { recordInvoicePayment } from "#app/server/billing/ledger.server";
import { getDb } from "#app/server/db/client.server";
import {
  creditNotes,
  invoices,
  proposals,
  quoteRequests,
  rentalBookings,
  rentalChanges,
} from "#app/server/db/schema.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { saveDraft } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";
import { saveRentalProposal } from "#app/server/proposals/rental-proposals.server";
import { sendDraft } from "#tests/support/proposal-fixtures";

import { createBooking } from "./bookings.server";
import { addUnit } from "./console-changes.server";
import { saveRates } from "./rates.server";
import { issueDueRentalPeriods } from "./rental-billing.server";
import { endRentalEarly, extendRental } from "./rental-changes.server";
import { startRepair } from "./repairs.server";

const owner = { id: null, email: "owner@nestz.example" };
const today = businessDay(new Date());

async function unit(): Promise<number> {
  const tag = randomUUID().slice(0, 8).toUpperCase();
  const result = await addUnit(owner, {
    name: `Rental ${tag}`,
    model: "bedroom",
    serialNumber: `NZ-${tag}`,
    insigniaNumber: `RPT ${tag}`,
    location: "Yard",
  });
  if (!result.ok) throw new Error(result.message);
  return result.unit.id;
}

async function rentalRequest(startsOn: string, days: number, state: "OR" | "WA" = "OR") {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType: "individual",
      intent: "rent",
      name: "Ada Renter",
      email: `ada-${randomUUID()}@example.com`,
      units: 2,
      model: "bedroom",
      zip: state === "OR" ? "97201" : "98108",
      deliveryCity: state === "OR" ? "Portland" : "Seattle",
      deliveryCityName: state === "OR" ? "Portland" : "Seattle",
      deliveryStreet: "1 Main St",
      deliveryState: state,
      deliveryMiles: 9,
      deliveryFeeCents: 20_000,
      neededBy: startsOn.slice(0, 7),
      rentalStart: startsOn,
      rentalDays: days,
    })
    .returning();
  if (!row) throw new Error("the request was not stored");
  return row;
}

function choice(startsOn: string, days: number, unitIds: number[]): RentalProposalInput {
  return {
    startsOn,
    days,
    counts: { bedroom: unitIds.length, office: 0 },
    unitIds,
    deliveryFeePerUnitCents: 20_000,
    pickupFeePerUnitCents: 20_000,
    securityDepositCents: 300_000,
    taxTreatment: "retail-rental",
    taxReason: "",
  };
}

/** A rental proposal for the named units, sent: its token and the hash the renter accepts. */
async function sentRental(startsOn: string, days: number, unitIds: number[], state: "OR" | "WA" = "OR") {
  const request = await rentalRequest(startsOn, days, state);
  const saved = await saveRentalProposal(owner, request.id, choice(startsOn, days, unitIds));
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  if (state === "WA") {
    // The owner's rate for the delivery address: 9.1 % this quarter.
    const [draft] = await getDb().select().from(proposals).where(eq(proposals.id, saved.proposalId));
    if (!draft) throw new Error("no draft");
    const content = draftContentOf(draft);
    const rated = await saveDraft(owner, draft.id, {
      ...content,
      taxBuyerKind: "individual",
      rate: {
        code: "1726",
        rateMilli: 9_100,
        stateRateMilli: 6_500,
        localRateMilli: 2_600,
        source: "owner-choice",
        match: "owner",
        quarter: quarterOfDay(today),
        addressUsed: deliveryAddressText(content.delivery),
      },
    });
    if (!rated.ok) throw new Error("not rated");
  }
  return { request, ...(await sendDraft(saved.proposalId)) };
}

const accept = (token: string, contentHash: string) =>
  acceptProposal(token, { name: "Ada Renter", contentHash, client: "198.51.100.7", userAgent: "vitest" });

const invoicesOf = (proposalId: number) =>
  getDb()
    .select()
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposalId), ne(invoices.status, "void")))
    .orderBy(invoices.sequence);

const bookingsOf = (proposalId: number) =>
  getDb().select().from(rentalBookings).where(eq(rentalBookings.proposalId, proposalId));

beforeAll(async () => {
  await saveRates(owner, {
    model: "bedroom",
    dailyCents: 6_000,
    weeklyCents: 35_000,
    monthlyCents: 120_000,
    depositCents: 150_000,
  });
});

describe("accepting a rental proposal", () => {
  it("books its units and asks for the security deposit and the first period; its invoices add up to its price", async () => {
    const units = [await unit(), await unit()];
    const startsOn = addDays(today, 10);
    const { proposal, token, contentHash } = await sentRental(startsOn, 97, units, "WA");
    expect(proposal.kind).toBe("rental");
    expect(proposal.taxCents).toBeGreaterThan(0);

    expect(await accept(token, contentHash)).toEqual({ ok: true, changed: true });
    const booked = await bookingsOf(proposal.id);
    expect(booked.map((row) => row.unitId).sort()).toEqual([...units].sort());
    expect(booked.every((row) => row.startsOn === startsOn && row.endsOn === addDays(startsOn, 97))).toBe(true);

    const first = await invoicesOf(proposal.id);
    expect(first.map((row) => row.kind)).toEqual(["rental-deposit", "rental-period"]);
    expect(first[0]?.amountCents).toBe(300_000);
    expect(first[0]?.taxCents).toBe(0);
    expect(first[1]?.periodStartsOn).toBe(startsOn);

    // Accepting again changes nothing; the job run at the start issues nothing new.
    expect(await accept(token, contentHash)).toEqual({ ok: true, changed: false });
    await issueDueRentalPeriods(new Date());
    expect(await invoicesOf(proposal.id)).toHaveLength(2);

    // After downtime past the end, one run issues every period left, once; a second run nothing.
    const afterEnd = new Date(`${addDays(startsOn, 120)}T20:00:00Z`);
    await issueDueRentalPeriods(afterEnd);
    await issueDueRentalPeriods(afterEnd);
    const all = await invoicesOf(proposal.id);
    const periods = all.filter((row) => row.kind === "rental-period");
    expect(periods.length).toBeGreaterThanOrEqual(4);
    expect(new Set(periods.map((row) => row.periodStartsOn)).size).toBe(periods.length);
    expect(periods.reduce((sum, row) => sum + row.amountCents, 0)).toBe(proposal.totalCents);
    expect(periods.reduce((sum, row) => sum + row.taxCents, 0)).toBe(proposal.taxCents);
  });

  it("books the last free unit exactly once when two renters accept at the same moment", async () => {
    const last = await unit();
    const startsOn = addDays(today, 40);
    const one = await sentRental(startsOn, 13, [last]);
    const other = await sentRental(addDays(startsOn, 5), 13, [last]);
    const answers = await Promise.all([accept(one.token, one.contentHash), accept(other.token, other.contentHash)]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([{ ok: false, reason: "unavailable" }]);
    const winner = answers[0]?.ok ? one : other;
    const loser = answers[0]?.ok ? other : one;
    expect(await bookingsOf(winner.proposal.id)).toHaveLength(1);
    // Nothing of the refused acceptance was written: no booking, no invoice, still open.
    expect(await bookingsOf(loser.proposal.id)).toHaveLength(0);
    expect(await invoicesOf(loser.proposal.id)).toHaveLength(0);
    const [still] = await getDb().select().from(proposals).where(eq(proposals.id, loser.proposal.id));
    expect(still?.status).toBe("sent");
  });

  it("keeps a sent rental's terms as sent, even by SQL", async () => {
    const { proposal } = await sentRental(addDays(today, 100), 5, [await unit()]);
    await expect(
      getDb().execute(
        sql`update proposals set rental = jsonb_set(rental, '{endsOn}', '"2099-01-01"') where id = ${proposal.id}`,
      ),
    ).rejects.toThrow();
    await expect(getDb().execute(sql`update proposals set kind = 'sale' where id = ${proposal.id}`)).rejects.toThrow();
  });

  it("is refused when a unit went in for repair after the proposal was sent", async () => {
    const cabin = await unit();
    const startsOn = addDays(today, 60);
    const { proposal, token, contentHash } = await sentRental(startsOn, 20, [cabin]);
    const repair = await startRepair(owner, { unitId: cabin, startsOn: addDays(startsOn, 3), days: 5, note: "Roof" });
    expect(repair.ok).toBe(true);
    expect(await accept(token, contentHash)).toEqual({ ok: false, reason: "unavailable" });
    expect(await bookingsOf(proposal.id)).toHaveLength(0);
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
  });
});

describe("changing an accepted rental", () => {
  it("refuses an extension onto another booking, changing nothing, and extends when the unit is free", async () => {
    const cabin = await unit();
    const startsOn = addDays(today, 80);
    const { proposal, token, contentHash } = await sentRental(startsOn, 13, [cabin]);
    expect((await accept(token, contentHash)).ok).toBe(true);
    const next = await createBooking(owner, {
      unitId: cabin,
      startsOn: addDays(startsOn, 20),
      days: 5,
      quoteRequestId: null,
      note: "Next renter",
    });
    expect(next.ok).toBe(true);

    const refused = await extendRental(owner, proposal.id, addDays(startsOn, 25), "");
    expect(refused).toMatchObject({ ok: false, reason: "collision" });
    expect((await bookingsOf(proposal.id))[0]?.endsOn).toBe(addDays(startsOn, 13));

    const extended = await extendRental(owner, proposal.id, addDays(startsOn, 20), "A week more");
    expect(extended).toMatchObject({ ok: true, kind: "extension" });
    expect((await bookingsOf(proposal.id))[0]?.endsOn).toBe(addDays(startsOn, 20));
    // The first invoice stands; the week added is billed from the old end, when it begins.
    await issueDueRentalPeriods(new Date(`${addDays(startsOn, 30)}T20:00:00Z`));
    const periods = (await invoicesOf(proposal.id)).filter((row) => row.kind === "rental-period");
    expect(periods.map((row) => [row.periodStartsOn, row.periodEndsOn])).toEqual([
      [startsOn, addDays(startsOn, 13)],
      [addDays(startsOn, 13), addDays(startsOn, 20)],
    ]);
    // 20 days cost the rate card's price for 20 days (2 weeks and 6 days at $60 is dearer than 3 weeks).
    const rent = periods.reduce((sum, row) => sum + row.preTaxCents, 0) - 40_000;
    expect(rent).toBe(3 * 35_000);
  });

  it("ends early: the unpaid period is voided and the days had are billed, adding up to the new price", async () => {
    const cabin = await unit();
    const startsOn = addDays(today, 2);
    const { proposal, token, contentHash } = await sentRental(startsOn, 20, [cabin]);
    expect((await accept(token, contentHash)).ok).toBe(true);
    const ended = await endRentalEarly(owner, proposal.id, addDays(startsOn, 10), "Moving in sooner");
    expect(ended).toMatchObject({ ok: true, kind: "early-end" });
    expect((await bookingsOf(proposal.id))[0]?.endsOn).toBe(addDays(startsOn, 10));
    const periods = (await invoicesOf(proposal.id)).filter((row) => row.kind === "rental-period");
    expect(periods.map((row) => row.periodEndsOn)).toEqual([addDays(startsOn, 10)]);
    // Half the agreed rent of 20 days (2 weeks and 6 days, or 3 weeks: $1,050), and both fees.
    expect(periods[0]?.amountCents).toBe(52_500 + 40_000);
    expect(await endRentalEarly(owner, proposal.id, addDays(startsOn, 15), "")).toMatchObject({
      ok: false,
      reason: "not-earlier",
    });
  });

  it("ends early inside a paid period: a credit note gives back the days not had, once, and nothing more is billed", async () => {
    const cabin = await unit();
    // From the first of next month, so the first period is a whole month whatever today is (a start
    // on a month's last day would make it one day long, with no day inside it to end on).
    const startsOn = `${addMonths(today.slice(0, 7), 1)}-01`;
    const { proposal, token, contentHash } = await sentRental(startsOn, 97, [cabin], "WA");
    expect((await accept(token, contentHash)).ok).toBe(true);
    const [, first] = await invoicesOf(proposal.id);
    if (!first?.periodEndsOn) throw new Error("no first period");
    const paid = await recordInvoicePayment(owner, first.id, { method: "check", reference: "1042", paidOn: today });
    expect(paid).toMatchObject({ ok: true, paidInFull: true });

    // End after the first period's first day, inside it.
    const endsOn = addDays(startsOn, 1);
    expect(endsOn < first.periodEndsOn).toBe(true);
    const ended = await endRentalEarly(owner, proposal.id, endsOn, "");
    if (!ended.ok) throw new Error(ended.message);
    expect(ended.credited).toBeGreaterThan(0);
    const notes = await getDb().select().from(creditNotes).where(eq(creditNotes.invoiceId, first.id));
    expect(notes.map((note) => note.amountCents)).toEqual([ended.credited]);

    // The invoice less its credit is the new price: one day's rent, both fees and their tax.
    const [change] = await getDb().select().from(rentalChanges).where(eq(rentalChanges.proposalId, proposal.id));
    const subtotal = (change?.rentCents ?? 0) + 40_000;
    expect(first.amountCents - ended.credited).toBe(subtotal + Math.floor((subtotal * 9_100 * 2 + 100_000) / 200_000));
    await issueDueRentalPeriods(new Date(`${addDays(startsOn, 200)}T20:00:00Z`));
    expect((await invoicesOf(proposal.id)).filter((row) => row.kind === "rental-period")).toHaveLength(1);
  });
});
