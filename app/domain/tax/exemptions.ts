/**
 * Whether a sale carries Washington sales tax, by rule. The answer follows
 * from where the buyer receives the homes, who the buyer is, and what
 * exemption they claim with what evidence; it is never a checkbox. Every
 * answer carries the words the console shows and the rules it rests on.
 */
import type { BuyerType } from "#app/domain/quote-requests/rules";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { type Citation, CITATIONS } from "./citations";

/** Where the buyer receives the homes, as Washington's tax sees it. */
export type Destination = "WA" | "OR" | "other";

/** "WA", "or " → "WA", "OR"; any other two letters → "other"; null when it is not a state's code. */
export function destinationOf(state: string): Destination | null {
  const code = state.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return code === "WA" || code === "OR" ? code : "other";
}

/** Who the buyer is, for tax: a government buyer says which government it is. */
export const TAX_BUYER_KINDS = ["individual", "company", "civic-group", "federal", "state-or-local"] as const;
export type TaxBuyerKind = (typeof TAX_BUYER_KINDS)[number];

export const TAX_BUYER_LABELS: Record<TaxBuyerKind, string> = {
  individual: "A person or family",
  company: "A company",
  "civic-group": "A civic group or nonprofit (not a public body)",
  federal: "The United States: a federal agency",
  "state-or-local": "A state agency, county, city, school or other district",
};

/**
 * What each answer of the quote form can be. "A city or civic group" is a
 * public body or a private group; "A government agency" is federal or state
 * and local: those two must be answered before tax is decided.
 */
export const TAX_BUYER_KINDS_BY_BUYER_TYPE: Record<BuyerType, readonly TaxBuyerKind[]> = {
  individual: ["individual"],
  corporate: ["company"],
  civic: ["civic-group", "state-or-local"],
  government: ["federal", "state-or-local"],
};

export type TaxBuyerAnswer =
  { decided: true; kind: TaxBuyerKind } | { decided: false; choices: readonly TaxBuyerKind[]; question: string };

/** The buyer's kind for tax: from the form when it has one meaning, else from the owner's answer. */
export function taxBuyerKind(buyerType: BuyerType, ownerAnswer: TaxBuyerKind | null): TaxBuyerAnswer {
  if (ownerAnswer) return { decided: true, kind: ownerAnswer };
  const choices = TAX_BUYER_KINDS_BY_BUYER_TYPE[buyerType];
  const [only] = choices;
  if (choices.length === 1 && only) return { decided: true, kind: only };
  return {
    decided: false,
    choices,
    question:
      buyerType === "government"
        ? "Is this buyer a federal agency, or a state or local one?"
        : "Is this buyer a public body (a city, county or district), or a private group?",
  };
}

/** How a federal buyer pays; only the first four are federal funds paid directly. */
export const FEDERAL_PAYMENTS = ["government-card", "us-check", "voucher", "eft", "other-funds"] as const;
export type FederalPayment = (typeof FEDERAL_PAYMENTS)[number];

export const FEDERAL_PAYMENT_LABELS: Record<FederalPayment, string> = {
  "government-card": "A US government purchase card",
  "us-check": "A US Treasury check",
  voucher: "A US government voucher",
  eft: "An electronic funds transfer from the United States",
  "other-funds": "Other funds (a grant, a reimbursement, an employee's card)",
};

/** What the seller keeps when it delivers outside Washington (WAC 458-20-193). */
export interface DeliveryRecord {
  /** `YYYY-MM-DD`. */
  deliveredOn: string;
  place: string;
  /** Two letters: where the place is. */
  state: string;
  /** Who signed for the buyer. */
  signedBy: string;
  buyerSigned: boolean;
}

export type ExemptionClaim =
  | { kind: "none" }
  | { kind: "federal"; payment: FederalPayment }
  | { kind: "resale"; permit: string }
  | { kind: "interstate"; deliveryRecord: DeliveryRecord | null }
  | { kind: "other"; reason: string; paper: string };

export type ClaimKind = Exclude<ExemptionClaim["kind"], "none">;

export interface TaxSituation {
  destination: Destination;
  buyer: TaxBuyerKind;
  claim: ExemptionClaim;
  /** `YYYY-MM-DD`, the sale's day: a reseller permit must be in force on it. */
  saleDay: string;
}

