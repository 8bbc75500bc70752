/**
 * A rental proposal as a proposal: its terms become the priced lines, the
 * payment schedule and the terms text every proposal has, so the private
 * link, versions, content hash, typed acceptance and PDF of a sale serve a
 * rental unchanged (docs/decisions/0140). The lines carry the dates and the
 * price line by line; the terms text carries the rental's summary and the
 * agreement's exact words, so the acceptance covers both.
 */
import type { PaymentSchedule } from "#app/domain/billing/schedule";
import { type Cents, formatCents } from "#app/domain/common/money";
import type { DraftLine } from "#app/domain/proposals/draft";
import type { DraftClaim } from "#app/domain/proposals/tax";
import type { HomeModel } from "#app/domain/quote-requests/rules";
import { addDays, dayLabel } from "#app/domain/time/calendar-day";

import {
  billingFor,
  type RentalModelLine,
  type RentalTaxTreatment,
  rentalTaxTreatmentLabels,
  type RentalTerms,
  stayDays,
  unitCount,
} from "./agreement";
import { type PeriodUnit, rentalPrice, type RentalRates } from "./price";

/** What the owner chose for a rental proposal (forms in proposal-form.ts). */
export interface RentalChoice {
  startsOn: string;
  days: number;
  /** How many units of each model; the named units count towards their model. */
  counts: Partial<Record<HomeModel, number>>;
  /** Units the owner named, with their model. */
  namedUnits: { id: number; model: HomeModel }[];
  deliveryFeePerUnitCents: Cents;
  pickupFeePerUnitCents: Cents;
  securityDepositCents: Cents;
  taxTreatment: RentalTaxTreatment;
  taxReason: string;
}

export interface AgreementText {
  version: string;
  hash: string;
}

/** The units of each model a choice rents: the named ones, or the count asked for when that is more. */
export function unitsByModel(choice: Pick<RentalChoice, "counts" | "namedUnits">): Map<HomeModel, number[]> {
  const models = new Map<HomeModel, number[]>();
  for (const unit of choice.namedUnits) models.set(unit.model, [...(models.get(unit.model) ?? []), unit.id]);
  for (const [model, count] of Object.entries(choice.counts) as [HomeModel, number][])
    if (count > 0 && !models.has(model)) models.set(model, []);
  return models;
}

/** Why the choice cannot be priced yet, in the owner's words; empty when it can. */
export function rentalChoiceProblems(
  choice: RentalChoice,
  rates: Partial<Record<HomeModel, RentalRates>>,
  modelNames: Record<HomeModel, string>,
): string[] {
  const problems: string[] = [];
  const models = unitsByModel(choice);
  if (models.size === 0) problems.push("Choose at least one unit: a count for a model, or units by name.");
  for (const [model, named] of models) {
    const count = Math.max(named.length, choice.counts[model] ?? 0);
    if (count < 1) continue;
    if (!rates[model]) problems.push(`The ${modelNames[model]} has no rates on the rate card yet.`);
  }
  if (choice.taxTreatment === "long-stay-exempt" && choice.days < 30)
    problems.push("The mobile-home rental exemption is for stays of 30 days or more.");
  if (choice.taxTreatment === "lodging" && choice.days >= 30)
    problems.push("A stay of 30 days or more is not lodging: choose a retail rental or the exemption.");
  return problems;
}

/** The terms a choice makes at the rates given (the rate card of the day). Call once the choice has no problems. */
export function rentalTermsOf(
  choice: RentalChoice,
  rates: Partial<Record<HomeModel, RentalRates>>,
  agreement: AgreementText,
): RentalTerms {
  const models: RentalModelLine[] = [];
  for (const [model, named] of unitsByModel(choice)) {
    const modelRates = rates[model];
    const count = Math.max(named.length, choice.counts[model] ?? 0);
    if (!modelRates || count < 1) continue;
    const price = rentalPrice(choice.startsOn, choice.days, modelRates);
    models.push({ model, count, unitIds: named, rates: modelRates, price, rentCents: count * price.rentCents });
  }
  const units = models.reduce((sum, line) => sum + line.count, 0);
  const endsOn = addDays(choice.startsOn, choice.days);
  return {
    startsOn: choice.startsOn,
    endsOn,
    models,
    deliveryFeeCents: units * choice.deliveryFeePerUnitCents,
    pickupFeeCents: units * choice.pickupFeePerUnitCents,
    securityDepositCents: choice.securityDepositCents,
    billing: billingFor(choice.startsOn, endsOn),
    taxTreatment: choice.taxTreatment,
    taxReason: choice.taxTreatment === "long-stay-exempt" ? choice.taxReason.trim() : null,
    agreementVersion: agreement.version,
    agreementHash: agreement.hash,
  };
}

