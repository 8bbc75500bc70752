import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { parsePhotoFileName } from "#app/domain/photos/rules";
import type { RentalTerms } from "#app/domain/rentals/agreement";
import { rentalPrice } from "#app/domain/rentals/price";
import { INSPECTION_ITEMS, type InspectionCharge, type InspectionChecklist } from "#app/domain/rentals/returns";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { issueInvoice } from "#app/server/billing/changes.server";
import { recordInvoicePayment } from "#app/server/billing/ledger.server";
import { newLink } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import {
  auditLog,
  invoices,
  outbox,
  paymentIntents,
  payments,
  proposals,
  quoteRequests,
  rentalBookings,
  rentalDepositRefunds,
  rentalInspections,
  rentalPurchaseConversions,
} from "#app/server/db/schema.server";
import type { PaymentProvider } from "#app/server/payments/provider.server";
import { preparePhoto } from "#app/server/photos/pipeline.server";
import { draftContentOf } from "#app/server/proposals/queries.server";
import { turnRentalIntoPurchase } from "#app/server/proposals/rent-then-buy.server";
import { pricedDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { makeImage } from "#tests/support/test-images";

import { addUnit } from "./console-changes.server";
import { readInspectionPhotoFile, recordInspection, refundDepositToCard, returnsBoard } from "./returns.server";

const owner = { id: null, email: "owner@nestz.example" };
const today = businessDay(new Date());
const startsOn = addDays(today, -40);
const rates = { dailyCents: 9_000, weeklyCents: 50_000, monthlyCents: 150_000, depositCents: 100_000 };
const allGood = Object.fromEntries(INSPECTION_ITEMS.map((item) => [item, "good"])) as InspectionChecklist;

interface RentalSetUp {
  units?: number;
  depositCents?: number;
  /** How the deposit was paid: by check (refunded by hand) or by card (refunded through the provider). */
  depositBy?: "check" | "card";
  /** Payments on the rental's period invoices, one invoice each. */
  rentPaid?: number[];
}

/** An accepted rental of `units` office units for 40 days, its bookings, its deposit invoice paid, and its periods. */
async function acceptedRental({
  units = 1,
  depositCents = 100_000,
  depositBy = "check",
  rentPaid = [],
}: RentalSetUp = {}) {
  const db = getDb();
  const request = await storeQuoteRequest({
    intent: "rent",
    rentalStart: startsOn,
    rentalDays: 40,
    units,
    model: "office",
  });
  const proposalId = await pricedDraft(request.id, 10_000);
  const price = rentalPrice(startsOn, 40, rates);
  const terms: RentalTerms = {
    startsOn,
    endsOn: addDays(startsOn, 40),
    models: [{ model: "office", count: units, unitIds: [], rates, price, rentCents: price.rentCents * units }],
    deliveryFeeCents: 0,
    pickupFeeCents: 0,
    securityDepositCents: depositCents,
    billing: "monthly",
    taxTreatment: "long-stay-exempt",
    taxReason: "A home for more than 30 days.",
    agreementVersion: "2026-11",
    agreementHash: "a".repeat(64),
  };
  const [proposal] = await db
    .update(proposals)
    .set({ kind: "rental", rental: terms, status: "accepted", acceptedAt: new Date(), acceptedName: request.name })
    .where(eq(proposals.id, proposalId))
    .returning();
  if (!proposal) throw new Error("no rental");

  const bookings: { id: number; unitName: string }[] = [];
  for (let index = 0; index < units; index += 1) {
    const tag = randomUUID().slice(0, 8).toUpperCase();
    const added = await addUnit(owner, {
      name: `Cabin ${tag}`,
      model: "office",
      serialNumber: `NZ-${tag}`,
      insigniaNumber: `RPT ${tag}`,
      location: "",
    });
    if (!added.ok) throw new Error(added.message);
    const [booking] = await db
      .insert(rentalBookings)
      .values({ unitId: added.unit.id, proposalId, quoteRequestId: request.id, startsOn, endsOn: terms.endsOn })
      .returning({ id: rentalBookings.id });
    if (!booking) throw new Error("no booking");
    bookings.push({ id: booking.id, unitName: added.unit.name });
  }

  const deposit = await issueInvoice({
    proposal,
    quoteReference: request.reference,
    kind: "rental-deposit",
    amountCents: depositCents,
    poNumber: null,
    actor: owner,
    now: new Date(),
  });
  if (depositBy === "check") {
    const paid = await recordInvoicePayment(owner, deposit.id, {
      method: "check",
      reference: "1001",
      paidOn: startsOn,
    });
    if (!paid.ok) throw new Error("the deposit was not recorded");
  } else {
    const intentId = `pi_test_${randomUUID()}`;
    await db.insert(paymentIntents).values({
      id: intentId,
      provider: "test",
      target: "invoice",
      proposalId,
      invoiceId: deposit.id,
      amountCents: depositCents,
      currency: "usd",
    });
    await db.insert(payments).values({
      proposalId,
      target: "invoice",
      invoiceId: deposit.id,
      method: "card",
      reference: intentId,
      amountCents: depositCents,
      currency: "usd",
      receivedOn: startsOn,
      intentId,
      recordedBy: null,
    });
  }

  for (const [index, cents] of rentPaid.entries()) {
    const sequence = 500_000 + Math.floor(Math.random() * 400_000);
    const periodStartsOn = addDays(startsOn, index * 30);
    const [period] = await db
      .insert(invoices)
      .values({
        sequence,
        number: `INV-${sequence}`,
        ...newLink("invoice"),
        proposalId,
        kind: "rental-period",
        amountCents: cents + 5_000,
        preTaxCents: cents + 5_000,
        taxCents: 0,
        periodStartsOn,
        periodEndsOn: addDays(periodStartsOn, 30),
        issuedOn: periodStartsOn,
        dueOn: periodStartsOn,
        buyerName: proposal.buyerName,
        buyerEmail: proposal.buyerEmail,
      })
      .returning({ id: invoices.id });
    if (!period) throw new Error("no period invoice");
    const paid = await recordInvoicePayment(owner, period.id, {
      method: "ach",
      reference: "",
      paidOn: periodStartsOn,
      amountCents: cents,
    });
    if (!paid.ok) throw new Error("the rent was not recorded");
  }
  return { proposal, request, bookings, depositId: deposit.id };
}

const inspect = (bookingId: number, charges: InspectionCharge[] = []) =>
  recordInspection(owner, { bookingId, checklist: allGood, notes: "", charges, photos: [] });

const refundsOf = (proposalId: number) =>
  getDb().select().from(rentalDepositRefunds).where(eq(rentalDepositRefunds.proposalId, proposalId));

const settledEmailsTo = (email: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "rental-deposit-settled"), eq(outbox.recipient, email)));

