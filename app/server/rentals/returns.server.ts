/**
 * A rented unit coming back (docs/decisions/0145): the return inspection,
 * recorded once per booking under the rental's lock; the security deposit
 * settled, less the charges, in the transaction of the last unit's
 * inspection (once: a unique row per rental); the owner carrying the refund
 * out (to the card through the payment provider, or by hand and marked
 * sent); and the rent paid, which proposals/rent-then-buy.server.ts
 * credits a share of. Every change is audited in its own transaction.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";

import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { depositLessCharges } from "#app/domain/rentals/price";
import {
  chargeText,
  INSPECTION_PHOTOS_MAX,
  type InspectionInput,
  type ReturnRentalView,
} from "#app/domain/rentals/returns";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { issueInvoice } from "#app/server/billing/changes.server";
import { paidCentsByInvoice } from "#app/server/billing/ledger.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  invoices,
  paymentIntents,
  payments,
  proposals,
  quoteRequests,
  rentalBookings,
  type RentalDepositRefundRow,
  rentalDepositRefunds,
  rentalInspectionCharges,
  rentalInspectionPhotoFiles,
  rentalInspectionPhotos,
  rentalInspections,
  rentalPurchaseConversions,
  rentalUnits,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { depositSettledEmail } from "#app/server/email/rental-return-templates.server";
import { paymentProviderNamed } from "#app/server/payments/payments.server";
import { type PaymentProvider, PaymentProviderError } from "#app/server/payments/provider.server";
import { type PreparedPhoto, preparePhoto } from "#app/server/photos/pipeline.server";

type Executor = Database | Transaction;

/** Postgres' unique_violation on `constraint`: a race the database settled. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === "23505" && pg.constraint === constraint;
}

// ——— Recording an inspection ———

export type InspectionResult =
  | { ok: true; unitName: string; settlement: Settlement | null }
  | { ok: false; reason: "not-found" | "not-rental" | "not-started" | "already" };

/** What settling the deposit decided, for the console's notice. */
export interface Settlement {
  depositPaidCents: number;
  chargesCents: number;
  refundCents: number;
  way: "card" | "by-hand";
  restInvoice: { number: string; amountCents: number } | null;
}

/**
 * Records a unit's return inspection with its charges and photos, once per
 * booking, and settles the deposit when it was the rental's last unit to
 * inspect. A booking not yet begun cannot be inspected.
 */
export async function recordInspection(
  actor: Actor,
  input: InspectionInput & { photos: readonly PreparedPhoto[] },
  now = new Date(),
): Promise<InspectionResult> {
  try {
    return await withDb((db) =>
      db.transaction(async (tx) => {
        const [booking] = await tx
          .select({
            id: rentalBookings.id,
            proposalId: rentalBookings.proposalId,
            unitId: rentalBookings.unitId,
            unitName: rentalUnits.name,
            startsOn: rentalBookings.startsOn,
            endsOn: rentalBookings.endsOn,
          })
          .from(rentalBookings)
          .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
          .where(and(eq(rentalBookings.id, input.bookingId), eq(rentalBookings.kind, "booking")));
        if (!booking) return { ok: false, reason: "not-found" } as const;
        if (booking.proposalId === null) return { ok: false, reason: "not-rental" } as const;
        // The rental's lock orders its inspections: the last one recorded sees every other.
        const locked = await lockProposal(tx, eq(proposals.id, booking.proposalId));
        if (!locked || locked.proposal.kind !== "rental" || locked.proposal.status !== "accepted") {
          return { ok: false, reason: "not-rental" } as const;
        }
        if (booking.startsOn > businessDay(now)) return { ok: false, reason: "not-started" } as const;
        const [earlier] = await tx
          .select({ id: rentalInspections.id })
          .from(rentalInspections)
          .where(eq(rentalInspections.bookingId, booking.id));
        if (earlier) return { ok: false, reason: "already" } as const;

        const [inspection] = await tx
          .insert(rentalInspections)
          .values({
            bookingId: booking.id,
            proposalId: booking.proposalId,
            unitId: booking.unitId,
            checklist: input.checklist,
            notes: input.notes,
            recordedBy: actor.id,
            recordedAt: now,
          })
          .returning({ id: rentalInspections.id });
        if (!inspection) throw new Error("the inspection was not stored");
        if (input.charges.length > 0) {
          await tx
            .insert(rentalInspectionCharges)
            .values(input.charges.map((charge) => ({ inspectionId: inspection.id, ...charge })));
        }
        await storeInspectionPhotos(tx, inspection.id, input.photos);
        await recordChange(tx, actor, {
          action: "rental.inspected",
          subjectType: "proposal",
          subjectId: booking.proposalId,
          after: {
            unit: booking.unitName,
            bookingId: booking.id,
            attention: Object.entries(input.checklist)
              .filter(([, condition]) => condition === "attention")
              .map(([item]) => item),
            charges: input.charges.map((charge) => chargeText(charge)),
            photos: input.photos.length,
          },
        });
        const settlement = await settleWhenAllInspected(tx, actor, booking.proposalId, locked.request.reference, now);
        return { ok: true, unitName: booking.unitName, settlement } as const;
      }),
    );
  } catch (error) {
    // Two recordings of one return raced past the check: the database kept the first.
    if (isUniqueViolation(error, "rental_inspections_booking_once")) return { ok: false, reason: "already" };
    throw error;
  }
}

