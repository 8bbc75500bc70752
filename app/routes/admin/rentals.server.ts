/** The rentals page's forms, and the booking form a rental request's page shares: book, cancel, and keep the units. */
import { data } from "react-router";

import type { UnitFormState } from "#app/components/rentals/console/rental-units";
import { parseFields } from "#app/domain/console/form-result";
import {
  BOOKING_FIELDS,
  type BookingField,
  bookingForm,
  type BookingFormState,
  bookingIdForm,
  EMPTY_BOOKING,
  unitIdForm,
  unitNameForm,
  unitRenameForm,
} from "#app/domain/rentals/forms";
import type { BookingView } from "#app/domain/rentals/views";
import { shortDayLabel } from "#app/domain/time/calendar-day";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import {
  type BookingRefusal,
  cancelBooking,
  createBooking,
  RENTAL_MAX_DAYS,
} from "#app/server/rentals/bookings.server";
import { addUnit, archiveUnit, renameUnit, restoreUnit } from "#app/server/rentals/console-changes.server";

/** Which field a refusal is about; an overlap is about the whole booking (the form's message). */
const refusalField: Record<BookingRefusal, BookingField | "form"> = {
  "no-unit": "unitId",
  archived: "unitId",
  "no-quote-request": "reference",
  "too-long": "days",
  collision: "form",
};

/** "Booked Cabin 2 from Mar 1, 2027 until Mar 21, 2027 for Q-1042." */
export function bookedMessage(booking: BookingView): string {
  const forWhom = booking.reference ? ` for ${booking.reference}` : "";
  return `Booked ${booking.unitName} from ${shortDayLabel(booking.startsOn)} until ${shortDayLabel(booking.endsOn)}${forWhom}.`;
}

/**
 * The "Book a unit" form of the Rentals page and of a rental request's page:
 * checked, booked, and answered as the form should show next (with `fresh`
 * values after a booking). A collision answers 409, other refusals 400.
 */
export async function bookFromForm(
  form: FormData,
  admin: AdminUser,
  fresh: Record<BookingField, string>,
): Promise<{ status: number; state: BookingFormState }> {
  const fields = textFields(form, BOOKING_FIELDS);
  const values = Object.fromEntries(BOOKING_FIELDS.map((field) => [field, fields[field] ?? ""])) as Record<
    BookingField,
    string
  >;
  const parsed = parseFields(bookingForm(RENTAL_MAX_DAYS), fields);
  if (!parsed.ok) return { status: 400, state: { values, errors: parsed.errors } };
  const result = await createBooking(admin.actor, parsed.data);
  if (!result.ok) {
    return {
      status: result.reason === "collision" ? 409 : 400,
      state: { values, errors: { [refusalField[result.reason]]: result.message } },
    };
  }
  return { status: 200, state: { values: fresh, saved: bookedMessage(result.booking) } };
}

/** What the units' forms show after a post (the shape components/rentals/console/rental-units.tsx reads). */
export interface UnitFormAnswer {
  status: number;
  state: { form: "add" | "rename" | "archive"; unitId?: number; name?: string; error?: string; done?: string };
}

/** The Rentals page's unit forms: add, rename, archive, bring back. Null for any other intent. */
export async function unitFormAction(form: FormData, admin: AdminUser): Promise<UnitFormAnswer | null> {
  const intent = form.get("intent");
  const fields = textFields(form, ["name", "unitId"]);
  if (intent === "add-unit") {
    const parsed = parseFields(unitNameForm, fields);
    if (!parsed.ok)
      return {
        status: 400,
        state: { form: "add", name: fields.name ?? "", error: parsed.errors.name ?? UNREADABLE_FORM_MESSAGE },
      };
    const result = await addUnit(admin.actor, parsed.data.name);
    if (!result.ok) return { status: 409, state: { form: "add", name: fields.name ?? "", error: result.message } };
    return { status: 200, state: { form: "add", done: `Added ${result.unit.name}. It can be booked now.` } };
  }
  if (intent === "rename-unit") {
    const parsed = parseFields(unitRenameForm, fields);
    const unitId = Number(fields.unitId) || undefined;
    if (!parsed.ok) {
      return {
        status: 400,
        state: {
          form: "rename",
          unitId,
          name: fields.name ?? "",
          error: parsed.errors.name ?? UNREADABLE_FORM_MESSAGE,
        },
      };
    }
    const result = await renameUnit(admin.actor, parsed.data.unitId, parsed.data.name);
    if (!result.ok)
      return {
        status: result.reason === "not-found" ? 404 : 409,
        state: { form: "rename", unitId, name: fields.name ?? "", error: result.message },
      };
    return { status: 200, state: { form: "rename", unitId, done: `Renamed to ${result.unit.name}.` } };
  }
  if (intent === "archive-unit" || intent === "restore-unit") {
    const parsed = parseFields(unitIdForm, fields);
    if (!parsed.ok) return { status: 400, state: { form: "archive", error: UNREADABLE_FORM_MESSAGE } };
    const change = intent === "archive-unit" ? archiveUnit : restoreUnit;
    const result = await change(admin.actor, parsed.data.unitId);
    if (!result.ok)
      return { status: result.reason === "not-found" ? 404 : 409, state: { form: "archive", error: result.message } };
    const done =
      intent === "archive-unit"
        ? `Archived ${result.unit.name}. Its past bookings stay on record.`
        : `${result.unit.name} is back, ready to book.`;
    return { status: 200, state: { form: "archive", done } };
  }
  return null;
}

type ActionData = { units?: UnitFormState; booking?: BookingFormState; cancel?: { error?: string; done?: string } };

/** The rentals page's action: a booking, a cancellation, or a change to the units. */
export async function handleRentalsForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "book") {
    const { status, state } = await bookFromForm(form, admin, EMPTY_BOOKING);
    return data<ActionData>({ booking: state }, { status });
  }
  if (intent === "cancel-booking") {
    const parsed = parseFields(bookingIdForm, { bookingId: form.get("bookingId") });
    if (!parsed.ok) return data<ActionData>({ cancel: { error: UNREADABLE_FORM_MESSAGE } }, { status: 400 });
    const result = await cancelBooking(admin.actor, parsed.data.bookingId);
    if (!result.ok)
      return data<ActionData>(
        { cancel: { error: "That booking was already cancelled. The timeline below is up to date." } },
        { status: 404 },
      );
    const { booking } = result;
    const done = `Cancelled ${booking.unitName}'s booking from ${shortDayLabel(booking.startsOn)} until ${shortDayLabel(booking.endsOn)}${booking.reference ? ` for ${booking.reference}` : ""}.`;
    return data<ActionData>({ cancel: { done } });
  }
  const units = await unitFormAction(form, admin);
  if (units) return data<ActionData>({ units: units.state }, { status: units.status });
  return data<ActionData>({ cancel: { error: UNREADABLE_FORM_MESSAGE } }, { status: 400 });
}