describe("a return inspection", () => {
  it("is recorded once: a second recording, even at the same moment, is refused and writes nothing", async () => {
    const { bookings, proposal } = await acceptedRental();
    const booking = bookings[0]!;
    const damage: InspectionCharge = { kind: "damage", description: "Cracked window", cents: 18_000 };
    const results = await Promise.all([inspect(booking.id, [damage]), inspect(booking.id, [damage])]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "already" });
    expect(await inspect(booking.id)).toEqual({ ok: false, reason: "already" });

    const db = getDb();
    expect(await db.select().from(rentalInspections).where(eq(rentalInspections.bookingId, booking.id))).toHaveLength(
      1,
    );
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "rental.inspected"), eq(auditLog.subjectId, String(proposal.id))));
    expect(audits).toHaveLength(1);
    expect(await refundsOf(proposal.id)).toHaveLength(1);
    expect(await settledEmailsTo(proposal.buyerEmail)).toHaveLength(1);
  });

  it("keeps its photos as made by the photo library, read back by their file name only", async () => {
    const { bookings, proposal } = await acceptedRental();
    const prepared = await preparePhoto(await makeImage("jpeg", { width: 1200, height: 900 }));
    if (!prepared.ok) throw new Error(prepared.message);
    const recorded = await recordInspection(owner, {
      bookingId: bookings[0]!.id,
      checklist: allGood,
      notes: "Scuff on the steps.",
      charges: [],
      photos: [prepared.photo],
    });
    expect(recorded.ok).toBe(true);
    const [rental] = (await returnsBoard()).filter((row) => row.proposalId === proposal.id);
    const photo = rental?.units[0]?.inspection?.photos[0];
    expect(photo?.alt).toBe(`${bookings[0]!.unitName} on its return, photo 1`);
    const key = parsePhotoFileName(photo!.src.split("/").at(-1)!);
    expect(key).not.toBeNull();
    const bytes = await readInspectionPhotoFile(key!);
    expect(bytes?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await readInspectionPhotoFile({ ...key!, hash: "0".repeat(16) })).toBeNull();
  });

  it("cannot be rewritten once recorded", async () => {
    const { bookings } = await acceptedRental();
    await inspect(bookings[0]!.id);
    await expect(
      getDb()
        .update(rentalInspections)
        .set({ notes: "changed" })
        .where(eq(rentalInspections.bookingId, bookings[0]!.id)),
    ).rejects.toThrow();
  });

  it("is refused for a booking whose stay has not begun", async () => {
    const { bookings } = await acceptedRental();
    await getDb()
      .update(rentalBookings)
      .set({ startsOn: addDays(today, 3), endsOn: addDays(today, 20) })
      .where(eq(rentalBookings.id, bookings[0]!.id));
    expect(await inspect(bookings[0]!.id)).toEqual({ ok: false, reason: "not-started" });
  });
});