async function storeInspectionPhotos(tx: Transaction, inspectionId: number, photos: readonly PreparedPhoto[]) {
  for (const photo of photos) {
    const [row] = await tx
      .insert(rentalInspectionPhotos)
      .values({ inspectionId, hash: photo.hash, width: photo.width, height: photo.height })
      .returning({ id: rentalInspectionPhotos.id });
    if (!row) throw new Error("the inspection photo was not stored");
    const jpegs = photo.renditions.filter((rendition) => rendition.format === "jpeg");
    await tx
      .insert(rentalInspectionPhotoFiles)
      .values(jpegs.map(({ width, height, bytes }) => ({ photoId: row.id, width, height, bytes })));
  }
}

/** The charges of every inspection of a rental, with the unit each was found on. */
async function chargesOf(executor: Executor, proposalIds: readonly number[]) {
  if (proposalIds.length === 0) return [];
  return executor
    .select({
      proposalId: rentalInspections.proposalId,
      bookingId: rentalInspections.bookingId,
      unitName: rentalUnits.name,
      kind: rentalInspectionCharges.kind,
      description: rentalInspectionCharges.description,
      cents: rentalInspectionCharges.cents,
    })
    .from(rentalInspectionCharges)
    .innerJoin(rentalInspections, eq(rentalInspections.id, rentalInspectionCharges.inspectionId))
    .innerJoin(rentalUnits, eq(rentalUnits.id, rentalInspections.unitId))
    .where(inArray(rentalInspections.proposalId, [...proposalIds]))
    .orderBy(asc(rentalInspectionCharges.id));
}

/** What the ledger holds on a rental's deposit invoice, and the card payment a refund can go back through. */
async function depositPaidOf(tx: Transaction, proposalId: number) {
  const [deposit] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposalId), eq(invoices.kind, "rental-deposit"), ne(invoices.status, "void")));
  if (!deposit) return { paidCents: 0, card: null };
  const paidCents = (await paidCentsByInvoice(tx, [deposit.id])).get(deposit.id) ?? 0;
  const [card] = await tx
    .select({ intentId: paymentIntents.id, provider: paymentIntents.provider, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.intentId))
    .where(and(eq(payments.invoiceId, deposit.id), eq(payments.method, "card")))
    .orderBy(desc(payments.amountCents))
    .limit(1);
  return { paidCents, card: card ?? null };
}

/**
 * Once every unit of the rental is inspected: the deposit paid less the
 * charges, stored once, the charges beyond it invoiced, and the renter
 * emailed each charge. Null while a unit is still to inspect.
 */
