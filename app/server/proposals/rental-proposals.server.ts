/**
 * The owner turns a rental request into a rental proposal: the proposal's
 * own draft (prepared, rated and saved by the proposals' console changes,
 * so a rental is drafted, sent, revised and withdrawn like a sale), given
 * the rental's lines, schedule, tax claim and agreement from its terms, and
 * marked as a rental with those terms, audited.
 */
import { createHash } from "node:crypto";

import { and, asc, eq, inArray, isNull } from "drizzle-orm";

import { modelNames } from "#app/content/quote-requests/quote";
import { RENTAL_AGREEMENT_TEXT, RENTAL_AGREEMENT_VERSION } from "#app/content/rentals/agreement";
import { formatCents } from "#app/domain/common/money";
import type { RentalTerms } from "#app/domain/rentals/agreement";
import type { RentalProposalInput } from "#app/domain/rentals/proposal-form";
import {
  rentalChoiceProblems,
  rentalClaim,
  rentalLines,
  rentalSchedule,
  rentalTermsOf,
  rentalTermsText,
} from "#app/domain/rentals/rental-proposal";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { proposals, quoteRequests, rentalUnits } from "#app/server/db/schema.server";
import { rateCard } from "#app/server/rentals/rates.server";

import { prepareProposal, saveDraft } from "./console-changes.server";
import { draftContentOf } from "./queries.server";

/** The agreement as proposals keep it: its version and the SHA-256 of its exact words. */
export const rentalAgreement = {
  version: RENTAL_AGREEMENT_VERSION,
  hash: createHash("sha256").update(RENTAL_AGREEMENT_TEXT).digest("hex"),
};

export type RentalProposalResult =
  | { ok: true; proposalId: number }
  | { ok: false; reason: "not-found" | "not-rental" | "accepted" | "sent-meanwhile" }
  | { ok: false; reason: "problems"; problems: string[] };

/**
 * Prices the owner's choice at today's rate card and saves it as the
 * request's draft proposal (starting one when none is open). Nothing is
 * written when the choice cannot be priced.
 */
export async function saveRentalProposal(
  actor: Actor,
  quoteRequestId: number,
  input: RentalProposalInput,
  now = new Date(),
): Promise<RentalProposalResult> {
  const [request] = await withDb((db) => db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)));
  if (!request) return { ok: false, reason: "not-found" };
  if (request.intent !== "rent") return { ok: false, reason: "not-rental" };
  const [rates, named] = await Promise.all([
    rateCard(),
    input.unitIds.length
      ? withDb((db) =>
          db
            .select({ id: rentalUnits.id, model: rentalUnits.model })
            .from(rentalUnits)
            .where(and(inArray(rentalUnits.id, input.unitIds), isNull(rentalUnits.archivedAt)))
            .orderBy(asc(rentalUnits.id)),
        )
      : Promise.resolve([]),
  ]);
  if (named.length < input.unitIds.length)
    return {
      ok: false,
      reason: "problems",
      problems: ["A unit you named is no longer in the fleet. Please choose again."],
    };
  const choice = { ...input, namedUnits: named };
  const problems = rentalChoiceProblems(choice, rates, modelNames);
  if (problems.length > 0) return { ok: false, reason: "problems", problems };
  const terms = rentalTermsOf(choice, rates, rentalAgreement);

  const prepared = await prepareProposal(actor, quoteRequestId, now);
  if (!prepared.ok) return { ok: false, reason: prepared.reason };
  const [draft] = await withDb((db) => db.select().from(proposals).where(eq(proposals.id, prepared.id)));
  if (!draft) return { ok: false, reason: "not-found" };
  const place =
    request.deliveryCity && request.deliveryState ? `${request.deliveryCity}, ${request.deliveryState}` : null;
  const saved = await saveDraft(
    actor,
    draft.id,
    {
      ...draftContentOf(draft),
      lines: rentalLines(terms, modelNames, place),
      claim: rentalClaim(terms),
      schedule: rentalSchedule(terms),
      paymentTerms: "card",
      terms: rentalTermsText(terms, modelNames, RENTAL_AGREEMENT_TEXT),
    },
    now,
  );
  if (!saved.ok) return { ok: false, reason: saved.reason === "not-draft" ? "sent-meanwhile" : "not-found" };
  return markRental(actor, draft.id, terms, now);
}

/** The draft becomes a rental with these terms, in one transaction with its activity record. */
async function markRental(
  actor: Actor,
  proposalId: number,
  terms: RentalTerms,
  now: Date,
): Promise<RentalProposalResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [marked] = await tx
        .update(proposals)
        .set({ kind: "rental", rental: terms, updatedAt: now })
        .where(and(eq(proposals.id, proposalId), eq(proposals.status, "draft")))
        .returning({ id: proposals.id });
      if (!marked) return { ok: false, reason: "sent-meanwhile" } as const;
      await recordChange(tx, actor, {
        action: "proposal.rental-terms-saved",
        subjectType: "proposal",
        subjectId: proposalId,
        after: {
          startsOn: terms.startsOn,
          endsOn: terms.endsOn,
          units: terms.models.map((line) => `${line.count} × ${line.model}`).join(", "),
          rent: formatCents(terms.models.reduce((sum, line) => sum + line.rentCents, 0)),
          securityDeposit: formatCents(terms.securityDepositCents),
          taxTreatment: terms.taxTreatment,
          agreementVersion: terms.agreementVersion,
        },
      });
      return { ok: true, proposalId } as const;
    }),
  );
}