const UNIT_WORDS: Record<PeriodUnit, [string, string]> = {
  month: ["month", "months"],
  week: ["week", "weeks"],
  day: ["day", "days"],
};

const plural = (count: number, [one, many]: [string, string]) => `${count} ${count === 1 ? one : many}`;

/** The last day a span covers, for people: a span up to Apr 1 ends on Mar 31. */
export const lastDayOf = (endsOn: string) => dayLabel(addDays(endsOn, -1));

/**
 * The proposal's lines: each model's price lines ("2 Bedroom Nestz × 3 months
 * at $1,200.00, Mar 15 – Jun 14"), then delivery and pick-up per unit. Every
 * line's quantity × price is exactly its part of the rent.
 */
export function rentalLines(
  terms: RentalTerms,
  modelNames: Record<HomeModel, string>,
  place: string | null,
): DraftLine[] {
  const lines: DraftLine[] = [];
  for (const model of terms.models) {
    for (const line of model.price.lines) {
      lines.push({
        description: `${modelNames[model.model]} rental, ${plural(model.count, ["unit", "units"])} × ${plural(line.count, UNIT_WORDS[line.unit])} at ${formatCents(line.rateCents)} a ${line.unit}, ${dayLabel(line.startsOn)} – ${lastDayOf(line.endsOn)}`,
        quantity: model.count * line.count,
        unitPriceCents: line.rateCents,
      });
    }
  }
  const units = unitCount(terms);
  if (terms.deliveryFeeCents > 0)
    lines.push({
      description: place ? `Delivery and set-up at ${place}, per unit` : "Delivery and set-up, per unit",
      quantity: units,
      unitPriceCents: terms.deliveryFeeCents / units,
    });
  if (terms.pickupFeeCents > 0)
    lines.push({
      description: `Pick-up on ${dayLabel(terms.endsOn)}, per unit`,
      quantity: units,
      unitPriceCents: terms.pickupFeeCents / units,
    });
  return lines;
}

/** A rental is billed by its own periods (periods.ts), never by a sale's stages: one stage, on the first day, for the record. */
export function rentalSchedule(terms: RentalTerms): PaymentSchedule {
  return {
    units: unitCount(terms),
    stages: [
      {
        name: terms.billing === "monthly" ? "Rent and fees, by calendar month" : "Rent and fees, in one invoice",
        share: { kind: "rest" },
        trigger: { kind: "date", day: terms.startsOn },
      },
    ],
  };
}

/** The tax claim the proposal's tax rules decide the rental's treatment by. */
export function rentalClaim(terms: RentalTerms): DraftClaim {
  if (terms.taxTreatment !== "long-stay-exempt") return { kind: "none" };
  return {
    kind: "other",
    reason: terms.taxReason ?? "",
    paper: `Rental agreement for ${stayDays(terms)} days as the renter's home (RCW 82.08.033)`,
  };
}

/** The terms the renter reads and accepts: the rental in brief, then the agreement's exact words. */
export function rentalTermsText(
  terms: RentalTerms,
  modelNames: Record<HomeModel, string>,
  agreementText: string,
): string {
  const units = terms.models.map(
    (model) => `${plural(model.count, ["unit", "units"])} of the ${modelNames[model.model]}`,
  );
  const billing =
    terms.billing === "monthly"
      ? "Rent is invoiced by calendar month: the first part month when you accept, each later month on its first day, part months by the day. Delivery and pick-up are on the first invoice."
      : "Rent, delivery and pick-up are invoiced in one invoice when you accept.";
  return [
    `Your rental: ${units.join(" and ")}, from ${dayLabel(terms.startsOn)} to ${lastDayOf(terms.endsOn)} (${plural(stayDays(terms), ["day", "days"])}); we pick the units up on ${dayLabel(terms.endsOn)}.`,
    `Security deposit: ${formatCents(terms.securityDepositCents)}, invoiced when you accept and refunded after the return inspection, less any charges for damage or cleaning.`,
    billing,
    `Tax: ${rentalTaxTreatmentLabels[terms.taxTreatment]}.`,
    "",
    agreementText,
  ].join("\n");
}
