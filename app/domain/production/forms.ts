/** The production board's and the order page's forms: what each field must be, in the words the form shows. */
import { z } from "#app/domain/common/zod";
import { hasHiddenCharacters } from "#app/domain/people/names";
import { businessWallClockAsUtc } from "#app/domain/time/business-time";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { WEEKLY_RATE_MAX } from "./build-queue";
import { DAY_CAPACITY_MAX, missingChecklist, SITE_CHECKLIST_KEYS } from "./delivery-calendar";
import { BUILD_STAGES } from "./stages";

export const STAGE_NOTE_MAX = 2_000;
export const NAME_MAX = 200;
export const FORM_UNREADABLE = "That form could not be read. Please reload the page and try again.";

const clean = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

const id = z
  .string({ error: FORM_UNREADABLE })
  .trim()
  .regex(/^\d{1,12}$/, FORM_UNREADABLE)
  .transform(Number)
  .refine((value) => value >= 1, FORM_UNREADABLE);

const wholeNumber = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine((value) => value <= max, message);

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, message);

const line = (max: number, empty: string, long: string) =>
  z.string({ error: empty }).transform((raw, ctx) => {
    const value = clean(raw);
    if (!value) ctx.addIssue({ code: "custom", message: empty });
    else if (value.length > max) ctx.addIssue({ code: "custom", message: long });
    else if (hasHiddenCharacters(value))
      ctx.addIssue({ code: "custom", message: "Hidden or control characters can't be used." });
    else return value;
    return z.NEVER;
  });

const note = z
  .string()
  .optional()
  .transform((raw) => (raw ?? "").normalize("NFC").trim())
  .refine((value) => value.length <= STAGE_NOTE_MAX, `Keep the note under ${STAGE_NOTE_MAX} characters.`);

export const weeklyRateForm = z.object({
  weeklyRate: wholeNumber(WEEKLY_RATE_MAX, `Enter how many homes a week, a whole number from 0 to ${WEEKLY_RATE_MAX}.`),
});

export const stageMarkForm = z.object({
  unitId: id,
  stage: z.enum(BUILD_STAGES, { error: "Choose the stage the home has reached." }),
  note,
});

export const deliveryDayForm = z.object({
  day: day("Choose a day."),
  capacity: wholeNumber(DAY_CAPACITY_MAX, `Enter the homes the trucks can carry, from 0 to ${DAY_CAPACITY_MAX}.`),
});

export const moveDeliveryForm = z.object({
  unitId: id,
  day: day("Choose the new day."),
});

export const deliveredForm = z.object({
  unitId: id,
  time: z
    .string({ error: "Enter the time the home was set down." })
    .trim()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Enter the time the home was set down, such as 14:30."),
  receivedBy: line(NAME_MAX, "Enter who received the home.", "Keep the name under 200 characters."),
  acknowledgedName: line(
    NAME_MAX,
    "The buyer types their name to acknowledge the delivery.",
    "Keep the name under 200 characters.",
  ),
  acknowledged: z.literal("yes", { error: "The buyer confirms they received the home here today." }),
  note,
});

/** The owner's note for the workshop on one home's build sheet; empty clears it. */
export const buildNoteForm = z.object({
  unitId: id,
  note: note.refine((value) => !hasHiddenCharacters(value.replace(/[\n\r\t]/g, " ")), {
    message: "Hidden or control characters can't be used.",
  }),
});

/** A mistaken photo of a home's build or delivery, to remove. */
export const removePhotoForm = z.object({ photoId: id });

export const BOOKING_MESSAGES = {
  checklist: "Please confirm every item of the site checklist before choosing a day.",
  day: "Choose one of the open delivery days.",
} as const;

/** The buyer's choice of a delivery day: the unit, the day, and every checklist item ticked. */
export const bookingForm = z.object({
  unitId: id,
  day: day(BOOKING_MESSAGES.day),
  checklist: z
    .array(z.string())
    .refine((ticked) => missingChecklist(ticked).length === 0, BOOKING_MESSAGES.checklist)
    .transform(() => [...SITE_CHECKLIST_KEYS]),
});

/** The instant a Pacific wall-clock time on `day` names (the form's "14:30" on the delivery day). */
export function businessInstant(onDay: string, time: string): Date {
  const [year, month, date] = onDay.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const offset = businessWallClockAsUtc(new Date(asUtc)) - asUtc;
  const guess = asUtc - offset;
  // Near a daylight-saving change the offset at the answer may differ from the first guess's.
  return new Date(asUtc - (businessWallClockAsUtc(new Date(guess)) - guess));
}
