/**
 * How a proposal's tax was settled, as it is stored with the proposal and
 * read by the return: the treatment, the evidence behind an exemption, and
 * where the rate came from. `decideTaxTreatment` (exemptions.ts) decides; this
 * is the record of what it decided.
 */
import type { ClaimKind, FederalPayment } from "./exemptions";
import type { RateSource } from "./rate-choice";

export const TAX_TREATMENTS = [
  /** Washington sales tax at the delivery address's rate. */
  "taxable",
  /** Received in Oregon: no Washington sales tax to exempt. */
  "no-washington-tax",
  "exempt-federal",
  "exempt-resale",
  /** Received outside Washington, with the delivery on record. */
  "exempt-interstate",
  /** The owner's written reason and the buyer's paper; flagged in the report. */
  "exempt-other",
] as const;
export type TaxTreatmentCode = (typeof TAX_TREATMENTS)[number];

/** The stored treatment of an allowed claim. */
export const TREATMENT_OF_CLAIM: Record<ClaimKind, TaxTreatmentCode> = {
  federal: "exempt-federal",
  resale: "exempt-resale",
  interstate: "exempt-interstate",
  other: "exempt-other",
};

/** Whether a stored treatment charges Washington sales tax. */
export function treatmentChargesTax(treatment: TaxTreatmentCode): boolean {
  return treatment === "taxable";
}

export const RATE_SOURCES = ["dor-lookup", "quarterly-files", "owner-choice"] as const satisfies readonly RateSource[];

/** What an exemption rests on, kept with the proposal for five years. */
export interface TaxEvidence {
  /** A federal buyer: how the United States pays. */
  federalPayment?: FederalPayment;
  /** Resale: the reseller permit, normalised. */
  permit?: string;
  /** Another exemption: the owner's reason, in a sentence. */
  reason?: string;
  /** Another exemption: the buyer's paper (a certificate or letter) by name. */
  paper?: string;
  /** The words the decision gave, as the console showed them. */
  summary?: string;
}

/** How the buyer acknowledged an out-of-state delivery on the day. */
export const ACKNOWLEDGEMENT_KINDS = ["typed", "drawn"] as const;
export type AcknowledgementKind = (typeof ACKNOWLEDGEMENT_KINDS)[number];
