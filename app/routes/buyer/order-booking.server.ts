/** The order page's one form: the buyer takes a delivery day for a ready home, after the site checklist. */
import { parseFields } from "#app/domain/console/form-result";
import { BOOKING_MESSAGES, bookingForm } from "#app/domain/production/forms";
import { dayLabel } from "#app/domain/time/calendar-day";
import { textFields } from "#app/server/http/form-data.server";
import { bookDeliveryDay } from "#app/server/production/bookings.server";

import { answer, notFound } from "./private-link.server";

const refusals = {
  "no-unit": "We couldn't find that home on your order. Please reload the page.",
  "not-ready": "That home isn't ready yet: we'll email you the moment it is.",
  booked: "That home already has a delivery day. If it must change, please call us.",
  "no-day": BOOKING_MESSAGES.day,
} as const;

export async function handleBookingForm(form: FormData, token: string) {
  const fields = textFields(form, ["unitId", "day"]);
  const checklist = form.getAll("checklist").filter((value): value is string => typeof value === "string");
  const values = { unitId: fields.unitId ?? "", day: fields.day ?? "", checklist: checklist.join(",") };
  const parsed = parseFields(bookingForm, { ...fields, checklist });
  if (!parsed.ok)
    return answer({ form: "book-delivery", errors: parsed.errors as Record<string, string>, values }, 400);
  const result = await bookDeliveryDay(token, parsed.data);
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    const message =
      result.reason === "full"
        ? `${dayLabel(parsed.data.day)} has just been taken. Please choose another day.`
        : refusals[result.reason];
    return answer({ form: "book-delivery", message, values }, 409);
  }
  return null;
}
