/**
 * The console's fleet forms, checked the same way in the browser's round trip
 * and on the server: a unit with its papers, a spell out for repair, and one
 * model's line of the rate card.
 */
import { type Cents, dollarsToCents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";
import { hasHiddenCharacters } from "#app/domain/people/names";
import { type HomeModel, MODELS } from "#app/domain/quote-requests/rules";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { REPAIR_MAX_DAYS } from "./fleet";
import { unitNameForm } from "./forms";

export const LOCATION_MAX = 120;
export const PAPER_NUMBER_MAX = 40;
/** The most any single rate or deposit may be: far past any rental, well inside integers. */
export const RATE_MAX_CENTS = 10_000_000;

const FORM_UNREADABLE = "That form could not be read. Please reload the page and try again.";

const text = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

const id = z
  .string({ error: FORM_UNREADABLE })
  .trim()
  .regex(/^\d{1,9}$/, FORM_UNREADABLE)
  .transform(Number)
  .refine((value) => value >= 1, FORM_UNREADABLE);

const model = (label: string) =>
  z
    .string({ error: `${label}: choose the Bedroom Nestz or the Office Nestz.` })
    .pipe(z.enum(MODELS, { error: `${label}: choose the Bedroom Nestz or the Office Nestz.` }));

/** A serial or insignia number: letters, digits and dashes, as printed on the plate or the label. */
const paperNumber = (label: string, example: string) =>
  z.string({ error: `${label}: enter it as printed, like ${example}.` }).transform((raw, ctx) => {
    const value = text(raw).toUpperCase();
    if (!value) ctx.addIssue({ code: "custom", message: `${label}: enter it as printed, like ${example}.` });
    else if (value.length > PAPER_NUMBER_MAX || !/^[A-Z0-9][A-Z0-9 /-]*$/.test(value))
      ctx.addIssue({
        code: "custom",
        message: `${label}: use letters, digits and dashes (up to ${PAPER_NUMBER_MAX}), like ${example}.`,
      });
    else return value;
    return z.NEVER;
  });

const location = z
  .string()
  .optional()
  .transform((value) => text(value ?? ""))
  .refine(
    (value) => value.length <= LOCATION_MAX && !hasHiddenCharacters(value),
    `Location: keep it to ${LOCATION_MAX} characters, like “Yard, Troutdale”.`,
  );

export const UNIT_FIELDS = ["name", "model", "serialNumber", "insigniaNumber", "location"] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];

export interface UnitInput {
  name: string;
  model: HomeModel;
  serialNumber: string;
  insigniaNumber: string;
  location: string;
}

/** "Add a unit": its name, model, the maker's serial number, its L&I insignia number and where it is. */
export const unitForm = unitNameForm.extend({
  model: model("Model"),
  serialNumber: paperNumber("Serial number", "NZ-2027-014"),
  insigniaNumber: paperNumber("L&I insignia number", "RPT 123456"),
  location,
});

/** Correcting a unit's model or papers (units kept before the fleet had them start without). */
export const unitPapersForm = z.object({
  unitId: id,
  model: model("Model"),
  serialNumber: paperNumber("Serial number", "NZ-2027-014"),
  insigniaNumber: paperNumber("L&I insignia number", "RPT 123456"),
});

export type UnitPapers = Pick<UnitInput, "model" | "serialNumber" | "insigniaNumber">;

/** Moving a unit: where it stands now. */
export const unitLocationForm = z.object({ unitId: id, location });

export const REPAIR_FIELDS = ["unitId", "startsOn", "days", "note"] as const;
export type RepairField = (typeof REPAIR_FIELDS)[number];

export interface RepairInput {
  unitId: number;
  startsOn: string;
  days: number;
  note: string;
}

const repairDays = `Days away: enter a number of days, from 1 to ${REPAIR_MAX_DAYS}.`;

/** "Out for repair": from which day, for how many days (the unit is back the day after), and why. */
export const repairForm = z.object({
  unitId: id,
  startsOn: z
    .string({ error: "From: choose the first day away, like 2027-03-01." })
    .trim()
    .refine(isCalendarDay, "From: choose the first day away, like 2027-03-01."),
  days: z
    .string({ error: repairDays })
    .trim()
    .regex(/^\d{1,4}$/, repairDays)
    .transform(Number)
    .refine((days) => days >= 1 && days <= REPAIR_MAX_DAYS, repairDays),
  note: z
    .string()
    .optional()
    .transform((value) => text(value ?? ""))
    .refine(
      (value) => value.length <= 200 && !hasHiddenCharacters(value),
      "What is being fixed: keep it to 200 characters.",
    ),
});

export const repairIdForm = z.object({ repairId: id });

export const RATE_FIELDS = ["model", "daily", "weekly", "monthly", "deposit"] as const;
export type RateField = (typeof RATE_FIELDS)[number];

export interface RateInput {
  model: HomeModel;
  dailyCents: Cents;
  weeklyCents: Cents;
  monthlyCents: Cents;
  depositCents: Cents;
}

/** A dollar amount typed in a form, as cents: at least a cent, or (when allowed) 0 for none. */
export const dollars = (label: string, { zeroAllowed = false } = {}) => {
  const message = `${label}: enter dollars, like 1,200 or 1200.00${zeroAllowed ? " (0 for none)" : ""}.`;
  return z.string({ error: message }).transform((raw, ctx) => {
    const cleaned = raw
      .trim()
      .replace(/^\$/, "")
      .replace(/,(?=\d{3}(\D|$))/g, "");
    let cents: Cents | null = null;
    try {
      cents = /^\d+(\.\d{1,2})?$/.test(cleaned) ? dollarsToCents(cleaned) : null;
    } catch {
      cents = null;
    }
    if (cents === null || cents > RATE_MAX_CENTS || cents < (zeroAllowed ? 0 : 1)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });
};

/**
 * One model's line of the rate card, each rate at least a cent. A week
 * dearer than seven days is allowed: the price rule picks the cheaper cover,
 * so such a week is simply never chosen.
 */
export const rateForm = z
  .object({
    model: model("Model"),
    daily: dollars("Daily rate"),
    weekly: dollars("Weekly rate"),
    monthly: dollars("Monthly rate"),
    deposit: dollars("Security deposit", { zeroAllowed: true }),
  })
  .transform((form): RateInput => ({
    model: form.model,
    dailyCents: form.daily,
    weeklyCents: form.weekly,
    monthlyCents: form.monthly,
    depositCents: form.deposit,
  }));
