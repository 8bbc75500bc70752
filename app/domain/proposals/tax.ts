/**
 * A proposal's sales tax, by rule: where the homes are received decides
 * whether Washington taxes them (RCW 82.32.730), who the buyer is and what
 * they claim decide whether an exemption holds (exemptions.ts), and a
 * Washington delivery is taxed at its address's rate, decided from DOR's data
 * (rate-choice.ts) and kept with the proposal.
 */
import {
  decideTaxTreatment,
  type Destination,
  destinationOf,
  type ExemptionClaim,
  normalizePermit,
  type TaxBuyerKind,
  type TaxTreatment,
} from "#app/domain/tax/exemptions";
import {
  addressText,
  type DeliveryAddress,
  type MatchQuality,
  quarterOfDay,
  type RateSource,
} from "#app/domain/tax/rate-choice";
import { type TaxEvidence, type TaxTreatmentCode, TREATMENT_OF_CLAIM } from "#app/domain/tax/treatments";

/** Where the buyer receives the homes, as typed; "" while unknown. */
export interface DraftDelivery {
  street: string;
  city: string;
  /** Two capital letters. */
  state: string;
  /** Five or nine digits, no dash. */
  zip: string;
}

export const NO_DELIVERY: DraftDelivery = { street: "", city: "", state: "", zip: "" };

/** A decided rate as the proposal keeps it. */
export interface DraftRate {
  code: string;
  rateMilli: number;
  stateRateMilli: number | null;
  localRateMilli: number | null;
  source: RateSource;
  match: MatchQuality | "owner";
  /** "2026-Q4". */
  quarter: string;
  addressUsed: string;
}

/** The claim the console offers; an out-of-state delivery needs none (Oregon) or is not made. */
export type DraftClaim = Exclude<ExemptionClaim, { kind: "interstate" }>;

export interface ProposalTaxInput {
  delivery: DraftDelivery;
  taxBuyerKind: TaxBuyerKind | null;
  claim: DraftClaim;
}

/** The destination of a delivery; null until its state is known. */
export function deliveryDestination(delivery: DraftDelivery): Destination | null {
  return delivery.state === "" ? null : destinationOf(delivery.state);
}

/** The address the rate is looked up for. */
export function deliveryAddressOf(delivery: DraftDelivery): DeliveryAddress {
  return { street: delivery.street, city: delivery.city, zip: delivery.zip };
}

/** The address as the rate record writes it, to see whether a kept rate is still this address's. */
export function deliveryAddressText(delivery: DraftDelivery): string {
  return addressText(deliveryAddressOf(delivery));
}

/**
 * The tax treatment of a proposal, by rule. Until the state is known the sale
 * is taken as Washington's, the case that asks the most; until the buyer is
 * known, as a company's, which claims nothing by who it is.
 */
export function decideProposalTax(input: ProposalTaxInput, saleDay: string): TaxTreatment {
  return decideTaxTreatment({
    destination: deliveryDestination(input.delivery) ?? "WA",
    buyer: input.taxBuyerKind ?? "company",
    claim: input.claim,
    saleDay,
  });
}

export interface StoredTreatment {
  treatment: TaxTreatmentCode;
  flagged: boolean;
  evidence: TaxEvidence | null;
}

/** What the proposal records of a decision; null when the claim is refused (nothing is stored then). */
export function storedTreatment(decision: TaxTreatment, claim: DraftClaim): StoredTreatment | null {
  switch (decision.outcome) {
    case "refused":
      return null;
    case "taxable":
      return { treatment: "taxable", flagged: false, evidence: null };
    case "no-washington-tax":
      return { treatment: "no-washington-tax", flagged: false, evidence: null };
    case "allowed":
      return {
        treatment: TREATMENT_OF_CLAIM[decision.basis],
        flagged: decision.flagged,
        evidence: { ...evidenceOf(claim), summary: decision.evidence },
      };
  }
}

function evidenceOf(claim: DraftClaim): TaxEvidence {
  switch (claim.kind) {
    case "none":
      return {};
    case "federal":
      return { federalPayment: claim.payment };
    case "resale":
      return { permit: normalizePermit(claim.permit) };
    case "other":
      return { reason: claim.reason.trim(), paper: claim.paper.trim() };
  }
}

