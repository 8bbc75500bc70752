/** The rentals page's forms, and the booking form a rental request's page shares: book, cancel, and keep the units. */
import { data } from "react-router";

import type { RateFormState } from "#app/components/rentals/console/rate-card-form";
import type { UnitFormState } from "#app/components/rentals/console/rental-units";
import { modelNames } from "#app/content/quote-requests/quote";
import { parseFields } from "#app/domain/console/form-result";
import {
  RATE_FIELDS,
  rateForm,
  REPAIR_FIELDS,
  repairForm,
  repairIdForm,
  UNIT_FIELDS,
  unitForm,
  unitLocationForm,
  unitPapersForm,
} from "#app/domain/rentals/fleet-forms";
import {
  BOOKING_FIELDS,
  type BookingField,
  bookingForm,
  type BookingFormState,
  bookingIdForm,
  EMPTY_BOOKING,
  unitIdForm,
  unitRenameForm,
} from "#app/domain/rentals/forms";
import type { BookingView } from "#app/domain/rentals/views";
import { businessDay } from "#app/domain/time/business-time";
import { shortDayLabel } from "#app/domain/time/calendar-day";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import {
  type BookingRefusal,
  cancelBooking,
  createBooking,
  RENTAL_MAX_DAYS,
} from "#app/server/rentals/bookings.server";
import {
  addUnit,
  archiveUnit,
  changeUnitPapers,
  moveUnit,
  renameUnit,
  restoreUnit,
} from "#app/server/rentals/console-changes.server";
import { saveRates } from "#app/server/rentals/rates.server";
import { endRepair, startRepair } from "#app/server/rentals/repairs.server";

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
  state: UnitFormState;
}

/** The Rentals page's unit forms: add, rename, move, repair, retire, bring back. Null for any other intent. */
export async function unitFormAction(form: FormData, admin: AdminUser): Promise<UnitFormAnswer | null> {
  const intent = form.get("intent");
  const fields = textFields(form, ["name", "unitId"]);
  if (intent === "add-unit") {
    const values = textFields(form, UNIT_FIELDS);
    const typed = Object.fromEntries(UNIT_FIELDS.map((field) => [field, values[field] ?? ""]));
    const parsed = parseFields(unitForm, values);
    if (!parsed.ok) return { status: 400, state: { form: "add", values: typed, errors: parsed.errors } };
    const result = await addUnit(admin.actor, parsed.data);
    if (!result.ok)
      return {
        status: 409,
        state: { form: "add", values: typed, errors: { [result.field ?? "name"]: result.message } },
      };
    return { status: 200, state: { form: "add", done: `Added ${result.unit.name}. It can be booked now.` } };
  }
  if (intent === "unit-papers") {
    const keys = ["unitId", "model", "serialNumber", "insigniaNumber"] as const;
    const values = textFields(form, keys);
    const typed = Object.fromEntries(keys.map((field) => [field, values[field] ?? ""]));
    const unitId = Number(values.unitId) || undefined;
    const parsed = parseFields(unitPapersForm, values);
    if (!parsed.ok) return { status: 400, state: { form: "papers", unitId, values: typed, errors: parsed.errors } };
    const { unitId: id, ...papers } = parsed.data;
    const result = await changeUnitPapers(admin.actor, id, papers);
    if (!result.ok)
      return {
        status: result.reason === "not-found" ? 404 : 409,
        state: { form: "papers", unitId, values: typed, errors: { [result.field ?? "form"]: result.message } },
      };
    return { status: 200, state: { form: "papers", unitId, done: `Saved the papers of ${result.unit.name}.` } };
  }
  if (intent === "move-unit") {
    const parsed = parseFields(unitLocationForm, textFields(form, ["unitId", "location"]));
    if (!parsed.ok)
      return {
        status: 400,
        state: {
          form: "move",
          unitId: Number(form.get("unitId")) || undefined,
          values: { location: String(form.get("location") ?? "") },
          errors: parsed.errors,
        },
      };
    const result = await moveUnit(admin.actor, parsed.data.unitId, parsed.data.location);
    if (!result.ok) return { status: 404, state: { form: "archive", error: result.message } };
    const where = parsed.data.location ? `now at ${parsed.data.location}` : "with no location noted";
    return {
      status: 200,
      state: { form: "move", unitId: parsed.data.unitId, done: `${result.unit.name} is ${where}.` },
    };
  }
  if (intent === "start-repair") {
    const values = textFields(form, REPAIR_FIELDS);
    const typed = Object.fromEntries(REPAIR_FIELDS.map((field) => [field, values[field] ?? ""]));
    const unitId = Number(values.unitId) || undefined;
    const parsed = parseFields(repairForm, values);
    if (!parsed.ok) return { status: 400, state: { form: "repair", unitId, values: typed, errors: parsed.errors } };
    const result = await startRepair(admin.actor, parsed.data);
    if (!result.ok)
      return {
        status: result.reason === "collision" ? 409 : result.reason === "no-unit" ? 404 : 400,
        state: { form: "repair", unitId, values: typed, errors: { form: result.message } },
      };
    const { repair } = result;
    return {
      status: 200,
      state: {
        form: "repair",
        unitId,
        done: `${repair.unitName} is out for repair from ${shortDayLabel(repair.startsOn)}, back on ${shortDayLabel(repair.endsOn)}. It can't be booked over those days.`,
      },
    };
  }
  if (intent === "end-repair") {
    const parsed = parseFields(repairIdForm, textFields(form, ["repairId"]));
    if (!parsed.ok) return { status: 400, state: { form: "archive", error: UNREADABLE_FORM_MESSAGE } };
    const result = await endRepair(admin.actor, parsed.data.repairId, businessDay(new Date()));
    if (!result.ok) return { status: 404, state: { form: "archive", error: result.message } };
    return {
      status: 200,
      state: { form: "archive", done: `${result.repair.unitName} is back from repair, ready to book.` },
    };
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
        ? `Retired ${result.unit.name}. Its past bookings stay on record.`
        : `${result.unit.name} is back, ready to book.`;
    return { status: 200, state: { form: "archive", done } };
  }
  return null;
}

type ActionData = {
  units?: UnitFormState;
  rates?: RateFormState;
  booking?: BookingFormState;
  cancel?: { error?: string; done?: string };
};

/** "Save rates" for one model: checked, saved whole, and answered with what the card says now. */
async function rateFormAction(form: FormData, admin: AdminUser): Promise<{ status: number; state: RateFormState }> {
  const values = textFields(form, RATE_FIELDS);
  const typed = Object.fromEntries(RATE_FIELDS.map((field) => [field, values[field] ?? ""]));
  const parsed = parseFields(rateForm, values);
  if (!parsed.ok) return { status: 400, state: { model: values.model ?? "", values: typed, errors: parsed.errors } };
  const { changed } = await saveRates(admin.actor, parsed.data);
  const name = modelNames[parsed.data.model];
  return {
    status: 200,
    state: {
      model: parsed.data.model,
      done: changed ? `Saved the rates of the ${name}.` : `The ${name}'s rates were already these.`,
    },
  };
}

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
  if (intent === "save-rates") {
    const { status, state } = await rateFormAction(form, admin);
    return data<ActionData>({ rates: state }, { status });
  }
  const units = await unitFormAction(form, admin);
  if (units) return data<ActionData>({ units: units.state }, { status: units.status });
  return data<ActionData>({ cancel: { error: UNREADABLE_FORM_MESSAGE } }, { status: 400 });
}