async function settleWhenAllInspected(
  tx: Transaction,
  actor: Actor,
  proposalId: number,
  quoteReference: string,
  now: Date,
): Promise<Settlement | null> {
  const [counts] = await tx
    .select({
      bookings: sql<number>`count(*)::int`,
      inspected: sql<number>`count(${rentalInspections.id})::int`,
    })
    .from(rentalBookings)
    .leftJoin(rentalInspections, eq(rentalInspections.bookingId, rentalBookings.id))
    .where(and(eq(rentalBookings.proposalId, proposalId), eq(rentalBookings.kind, "booking")));
  if (!counts || counts.inspected < counts.bookings) return null;
  const [done] = await tx
    .select({ id: rentalDepositRefunds.id })
    .from(rentalDepositRefunds)
    .where(eq(rentalDepositRefunds.proposalId, proposalId));
  if (done) return null;

  const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId));
  if (!proposal) throw new Error(`rental ${proposalId} is missing`);
  const charges = await chargesOf(tx, [proposalId]);
  const deposit = await depositPaidOf(tx, proposalId);
  const {
    chargesCents,
    refundCents,
    owedCents: restCents,
  } = depositLessCharges(
    deposit.paidCents,
    charges.map((charge) => ({ label: charge.description, cents: charge.cents })),
  );
  const card = deposit.card && deposit.card.amountCents >= refundCents && refundCents > 0 ? deposit.card : null;

  // The charges are not the rental's price: the invoice for them carries none of its sales tax.
  const rest =
    restCents > 0
      ? await issueInvoice(
          {
            proposal: { ...proposal, taxCents: 0 },
            quoteReference,
            kind: "rental-charges",
            amountCents: restCents,
            poNumber: null,
            actor,
            now,
          },
          tx,
        )
      : null;
  await tx.insert(rentalDepositRefunds).values({
    proposalId,
    depositPaidCents: deposit.paidCents,
    chargesCents,
    refundCents,
    restInvoiceId: rest?.id ?? null,
    way: card ? "card" : "by-hand",
    intentId: card?.intentId ?? null,
    provider: card?.provider ?? null,
    // Nothing to send back: settled as it is stored.
    refundedAt: refundCents === 0 ? now : null,
    createdBy: actor.id,
    createdAt: now,
  });
  const reference = proposalReference(quoteReference, proposal.version);
  await recordChange(tx, actor, {
    action: "rental.deposit-settled",
    subjectType: "proposal",
    subjectId: proposalId,
    after: {
      reference,
      depositPaid: formatCents(deposit.paidCents),
      charges: formatCents(chargesCents),
      refund: formatCents(refundCents),
      way: card ? "card" : "by-hand",
      ...(rest ? { restInvoice: rest.number, rest: formatCents(restCents) } : {}),
    },
  });
  await enqueueEmail(
    tx,
    depositSettledEmail({
      to: proposal.buyerEmail,
      name: proposal.buyerName,
      reference,
      depositPaidCents: deposit.paidCents,
      charges,
      refundCents,
      way: card ? "card" : "by-hand",
      rest: rest ? { number: rest.number, amountCents: rest.amountCents } : null,
    }),
  );
  return {
    depositPaidCents: deposit.paidCents,
    chargesCents,
    refundCents,
    way: card ? "card" : "by-hand",
    restInvoice: rest ? { number: rest.number, amountCents: rest.amountCents } : null,
  };
}

// ——— Carrying the refund out ———

export type RefundResult =
  | { ok: true; changed: boolean; refund: RentalDepositRefundRow }
  | { ok: false; reason: "not-found" | "wrong-way" }
  | { ok: false; reason: "provider"; message: string };

/** The provider's key for a deposit's refund: the same for every press, so the provider makes one refund. */
export const depositRefundKey = (refundId: number) => `rental-deposit-refund-${refundId}`;

/**
 * Refunds the deposit less the charges to the card it was paid with, once:
 * concurrent presses ask the provider with the same key (one refund), then
 * race one conditional update; a refusal leaves it to refund.
 */
export async function refundDepositToCard(
  actor: Actor,
  refundId: number,
  providerFor: (name: string) => PaymentProvider | null = paymentProviderNamed,
): Promise<RefundResult> {
  return withDb(async (db) => {
    const [row] = await db.select().from(rentalDepositRefunds).where(eq(rentalDepositRefunds.id, refundId));
    if (!row) return { ok: false, reason: "not-found" };
    if (row.refundedAt) return { ok: true, changed: false, refund: row };
    if (row.way !== "card" || !row.intentId || !row.provider) return { ok: false, reason: "wrong-way" };
    const provider = providerFor(row.provider);
    if (!provider) {
      return {
        ok: false,
        reason: "provider",
        message: `The deposit was paid through ${row.provider}, which this server isn't set up to reach. Send it by hand instead.`,
      };
    }
    let providerRefundId: string;
    try {
      providerRefundId = (await provider.refund(row.intentId, row.refundCents, depositRefundKey(row.id))).id;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await recordChange(db, actor, {
        action: "rental.deposit-refund-refused",
        subjectType: "proposal",
        subjectId: row.proposalId,
        after: { refund: formatCents(row.refundCents), error: error.message.slice(0, 500) },
      });
      return { ok: false, reason: "provider", message: error.message };
    }
    return db.transaction(async (tx) => {
      const [done] = await tx
        .update(rentalDepositRefunds)
        .set({ refundedAt: new Date(), refundedBy: actor.id, providerRefundId })
        .where(and(eq(rentalDepositRefunds.id, refundId), isNull(rentalDepositRefunds.refundedAt)))
        .returning();
      if (!done) return { ok: true, changed: false, refund: row } as const;
      await recordChange(tx, actor, {
        action: "rental.deposit-refunded",
        subjectType: "proposal",
        subjectId: row.proposalId,
        after: { refund: formatCents(row.refundCents), way: "card", providerRefundId },
      });
      return { ok: true, changed: true, refund: done } as const;
    });
  });
}