/** The claim a stored treatment and its evidence stand for, to edit it again. */
export function claimOf(treatment: TaxTreatmentCode, evidence: TaxEvidence | null): DraftClaim {
  switch (treatment) {
    case "exempt-federal":
      return { kind: "federal", payment: evidence?.federalPayment ?? "government-card" };
    case "exempt-resale":
      return { kind: "resale", permit: evidence?.permit ?? "" };
    case "exempt-other":
      return { kind: "other", reason: evidence?.reason ?? "", paper: evidence?.paper ?? "" };
    default:
      return { kind: "none" };
  }
}

/** The rate the totals charge: the decided rate of a taxed sale, else none. */
export function chargedRateMilli(treatment: TaxTreatmentCode, rate: DraftRate | null): number | null {
  return treatment === "taxable" && rate ? rate.rateMilli : null;
}

/** Whether a kept rate still holds on `day` for this address: same quarter, same address. */
export function rateStillHolds(rate: DraftRate, delivery: DraftDelivery, day: string): boolean {
  return rate.quarter === quarterOfDay(day) && rate.addressUsed === deliveryAddressText(delivery);
}

/** Why the tax stops a proposal from being sent on `today`, in words; empty when it is settled. */
export function taxSendProblems(input: ProposalTaxInput & { rate: DraftRate | null }, today: string): string[] {
  const { delivery } = input;
  const destination = deliveryDestination(delivery);
  if (destination === null || delivery.zip === "")
    return ["Enter where the homes are delivered: the state and ZIP code decide the sales tax."];
  if (destination === "other") return ["Homes are delivered in Washington and Oregon only: choose one of them."];
  const decision = decideProposalTax(input, today);
  if (decision.outcome === "refused") return [decision.reason];
  if (destination === "OR") return [];
  const problems: string[] = [];
  if (delivery.street === "" || delivery.city === "")
    problems.push("A Washington delivery needs its street address and city: the sales tax rate follows the address.");
  if (input.taxBuyerKind === null) problems.push("Say who the buyer is for tax.");
  if (decision.outcome === "allowed") return problems;
  if (!input.rate) problems.push("The sales tax rate is not decided yet: save the draft to look it up.");
  else if (!rateStillHolds(input.rate, delivery, today))
    problems.push(
      `The rate was decided for ${input.rate.quarter} and ${input.rate.addressUsed}; save the draft to decide it again.`,
    );
  return problems;
}

/** "98108" / "981080500" → "98108" / "98108-0500". */
export function zipText(zip: string): string {
  return zip.length === 9 ? `${zip.slice(0, 5)}-${zip.slice(5)}` : zip;
}

/** "1 Main St, Seattle, WA 98108-0500", leaving out what is not known. */
export function deliveryLine(delivery: DraftDelivery): string {
  const place = [delivery.state, zipText(delivery.zip)].filter(Boolean).join(" ");
  return [delivery.street, delivery.city, place].filter(Boolean).join(", ");
}

/** The words beside the tax on a proposal or invoice: with the location code and rate when charged. */
export function taxLineLabel(
  treatment: TaxTreatmentCode,
  rate: Pick<DraftRate, "code" | "rateMilli"> | null,
  evidence: TaxEvidence | null,
  formatRate: (rateMilli: number) => string,
): string {
  switch (treatment) {
    case "taxable":
      return rate
        ? `Washington sales tax, location code ${rate.code}, at ${formatRate(rate.rateMilli)}%`
        : "Washington sales tax";
    case "no-washington-tax":
      return "No sales tax: received in Oregon";
    case "exempt-federal":
      return "No sales tax: sold to the United States, paid directly (WAC 458-20-190)";
    case "exempt-resale":
      return `No sales tax: bought for resale${evidence?.permit ? ` (permit ${evidence.permit})` : ""}`;
    case "exempt-interstate":
      return "No Washington sales tax: delivered outside Washington (WAC 458-20-193)";
    case "exempt-other":
      return `No sales tax: exempt${evidence?.paper ? ` (${evidence.paper})` : ""}`;
  }
}
