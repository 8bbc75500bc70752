/**
 * A rental proposal's terms: what is rented, when, at what price, under which
 * tax treatment and which version of the rental agreement. Stored with the
 * proposal version (`proposals.rental`, null for a sale) and frozen with it
 * when it is sent, so the renter accepts exactly these terms
 * (docs/decisions/0140).
 */
import type { Cents } from "#app/domain/common/money";
import type { HomeModel } from "#app/domain/quote-requests/rules";
import { daysBetween } from "#app/domain/time/calendar-day";

import type { RentalPrice, RentalRates } from "./price";

/** What a proposal is for: a sale (the default) or a rental. */
export const PROPOSAL_KINDS = ["sale", "rental"] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/**
 * How a rental is taxed, chosen by the owner per rental and recorded
 * (docs/decisions/0141): leasing goods to a consumer is a retail sale in
 * Washington, so the default charges sales tax at the delivery address's
 * rate; a stay under 30 days may be lodging; a stay of 30 days or more may
 * fall under the mobile-home rental exemption (RCW 82.08.033), on the
 * owner's written reason.
 */
export const RENTAL_TAX_TREATMENTS = ["retail-rental", "lodging", "long-stay-exempt"] as const;
export type RentalTaxTreatment = (typeof RENTAL_TAX_TREATMENTS)[number];

export const rentalTaxTreatmentLabels: Record<RentalTaxTreatment, string> = {
  "retail-rental": "Retail rental: sales tax at the delivery address's rate",
  lodging: "Lodging under 30 days: sales tax at the delivery address's rate",
  "long-stay-exempt": "30 days or more as a home: exempt under RCW 82.08.033",
};

/** Whether a treatment charges Washington sales tax. */
export function rentalTreatmentChargesTax(treatment: RentalTaxTreatment): boolean {
  return treatment !== "long-stay-exempt";
}

/** A stay of at least this many days may be treated as a home rather than lodging. */
export const LONG_STAY_DAYS = 30;

/** One model's part of a rental: how many units, which ones when named, at the rates of the day it was priced. */
export interface RentalModelLine {
  model: HomeModel;
  count: number;
  /** The units named by the owner; empty when any free unit of the model will do (chosen when accepted). */
  unitIds: number[];
  /** The rate card's line for the model when the proposal was priced. */
  rates: RentalRates;
  /** The price of one unit for the stay, line by line (price.ts). */
  price: RentalPrice;
  /** `count × price.rentCents`. */
  rentCents: Cents;
}

/** How the rent is billed: once for a short stay, by calendar month for a long one (periods.ts). */
export const RENTAL_BILLINGS = ["single", "monthly"] as const;
export type RentalBilling = (typeof RENTAL_BILLINGS)[number];

export interface RentalTerms {
  /** The first day of the stay, and the day the units are back (not part of the stay). */
  startsOn: string;
  endsOn: string;
  models: RentalModelLine[];
  /** Delivery and pick-up, each from the delivery fee for the renter's ZIP unless the owner changed it. */
  deliveryFeeCents: Cents;
  pickupFeeCents: Cents;
  /** The refundable security deposit for all units; never taxed, never part of the rent. */
  securityDepositCents: Cents;
  billing: RentalBilling;
  taxTreatment: RentalTaxTreatment;
  /** The owner's reason for an exemption, in a sentence; null when tax is charged. */
  taxReason: string | null;
  /** The rental agreement's version (content/rentals/agreement.ts) and the SHA-256 of its exact text. */
  agreementVersion: string;
  agreementHash: string;
}

/** How long the stay is, in days. */
export function stayDays(terms: Pick<RentalTerms, "startsOn" | "endsOn">): number {
  return daysBetween(terms.startsOn, terms.endsOn);
}

/** All units of the rental. */
export function unitCount(terms: Pick<RentalTerms, "models">): number {
  return terms.models.reduce((sum, line) => sum + line.count, 0);
}

/** The rent of all units, before fees and tax. */
export function rentOf(terms: Pick<RentalTerms, "models">): Cents {
  return terms.models.reduce((sum, line) => sum + line.rentCents, 0);
}

/** What the rental costs before tax: rent, delivery and pick-up. The security deposit is apart. */
export function rentalSubtotal(terms: Pick<RentalTerms, "models" | "deliveryFeeCents" | "pickupFeeCents">): Cents {
  return rentOf(terms) + terms.deliveryFeeCents + terms.pickupFeeCents;
}

/** A stay longer than a month is billed by calendar month; a shorter one at once. */
export function billingFor(startsOn: string, endsOn: string): RentalBilling {
  return daysBetween(startsOn, endsOn) > 31 ? "monthly" : "single";
}

/** The invoice kinds a rental raises: the security deposit at acceptance, and each billing period. */
export const RENTAL_INVOICE_KINDS = ["rental-deposit", "rental-period"] as const;
export type RentalInvoiceKind = (typeof RENTAL_INVOICE_KINDS)[number];

/** What changed a rental after it was accepted: a later end, or an earlier one. */
export const RENTAL_CHANGE_KINDS = ["extension", "early-end"] as const;
export type RentalChangeKind = (typeof RENTAL_CHANGE_KINDS)[number];

/** A billing period: from `startsOn` up to (not including) `endsOn`. */
export interface BillingPeriod {
  startsOn: string;
  endsOn: string;
}

/** "Mar 15 – Apr 14" is printed by the views; the period itself keeps the first day after it. */
export function periodDays(period: BillingPeriod): number {
  return daysBetween(period.startsOn, period.endsOn);
}