/** Marks a deposit refund sent by hand (check, ACH), once, with the owner's note of how. */
export async function markDepositRefundSent(actor: Actor, refundId: number, note: string): Promise<RefundResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(rentalDepositRefunds)
        .where(eq(rentalDepositRefunds.id, refundId))
        .for("update");
      if (!row) return { ok: false, reason: "not-found" } as const;
      if (row.refundedAt) return { ok: true, changed: false, refund: row } as const;
      const [done] = await tx
        .update(rentalDepositRefunds)
        .set({ refundedAt: new Date(), refundedBy: actor.id, sentNote: note })
        .where(eq(rentalDepositRefunds.id, refundId))
        .returning();
      if (!done) throw new Error("the refund was not marked");
      await recordChange(tx, actor, {
        action: "rental.deposit-refunded",
        subjectType: "proposal",
        subjectId: row.proposalId,
        after: { refund: formatCents(row.refundCents), way: "by-hand", note },
      });
      return { ok: true, changed: true, refund: done } as const;
    }),
  );
}

// ——— Rent paid, which rent-then-buy credits a share of ———

/** The rent the ledger holds on a rental's period invoices. */
export async function rentPaidOf(executor: Executor, proposalId: number): Promise<number> {
  const [row] = await executor
    .select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(invoices.proposalId, proposalId), eq(invoices.kind, "rental-period")));
  return Number(row?.paid ?? 0);
}

// ——— What the console shows ———

export const INSPECTION_PHOTO_BASE = "/admin/rentals/returns/photos";