/** A claimed reason needs at least a sentence. */
export const OTHER_REASON_MIN = 20;
export const OTHER_REASON_MAX = 1_000;
export const PAPER_MAX = 200;

export type TaxTreatment =
  /** Washington sales tax is charged at the delivery address's rate. */
  | { outcome: "taxable"; message: string; citations: readonly Citation[] }
  /** Received in Oregon: there is no Washington sales tax to exempt. */
  | { outcome: "no-washington-tax"; message: string; citations: readonly Citation[] }
  /** The claim holds: no Washington sales tax, on this basis and evidence. */
  | {
      outcome: "allowed";
      basis: ClaimKind;
      evidence: string;
      message: string;
      citations: readonly Citation[];
      /** The tax report lists it for the accountant to check. */
      flagged: boolean;
    }
  /** The claim does not hold: the tax is charged, and this is why. */
  | { outcome: "refused"; claim: ClaimKind; reason: string; citations: readonly Citation[] };

/** Whether the treatment charges Washington sales tax. */
export function chargesWashingtonTax(treatment: TaxTreatment): boolean {
  return treatment.outcome === "taxable" || treatment.outcome === "refused";
}

const refused = (claim: ClaimKind, reason: string, ...citations: Citation[]): TaxTreatment => ({
  outcome: "refused",
  claim,
  reason,
  citations,
});

/** Washington sales tax for a sale, by rule. */
export function decideTaxTreatment(situation: TaxSituation): TaxTreatment {
  const { destination, buyer, claim } = situation;
  if (destination === "OR") {
    return {
      outcome: "no-washington-tax",
      message:
        claim.kind === "none"
          ? "Received in Oregon: no Washington sales tax, and Oregon has no sales tax."
          : "Received in Oregon: no Washington sales tax, so no exemption is needed.",
      citations: [CITATIONS.destinationSourcing],
    };
  }
  if (claim.kind === "interstate") return decideInterstate(destination, claim.deliveryRecord);
  if (destination === "WA" && buyer === "state-or-local") {
    const reason =
      "Washington taxes sales to its state agencies, counties, cities, school and other districts: a public buyer here pays sales tax like anyone else (WAC 458-20-189).";
    if (claim.kind === "none") return { outcome: "taxable", message: reason, citations: [CITATIONS.publicBuyers] };
    return refused(claim.kind, reason, CITATIONS.publicBuyers);
  }
  switch (claim.kind) {
    case "none":
      return untaxedClaimHint(destination, buyer);
    case "federal":
      return decideFederal(buyer, claim.payment);
    case "resale":
      return decideResale(claim.permit, situation.saleDay);
    case "other":
      return decideOther(claim.reason, claim.paper);
  }
}

function untaxedClaimHint(destination: Destination, buyer: TaxBuyerKind): TaxTreatment {
  if (destination === "other") {
    return {
      outcome: "taxable",
      message:
        "Delivered outside Washington, the sale carries no Washington sales tax once the delivery record is kept: claim it with the record.",
      citations: [CITATIONS.outOfStateDelivery],
    };
  }
  if (buyer === "federal") {
    return {
      outcome: "taxable",
      message: "A federal agency paying directly with federal funds is exempt: claim it, with how the agency pays.",
      citations: [CITATIONS.federalBuyers],
    };
  }
  return {
    outcome: "taxable",
    message: "Taxed at the rate of the Washington address where the homes are received.",
    citations: [CITATIONS.destinationSourcing, CITATIONS.deliveryCharges],
  };
}

function decideFederal(buyer: TaxBuyerKind, payment: FederalPayment): TaxTreatment {
  if (buyer !== "federal") {
    return refused(
      "federal",
      "Only a sale to the United States itself is exempt as federal: a contractor, grantee or other buyer spending federal money pays sales tax.",
      CITATIONS.federalBuyers,
    );
  }
  if (payment === "other-funds") {
    return refused(
      "federal",
      "The exemption holds only when the United States pays directly: a government card, a US check or voucher, or a transfer from federal funds.",
      CITATIONS.federalBuyers,
    );
  }
  return {
    outcome: "allowed",
    basis: "federal",
    evidence: FEDERAL_PAYMENT_LABELS[payment],
    message:
      "Exempt: sold to the United States and paid directly with federal funds. Business and occupation tax still applies.",
    citations: [CITATIONS.federalBuyers],
    flagged: false,
  };
}