describe("the deposit refund", () => {
  it("follows only once every unit is inspected: the deposit paid less every unit's charges, with an email listing each", async () => {
    const { bookings, proposal } = await acceptedRental({ units: 2, depositCents: 100_000 });
    const first = await inspect(bookings[0]!.id, [{ kind: "damage", description: "Cracked window", cents: 18_000 }]);
    expect(first).toMatchObject({ ok: true, settlement: null });
    expect(await refundsOf(proposal.id)).toEqual([]);
    expect(await settledEmailsTo(proposal.buyerEmail)).toEqual([]);

    const second = await inspect(bookings[1]!.id, [{ kind: "cleaning", description: "Oven cleaned", cents: 7_550 }]);
    expect(second).toMatchObject({
      ok: true,
      settlement: {
        depositPaidCents: 100_000,
        chargesCents: 25_550,
        refundCents: 74_450,
        way: "by-hand",
        restInvoice: null,
      },
    });
    const [refund] = await refundsOf(proposal.id);
    expect(refund).toMatchObject({ refundCents: 74_450, way: "by-hand", refundedAt: null });
    const [email] = await settledEmailsTo(proposal.buyerEmail);
    expect(email?.text).toContain(`Damage (${bookings[0]!.unitName}): Cracked window — $180.00`);
    expect(email?.text).toContain(`Cleaning (${bookings[1]!.unitName}): Oven cleaned — $75.50`);
    expect(email?.text).toContain("That leaves $744.50 of your deposit to refund to you.");
  });

  it("is settled once when the last two units are inspected at the same moment", async () => {
    const { bookings, proposal } = await acceptedRental({ units: 2 });
    const results = await Promise.all(bookings.map((booking) => inspect(booking.id)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.settlement !== null)).toHaveLength(1);
    const refunds = await refundsOf(proposal.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.refundCents).toBe(100_000);
    expect(await settledEmailsTo(proposal.buyerEmail)).toHaveLength(1);
  });

  it("invoices the charges beyond the deposit, without the rental's tax, and refunds nothing", async () => {
    const { bookings, proposal } = await acceptedRental({ depositCents: 50_000 });
    const result = await inspect(bookings[0]!.id, [{ kind: "damage", description: "New door", cents: 80_001 }]);
    expect(result).toMatchObject({ ok: true, settlement: { refundCents: 0, restInvoice: { amountCents: 30_001 } } });
    const [refund] = await refundsOf(proposal.id);
    expect(refund?.refundedAt).not.toBeNull();
    const [rest] = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.proposalId, proposal.id), eq(invoices.kind, "rental-charges")));
    expect(rest).toMatchObject({ amountCents: 30_001, taxCents: 0, preTaxCents: 30_001, status: "open" });
    expect(refund?.restInvoiceId).toBe(rest?.id);
  });

  it("goes back to the card once, however often it is pressed", async () => {
    const { bookings, proposal } = await acceptedRental({ depositBy: "card" });
    await inspect(bookings[0]!.id, [{ kind: "cleaning", description: "Deep clean", cents: 10_000 }]);
    const [due] = await refundsOf(proposal.id);
    expect(due).toMatchObject({ way: "card", refundCents: 90_000, refundedAt: null });
    const asked: string[] = [];
    const provider = {
      refund: async (intentId: string, amountCents: number, key: string) => {
        asked.push(`${intentId} ${amountCents} ${key}`);
        return { id: "re_1", paymentIntentId: intentId, amountCents, status: "succeeded" };
      },
    } as Pick<PaymentProvider, "refund"> as PaymentProvider;
    const presses = await Promise.all([1, 2, 3].map(() => refundDepositToCard(owner, due!.id, () => provider)));
    expect(presses.filter((press) => press.ok && press.changed)).toHaveLength(1);
    expect(new Set(asked)).toEqual(new Set([`${due!.intentId} 90000 rental-deposit-refund-${due!.id}`]));
    const [done] = await refundsOf(proposal.id);
    expect(done).toMatchObject({ providerRefundId: "re_1" });
    expect(done?.refundedAt).not.toBeNull();
    const audits = await getDb()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, "rental.deposit-refunded"), eq(auditLog.subjectId, String(proposal.id))));
    expect(audits[0]?.count).toBe(1);
  });
});

