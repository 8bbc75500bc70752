/**
 * Rent, then buy (docs/decisions/0146): an accepted rental becomes a request
 * to buy its units and a draft proposal crediting a share of the rent paid.
 * A proposal made from a rental, so it lives with proposals, which build on
 * rentals (never the other way).
 */
import { eq } from "drizzle-orm";

import { modelNames } from "#app/content/quote-requests/quote";
import { formatCents } from "#app/domain/common/money";
import type { DraftLine } from "#app/domain/proposals/draft";
import { proposalReference } from "#app/domain/proposals/reference";
import { unitCount } from "#app/domain/rentals/agreement";
import { rentCreditCents, rentCreditLine, shareLabel } from "#app/domain/rentals/returns";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { withDb } from "#app/server/db/client.server";
import { PG_UNIQUE_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import { proposals, quoteRequests, rentalPurchaseConversions } from "#app/server/db/schema.server";
import { rentPaidOf } from "#app/server/rentals/returns.server";

import { draftFromRequest, insertDraft } from "./console-changes.server";

/** Postgres' unique_violation on `constraint`: a race the database settled. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === constraint;
}

export type ConversionResult =
  | { ok: true; saleProposalId: number; reference: string; creditCents: number; rentPaidCents: number }
  | { ok: false; reason: "not-found" | "not-rental" | "already" | "nothing-paid" };

/**
 * Turns an accepted rental into a purchase: a request to buy its units for
 * the same renter and a draft proposal with a credit line of `share` of the
 * rent paid, to the cent. Once per rental: a second conversion is refused.
 */
export async function turnRentalIntoPurchase(
  actor: Actor,
  rentalProposalId: number,
  shareBasisPoints: number,
  now = new Date(),
): Promise<ConversionResult> {
  try {
    return await withDb((db) =>
      db.transaction(async (tx) => {
        const locked = await lockProposal(tx, eq(proposals.id, rentalProposalId));
        if (!locked) return { ok: false, reason: "not-found" } as const;
        const { proposal } = locked;
        if (proposal.kind !== "rental" || !proposal.rental || proposal.status !== "accepted") {
          return { ok: false, reason: "not-rental" } as const;
        }
        const [earlier] = await tx
          .select({ id: rentalPurchaseConversions.id })
          .from(rentalPurchaseConversions)
          .where(eq(rentalPurchaseConversions.rentalProposalId, rentalProposalId));
        if (earlier) return { ok: false, reason: "already" } as const;
        const rentPaidCents = await rentPaidOf(tx, rentalProposalId);
        if (rentPaidCents === 0) return { ok: false, reason: "nothing-paid" } as const;
        const creditCents = rentCreditCents(rentPaidCents, shareBasisPoints);

        const [rentalRequest] = await tx
          .select()
          .from(quoteRequests)
          .where(eq(quoteRequests.id, proposal.quoteRequestId));
        if (!rentalRequest) throw new Error(`the request of rental ${rentalProposalId} is missing`);
        const terms = proposal.rental;
        const reference = proposalReference(locked.request.reference, proposal.version);
        const [request] = await tx
          .insert(quoteRequests)
          .values({
            idempotencyKey: `rent-then-buy-${rentalProposalId}`,
            status: "contacted",
            buyerType: rentalRequest.buyerType,
            intent: "buy",
            name: proposal.buyerName,
            email: proposal.buyerEmail,
            phone: rentalRequest.phone,
            organization: proposal.buyerOrganization,
            units: Math.min(500, Math.max(1, unitCount(terms))),
            model: terms.models[0]?.model ?? rentalRequest.model,
            zip: rentalRequest.zip,
            deliveryStreet: rentalRequest.deliveryStreet,
            deliveryCityName: rentalRequest.deliveryCityName,
            deliveryCity: rentalRequest.deliveryCity,
            deliveryState: rentalRequest.deliveryState,
            deliveryMiles: rentalRequest.deliveryMiles,
            deliveryFeeCents: rentalRequest.deliveryFeeCents,
            neededBy: businessDay(now).slice(0, 7),
            message: `Buying the units rented under ${reference}, with ${shareLabel(shareBasisPoints)} of the rent paid credited.`,
            userId: rentalRequest.userId,
            source: rentalRequest.source,
            medium: rentalRequest.medium,
            campaign: rentalRequest.campaign,
            referrerHost: rentalRequest.referrerHost,
          })
          .returning();
        if (!request) throw new Error("the purchase request was not stored");
        // The units stand where they were rented: the lines are the homes, priced by the owner, and the credit.
        const lines: DraftLine[] = [
          ...terms.models.map((line) => ({
            description: modelNames[line.model],
            quantity: line.count,
            unitPriceCents: null,
          })),
          rentCreditLine({ reference, shareBasisPoints, rentPaidCents, creditCents }),
        ];
        const draft = await insertDraft(tx, actor, request, 1, { ...draftFromRequest(request, now), lines }, null);
        await tx.insert(rentalPurchaseConversions).values({
          rentalProposalId,
          quoteRequestId: request.id,
          saleProposalId: draft.id,
          shareBasisPoints,
          rentPaidCents,
          creditCents,
          createdBy: actor.id,
        });
        await recordChange(tx, actor, {
          action: "rental.turned-into-purchase",
          subjectType: "proposal",
          subjectId: rentalProposalId,
          after: {
            rental: reference,
            purchase: proposalReference(request.reference, 1),
            share: shareLabel(shareBasisPoints),
            rentPaid: formatCents(rentPaidCents),
            credit: formatCents(creditCents),
          },
        });
        return {
          ok: true,
          saleProposalId: draft.id,
          reference: request.reference,
          creditCents,
          rentPaidCents,
        } as const;
      }),
    );
  } catch (error) {
    if (
      isUniqueViolation(error, "rental_purchase_conversions_once") ||
      isUniqueViolation(error, "quote_requests_idempotency_key_unique")
    ) {
      return { ok: false, reason: "already" };
    }
    throw error;
  }
}