/** "a1234-5678 27"-style typing → "A1234567827"-style: letters upper case, spaces and dashes gone. */
export function normalizePermit(text: string): string {
  return text.replace(/[\s-]/g, "").toUpperCase();
}

function decideResale(permitText: string, saleDay: string): TaxTreatment {
  const permit = normalizePermit(permitText);
  if (/^\d{9}$/.test(permit)) {
    return refused(
      "resale",
      "That is a business's account number (UBI), not a reseller permit: ask for the permit itself, a letter and eight digits such as A12345678.",
      CITATIONS.resellerPermits,
    );
  }
  if (!/^[A-Z]\d{8}$/.test(permit)) {
    return refused(
      "resale",
      "A Washington reseller permit number is a letter and eight digits, such as A12345678.",
      CITATIONS.resellerPermits,
    );
  }
  // The permit's last two digits are the year it expires.
  const expires = 2000 + Number(permit.slice(-2));
  const saleYear = isCalendarDay(saleDay) ? Number(saleDay.slice(0, 4)) : Number.NaN;
  if (!(saleYear <= expires)) {
    return refused(
      "resale",
      Number.isNaN(saleYear)
        ? "The sale's day is needed to check that the permit is in force."
        : `Permit ${permit} expired in ${expires}: ask the buyer for the permit in force now.`,
      CITATIONS.resellerPermits,
    );
  }
  return {
    outcome: "allowed",
    basis: "resale",
    evidence: `Reseller permit ${permit}`,
    message: "Sold for resale: keep a copy of the permit, received by the day of the sale, for five years.",
    citations: [CITATIONS.resellerPermits],
    flagged: false,
  };
}

/** What a delivery record lacks, in words; empty when it is complete. */
export function deliveryRecordGaps(record: DeliveryRecord): string[] {
  const gaps: string[] = [];
  if (!isCalendarDay(record.deliveredOn)) gaps.push("the day of delivery");
  if (record.place.trim() === "") gaps.push("the place of delivery");
  if (record.signedBy.trim() === "") gaps.push("who received the homes");
  if (!record.buyerSigned) gaps.push("the buyer's signature");
  return gaps;
}

function decideInterstate(destination: Destination, record: DeliveryRecord | null): TaxTreatment {
  if (destination === "WA") {
    return refused(
      "interstate",
      "The homes are received at a Washington address, so the sale is taxed there.",
      CITATIONS.destinationSourcing,
    );
  }
  if (!record) {
    return refused(
      "interstate",
      "Delivery outside Washington is exempt once it is recorded: the day, the place and the buyer's signature.",
      CITATIONS.outOfStateDelivery,
    );
  }
  if (destinationOf(record.state) !== destination) {
    return refused(
      "interstate",
      `The delivery record places the homes in ${record.state.trim().toUpperCase() || "no state"}, not outside Washington where the sale says they go.`,
      CITATIONS.outOfStateDelivery,
    );
  }
  const gaps = deliveryRecordGaps(record);
  if (gaps.length > 0) {
    return refused("interstate", `The delivery record needs ${listInWords(gaps)}.`, CITATIONS.outOfStateDelivery);
  }
  return {
    outcome: "allowed",
    basis: "interstate",
    evidence: `Delivered ${record.deliveredOn} to ${record.place.trim()}, signed by ${record.signedBy.trim()}`,
    message: "No Washington sales tax: delivered outside Washington, with the delivery on record.",
    citations: [CITATIONS.outOfStateDelivery],
    flagged: false,
  };
}

function decideOther(reason: string, paper: string): TaxTreatment {
  const missing: string[] = [];
  if (reason.trim().length < OTHER_REASON_MIN) missing.push("the reason, written out in a sentence");
  if (reason.trim().length > OTHER_REASON_MAX) missing.push(`a reason under ${OTHER_REASON_MAX} characters`);
  if (paper.trim() === "") missing.push("the paper that shows it (a certificate or letter)");
  if (paper.trim().length > PAPER_MAX) missing.push(`a paper's name under ${PAPER_MAX} characters`);
  if (missing.length > 0) return refused("other", `Another exemption needs ${listInWords(missing)}.`);
  return {
    outcome: "allowed",
    basis: "other",
    evidence: `${reason.trim()} (${paper.trim()})`,
    message: "Exempt on the owner's written reason: the tax report lists it for the accountant to check.",
    citations: [],
    flagged: true,
  };
}

/** ["a", "b", "c"] → "a, b and c". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}