describe("rent, then buy", () => {
  it("drafts a purchase crediting the share of the rent paid, to the cent, once", async () => {
    const { proposal } = await acceptedRental({ units: 2, rentPaid: [120_000, 60_001] });
    const results = await Promise.all([
      turnRentalIntoPurchase(owner, proposal.id, 5_000),
      turnRentalIntoPurchase(owner, proposal.id, 5_000),
    ]);
    const made = results.find((result) => result.ok);
    expect(made).toMatchObject({ ok: true, rentPaidCents: 180_001, creditCents: 90_001 });
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "already" });
    expect(await turnRentalIntoPurchase(owner, proposal.id, 2_500)).toEqual({ ok: false, reason: "already" });

    const db = getDb();
    const conversions = await db
      .select()
      .from(rentalPurchaseConversions)
      .where(eq(rentalPurchaseConversions.rentalProposalId, proposal.id));
    expect(conversions).toHaveLength(1);
    const [sale] = await db.select().from(proposals).where(eq(proposals.id, conversions[0]!.saleProposalId));
    expect(sale).toMatchObject({ kind: "sale", status: "draft", buyerEmail: proposal.buyerEmail });
    const lines = draftContentOf(sale!).lines;
    expect(lines).toContainEqual({ description: "Office Nestz", quantity: 2, unitPriceCents: null });
    expect(lines.at(-1)?.unitPriceCents).toBe(-90_001);
    const [request] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, sale!.quoteRequestId));
    expect(request).toMatchObject({ intent: "buy", units: 2, email: proposal.buyerEmail });
  });

  it("is refused while no rent has been paid, so the credit is never lost to an early press", async () => {
    const { proposal } = await acceptedRental();
    expect(await turnRentalIntoPurchase(owner, proposal.id, 5_000)).toEqual({ ok: false, reason: "nothing-paid" });
  });

  it("is refused by the database for a credit that is not the share of the rent", async () => {
    const { proposal } = await acceptedRental({ rentPaid: [10_000] });
    await expect(
      getDb().insert(rentalPurchaseConversions).values({
        rentalProposalId: proposal.id,
        quoteRequestId: proposal.quoteRequestId,
        saleProposalId: proposal.id,
        shareBasisPoints: 5_000,
        rentPaidCents: 10_001,
        creditCents: 5_000,
      }),
    ).rejects.toThrow();
  });
});