/** Accepted rentals, the latest to end first, with each unit's return and the deposit's settlement. */
export async function returnsBoard(now = new Date()): Promise<ReturnRentalView[]> {
  const today = businessDay(now);
  return withDb(async (db) => {
    const rentals = await db
      .select({
        id: proposals.id,
        version: proposals.version,
        buyerName: proposals.buyerName,
        buyerOrganization: proposals.buyerOrganization,
        reference: quoteRequests.reference,
      })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .innerJoin(rentalBookings, eq(rentalBookings.proposalId, proposals.id))
      .where(and(eq(proposals.kind, "rental"), eq(proposals.status, "accepted")))
      .groupBy(proposals.id, quoteRequests.reference)
      .orderBy(desc(sql`max(${rentalBookings.endsOn})`), desc(proposals.id))
      .limit(50);
    const ids = rentals.map((rental) => rental.id);
    if (ids.length === 0) return [];
    const [bookings, inspections, charges, photos, refunds, conversions, rentPaid] = await Promise.all([
      db
        .select({
          id: rentalBookings.id,
          proposalId: rentalBookings.proposalId,
          unitName: rentalUnits.name,
          startsOn: rentalBookings.startsOn,
          endsOn: rentalBookings.endsOn,
        })
        .from(rentalBookings)
        .innerJoin(rentalUnits, eq(rentalUnits.id, rentalBookings.unitId))
        .where(and(inArray(rentalBookings.proposalId, ids), eq(rentalBookings.kind, "booking")))
        .orderBy(asc(rentalUnits.name)),
      db.select().from(rentalInspections).where(inArray(rentalInspections.proposalId, ids)),
      chargesOf(db, ids),
      db
        .select({
          id: rentalInspectionPhotos.id,
          inspectionId: rentalInspectionPhotos.inspectionId,
          hash: rentalInspectionPhotos.hash,
          width: sql<number>`(select min(f.width) from ${rentalInspectionPhotoFiles} f where f.photo_id = ${rentalInspectionPhotos.id})::int`,
        })
        .from(rentalInspectionPhotos)
        .innerJoin(rentalInspections, eq(rentalInspections.id, rentalInspectionPhotos.inspectionId))
        .where(inArray(rentalInspections.proposalId, ids))
        .orderBy(asc(rentalInspectionPhotos.id)),
      db
        .select({ refund: rentalDepositRefunds, restNumber: invoices.number })
        .from(rentalDepositRefunds)
        .leftJoin(invoices, eq(invoices.id, rentalDepositRefunds.restInvoiceId))
        .where(inArray(rentalDepositRefunds.proposalId, ids)),
      db.select().from(rentalPurchaseConversions).where(inArray(rentalPurchaseConversions.rentalProposalId, ids)),
      Promise.all(ids.map(async (id) => [id, await rentPaidOf(db, id)] as const)),
    ]);
    const paid = new Map(rentPaid);
    return rentals.map((rental) => {
      const refund = refunds.find((row) => row.refund.proposalId === rental.id);
      const conversion = conversions.find((row) => row.rentalProposalId === rental.id);
      return {
        proposalId: rental.id,
        reference: proposalReference(rental.reference, rental.version),
        renter: rental.buyerOrganization ? `${rental.buyerName}, ${rental.buyerOrganization}` : rental.buyerName,
        units: bookings
          .filter((booking) => booking.proposalId === rental.id)
          .map((booking) => {
            const inspection = inspections.find((row) => row.bookingId === booking.id);
            return {
              bookingId: booking.id,
              unitName: booking.unitName,
              startsOn: booking.startsOn,
              endsOn: booking.endsOn,
              inspectable: booking.startsOn <= today,
              inspection: inspection
                ? {
                    checklist: inspection.checklist,
                    notes: inspection.notes,
                    charges: charges
                      .filter((charge) => charge.bookingId === booking.id)
                      .map(({ kind, description, cents }) => ({ kind, description, cents })),
                    photos: photos
                      .filter((photo) => photo.inspectionId === inspection.id)
                      .map((photo, index) => ({
                        src: `${INSPECTION_PHOTO_BASE}/${photo.id}-${photo.hash}-${photo.width}.jpg`,
                        alt: `${booking.unitName} on its return, photo ${index + 1}`,
                      })),
                    recordedOn: businessDay(inspection.recordedAt),
                  }
                : null,
            };
          }),
        refund: refund
          ? {
              id: refund.refund.id,
              depositPaidCents: refund.refund.depositPaidCents,
              chargesCents: refund.refund.chargesCents,
              refundCents: refund.refund.refundCents,
              way: refund.refund.way,
              refunded: refund.refund.refundedAt !== null,
              sentNote: refund.refund.sentNote,
              restInvoice: refund.restNumber,
            }
          : null,
        rentPaidCents: paid.get(rental.id) ?? 0,
        conversion: conversion
          ? {
              saleProposalId: conversion.saleProposalId,
              creditCents: conversion.creditCents,
              shareBasisPoints: conversion.shareBasisPoints,
            }
          : null,
      };
    });
  });
}

/** One stored JPEG of an inspection photo, by its file name. */
export async function readInspectionPhotoFile(key: {
  id: number;
  hash: string;
  width: number;
}): Promise<Buffer | null> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ bytes: rentalInspectionPhotoFiles.bytes })
      .from(rentalInspectionPhotoFiles)
      .innerJoin(rentalInspectionPhotos, eq(rentalInspectionPhotos.id, rentalInspectionPhotoFiles.photoId))
      .where(
        and(
          eq(rentalInspectionPhotoFiles.photoId, key.id),
          eq(rentalInspectionPhotos.hash, key.hash),
          eq(rentalInspectionPhotoFiles.width, key.width),
        ),
      );
    return row?.bytes ?? null;
  });
}

export type PreparedInspectionPhotos = { ok: true; photos: PreparedPhoto[] } | { ok: false; message: string };

/** The form's files, each made by the photo library's pipeline; the first that is not an image refuses them all. */
export async function prepareInspectionPhotos(files: readonly FormDataEntryValue[]): Promise<PreparedInspectionPhotos> {
  const chosen = files.filter((file): file is File => file instanceof File && file.size > 0);
  if (chosen.length > INSPECTION_PHOTOS_MAX) {
    return { ok: false, message: `Choose up to ${INSPECTION_PHOTOS_MAX} photos for one unit.` };
  }
  const photos: PreparedPhoto[] = [];
  for (const file of chosen) {
    const prepared = await preparePhoto(new Uint8Array(await file.arrayBuffer()));
    if (!prepared.ok) return { ok: false, message: `${file.name || "A file"}: ${prepared.message}` };
    photos.push(prepared.photo);
  }
  return { ok: true, photos };
}
