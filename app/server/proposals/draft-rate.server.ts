/**
 * The sales tax rate a draft carries: kept while it still holds (the same
 * quarter and address), else decided again from DOR's data or the owner's
 * choice of location code. Asked before a save's transaction, since DOR's
 * lookup may take a moment; a draft is saved whatever the answer, and only
 * sending waits for a decided rate.
 */
import type { DraftContent } from "#app/domain/proposals/draft";
import {
  decideProposalTax,
  deliveryAddressOf,
  deliveryDestination,
  type DraftRate,
  rateStillHolds,
  storedTreatment,
} from "#app/domain/proposals/tax";
import { formatTaxRate } from "#app/domain/proposals/totals";
import type { DraftTaxView } from "#app/domain/proposals/views";
import { WASHINGTON_STATE_RATE_MILLI } from "#app/domain/tax/rate";
import { type DecidedRate, revisionKeepsRate } from "#app/domain/tax/rate-choice";
import { businessDay } from "#app/domain/time/business-time";
import { locationRate } from "#app/server/tax/location-rates.server";
import { rateForDelivery } from "#app/server/tax/rate-for-delivery.server";

export interface RateSettlement {
  rate: DraftRate | null;
  question: DraftTaxView["question"];
  problem: string | null;
  /** Why a kept rate was decided again (a new quarter, another address). */
  notice: string | null;
}

const none: RateSettlement = { rate: null, question: null, problem: null, notice: null };

/** Whether the draft is a Washington sale that is taxed, and so needs its address's rate. */
export function needsRate(content: DraftContent, day: string): boolean {
  if (deliveryDestination(content.delivery) !== "WA" || content.delivery.zip === "") return false;
  const treatment = storedTreatment(decideProposalTax(content, day), content.claim);
  return treatment?.treatment === "taxable";
}

/** The draft's rate for today: `previous` while it holds, else decided again. */
export async function settleDraftRate(
  content: DraftContent,
  previous: DraftRate | null,
  ownerChoice: string | null,
  now = new Date(),
): Promise<RateSettlement> {
  const day = businessDay(now);
  if (!needsRate(content, day)) return none;
  const choosing = ownerChoice !== null && ownerChoice !== previous?.code;
  if (previous && !choosing && rateStillHolds(previous, content.delivery, day)) return { ...none, rate: previous };
  const kept = previous
    ? revisionKeepsRate(
        { quarter: previous.quarter as DecidedRate["quarter"], address: previous.addressUsed },
        { at: now, address: deliveryAddressOf(content.delivery) },
      )
    : null;
  const notice = kept && !kept.keep ? kept.reason : null;
  const answer = await rateForDelivery(deliveryAddressOf(content.delivery), day, ownerChoice);
  switch (answer.decision) {
    case "decided":
      return { ...none, notice, rate: await withParts(answer, day) };
    case "refused":
      return { ...none, notice, problem: answer.reason };
    case "ask-owner": {
      // Without a street, a ZIP can only be guessed at: the street comes before any list of codes.
      const needsStreet = content.delivery.street === "";
      return {
        ...none,
        notice,
        question: {
          reason: needsStreet
            ? "A ZIP code can span several location codes, each with its own rate: enter the street address, and the rate follows from it."
            : answer.reason,
          needsStreet,
          candidates: needsStreet
            ? []
            : answer.candidates.map((candidate) => ({
                code: candidate.code,
                rate: formatTaxRate(candidate.rateMilli),
                location: candidate.location,
              })),
        },
      };
    }
  }
}

/** A decided rate with its state and local parts: from the uploaded files, else the state's 6.5 % and the rest. */
async function withParts(answer: DecidedRate, day: string): Promise<DraftRate> {
  const parts = await locationRate(answer.code, day);
  const fromFiles = parts && parts.rateMilli === answer.rateMilli ? parts : null;
  const stateRateMilli =
    fromFiles?.stateRateMilli ?? (answer.rateMilli >= WASHINGTON_STATE_RATE_MILLI ? WASHINGTON_STATE_RATE_MILLI : null);
  return {
    code: answer.code,
    rateMilli: answer.rateMilli,
    stateRateMilli,
    localRateMilli: fromFiles?.localRateMilli ?? (stateRateMilli === null ? null : answer.rateMilli - stateRateMilli),
    source: answer.source,
    match: answer.match,
    quarter: answer.quarter,
    addressUsed: answer.address,
  };
}
