/**
 * The console's rental proposal form and its change forms (extend, end
 * early), checked the same way with or without JavaScript. Named units are
 * read as ids here; the server finds their models.
 */
import { type Cents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";
import { hasHiddenCharacters } from "#app/domain/people/names";
import { type HomeModel, MODELS, rentalLengthProblem } from "#app/domain/quote-requests/rules";
import { OTHER_REASON_MAX, OTHER_REASON_MIN } from "#app/domain/tax/exemptions";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { RENTAL_TAX_TREATMENTS, type RentalTaxTreatment } from "./agreement";
import { dollars } from "./fleet-forms";

const FORM_UNREADABLE = "That form could not be read. Please reload the page and try again.";
const COUNT_MAX = 20;

const day = (label: string) =>
  z
    .string({ error: `${label}: choose a day, like 2027-03-15.` })
    .trim()
    .refine(isCalendarDay, `${label}: choose a day, like 2027-03-15.`);

const lengthMessage = (max: number) => `Length: enter a number of days, from 1 to ${max - 1}.`;

const days = (rentalMaxDays: number) =>
  z
    .string({ error: lengthMessage(rentalMaxDays) })
    .trim()
    .regex(/^\d{1,4}$/, lengthMessage(rentalMaxDays))
    .transform(Number)
    .refine((value) => value >= 1 && rentalLengthProblem(value, rentalMaxDays) === null, lengthMessage(rentalMaxDays));

const count = (label: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = (raw ?? "").trim() || "0";
      if (!/^\d{1,2}$/.test(value) || Number(value) > COUNT_MAX) {
        ctx.addIssue({ code: "custom", message: `${label}: enter how many units, from 0 to ${COUNT_MAX}.` });
        return z.NEVER;
      }
      return Number(value);
    });

export interface RentalProposalInput {
  startsOn: string;
  days: number;
  counts: Record<HomeModel, number>;
  unitIds: number[];
  deliveryFeePerUnitCents: Cents;
  pickupFeePerUnitCents: Cents;
  securityDepositCents: Cents;
  taxTreatment: RentalTaxTreatment;
  taxReason: string;
}

export const RENTAL_PROPOSAL_FIELDS = [
  "startsOn",
  "days",
  "count_bedroom",
  "count_office",
  "unitIds",
  "deliveryFee",
  "pickupFee",
  "deposit",
  "taxTreatment",
  "taxReason",
] as const;

/** The rental proposal form. `unitIds` is every ticked unit (FormData.getAll). */
export function rentalProposalForm(rentalMaxDays: number) {
  return z
    .object({
      startsOn: day("First day"),
      days: days(rentalMaxDays),
      count_bedroom: count("Bedroom Nestz"),
      count_office: count("Office Nestz"),
      unitIds: z
        .array(
          z
            .string()
            .regex(/^\d{1,9}$/, FORM_UNREADABLE)
            .transform(Number),
        )
        .max(COUNT_MAX * MODELS.length, FORM_UNREADABLE),
      deliveryFee: dollars("Delivery per unit", { zeroAllowed: true }),
      pickupFee: dollars("Pick-up per unit", { zeroAllowed: true }),
      deposit: dollars("Security deposit", { zeroAllowed: true }),
      taxTreatment: z.enum(RENTAL_TAX_TREATMENTS, { error: "Tax: choose how this rental is taxed." }),
      taxReason: z
        .string()
        .optional()
        .transform((value) => (value ?? "").normalize("NFC").replace(/\s+/g, " ").trim())
        .refine((value) => value.length <= OTHER_REASON_MAX && !hasHiddenCharacters(value), {
          message: `Reason: keep it to ${OTHER_REASON_MAX} characters.`,
        }),
    })
    .superRefine((form, ctx) => {
      if (form.taxTreatment === "long-stay-exempt" && form.taxReason.length < OTHER_REASON_MIN)
        ctx.addIssue({
          code: "custom",
          path: ["taxReason"],
          message: "Reason: say in a sentence why this stay is the renter's home (the tax report lists it).",
        });
    })
    .transform((form): RentalProposalInput => ({
      startsOn: form.startsOn,
      days: form.days,
      counts: { bedroom: form.count_bedroom, office: form.count_office },
      unitIds: [...new Set(form.unitIds)],
      deliveryFeePerUnitCents: form.deliveryFee,
      pickupFeePerUnitCents: form.pickupFee,
      securityDepositCents: form.deposit,
      taxTreatment: form.taxTreatment,
      taxReason: form.taxReason,
    }));
}

/** The form's fields from FormData, `unitIds` as a list. */
export function rentalProposalFields(data: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of RENTAL_PROPOSAL_FIELDS) {
    const value = name === "unitIds" ? data.getAll(name) : data.get(name);
    if (value !== null) fields[name] = value;
  }
  return fields;
}

/** Extend a rental, or end it early: the new day the units are picked up, and a note. */
export const rentalChangeForm = z.object({
  endsOn: day("New pick-up day"),
  note: z
    .string()
    .optional()
    .transform((value) => (value ?? "").normalize("NFC").replace(/\s+/g, " ").trim())
    .refine((value) => value.length <= 500 && !hasHiddenCharacters(value), "Note: keep it to 500 characters."),
});
