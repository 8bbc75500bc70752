import { z } from "#app/domain/common/zod";
import type { FieldErrors } from "#app/domain/console/form-result";
import { hasHiddenCharacters } from "#app/domain/people/names";
import { quoteRequestIdFromReference } from "#app/domain/quote-requests/console-forms";
import { rentalLengthProblem } from "#app/domain/quote-requests/rules";
import { addDays, isCalendarDay } from "#app/domain/time/calendar-day";

export const UNIT_NAME_MAX = 60;
export const BOOKING_NOTE_MAX = 200;

const FORM_UNREADABLE = "That form could not be read. Please reload the page and try again.";

const text = (value: string) => value.normalize("NFC").replace(/\s+/g, " ").trim();

/** A rental unit's name, as the owner knows it: "Cabin 2", "The blue one". */
export const unitNameForm = z.object({
  name: z.string({ error: "Name: please give the unit a name." }).transform((raw, ctx) => {
    const value = text(raw);
    if (!value) ctx.addIssue({ code: "custom", message: "Name: please give the unit a name." });
    else if (value.length > UNIT_NAME_MAX)
      ctx.addIssue({ code: "custom", message: `Name: keep it to ${UNIT_NAME_MAX} characters.` });
    else if (hasHiddenCharacters(value))
      ctx.addIssue({ code: "custom", message: "Name: hidden or control characters can't be used." });
    else return value;
    return z.NEVER;
  }),
});

const id = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((value) => value >= 1, message);

export const unitIdForm = z.object({ unitId: id(FORM_UNREADABLE) });
export const bookingIdForm = z.object({ bookingId: id(FORM_UNREADABLE) });

export const unitRenameForm = unitNameForm.extend({ unitId: id(FORM_UNREADABLE) });

/** Why a booking of `maxDays` or more is refused, in the console's words (the rule is quote-rules' rentalLengthProblem). */
export function bookingTooLong(maxDays: number): string {
  return `Length: a rental is for under ${maxDays} days of continuous occupancy, so the longest booking is ${maxDays - 1} days.`;
}

export const BOOKING_FIELDS = ["unitId", "startsOn", "days", "reference", "note"] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

/** The booking form as shown: what was typed, each field's problem, or what was just booked. */
export interface BookingFormState {
  values: Record<BookingField, string>;
  errors?: FieldErrors<BookingField | "form">;
  saved?: string;
}

export const EMPTY_BOOKING: Record<BookingField, string> = {
  unitId: "",
  startsOn: "",
  days: "",
  reference: "",
  note: "",
};

export interface BookingInput {
  unitId: number;
  startsOn: string;
  days: number;
  /** The request it is booked for, by id; null for a booking made directly. */
  quoteRequestId: number | null;
  note: string;
}

/**
 * "Book a unit": which unit, from which day, for how many days, and for
 * which request (optional). A stay runs from its start up to, not
 * including, start + days: the unit is free again that day.
 */
export function bookingForm(rentalMaxDays: number) {
  return z
    .object({
      unitId: id("Unit: choose a unit to book."),
      startsOn: z
        .string({ error: "Start date: choose the first day, like 2027-03-01." })
        .trim()
        .refine(isCalendarDay, "Start date: choose the first day, like 2027-03-01."),
      days: z
        .string({ error: `Length: enter a number of days, from 1 to ${rentalMaxDays - 1}.` })
        .trim()
        .regex(/^\d{1,6}$/, `Length: enter a number of days, from 1 to ${rentalMaxDays - 1}.`)
        .transform(Number)
        .refine((days) => days >= 1, `Length: enter a number of days, from 1 to ${rentalMaxDays - 1}.`)
        .refine((days) => rentalLengthProblem(days, rentalMaxDays) === null, bookingTooLong(rentalMaxDays)),
      reference: z
        .string()
        .optional()
        .transform((value, ctx) => {
          const reference = value?.trim() ?? "";
          if (!reference) return null;
          const quoteRequestId = quoteRequestIdFromReference(reference);
          if (quoteRequestId === null) {
            ctx.addIssue({ code: "custom", message: "For request: enter a reference like Q-1042, or leave it empty." });
            return z.NEVER;
          }
          return quoteRequestId;
        }),
      note: z
        .string()
        .optional()
        .transform((value) => text(value ?? ""))
        .refine(
          (value) => value.length <= BOOKING_NOTE_MAX && !hasHiddenCharacters(value),
          `Note: keep it to ${BOOKING_NOTE_MAX} characters.`,
        ),
    })
    .transform((form): BookingInput => ({
      unitId: form.unitId,
      startsOn: form.startsOn,
      days: form.days,
      quoteRequestId: form.reference,
      note: form.note,
    }));
}

/** The day a booking ends (the unit is free again): its start plus its length. */
export const bookingEndsOn = (startsOn: string, days: number) => addDays(startsOn, days);
