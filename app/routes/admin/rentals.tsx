import { data } from "react-router";

import { BookingForm } from "#app/components/admin/booking-form";
import { CancelBookingPanel } from "#app/components/admin/cancel-booking-panel";
import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { RentalBookingsTable } from "#app/components/admin/rental-bookings-table";
import { RentalTimeline } from "#app/components/admin/rental-timeline";
import { RentalUnits, type UnitFormState } from "#app/components/admin/rental-units";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { parseFields } from "#app/domain/console/form-result";
import { type BookingFormState, bookingIdForm, EMPTY_BOOKING } from "#app/domain/rentals/forms";
import { timelineStart, timelineWindow } from "#app/domain/rentals/timeline";
import { nextRentalText } from "#app/domain/site-facts/live-facts";
import { businessDay } from "#app/domain/time/business-time";
import { addMonths, monthOf, shortDayLabel } from "#app/domain/time/calendar-day";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { readForm, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { cancelBooking, getBooking, listBookings, RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { bookFromForm, unitFormAction } from "#app/server/rentals/console-booking-form.server";
import { listUnits } from "#app/server/rentals/console-units.server";
import { nextRentalFree } from "#app/server/site-facts/next-rental.server";

import type { Route } from "./+types/rentals";

export const meta = consoleMeta("Rentals");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const search = new URL(request.url).searchParams;
  const today = businessDay(new Date());
  const start = timelineStart(search.get("from"), today);
  const cancelText = search.get("cancel");
  const cancel = cancelText === null ? null : parseFields(bookingIdForm, { bookingId: cancelText });
  const errors = [
    ...(start.ok ? [] : [start.message]),
    ...(cancel && !cancel.ok ? ["Cancel: that isn't a booking. Choose one from the table."] : []),
  ];
  const month = start.ok ? start.month : monthOf(today);
  const window = timelineWindow(month);
  const [units, bookings, cancelling, nextRental] = await Promise.all([
    listUnits(today),
    listBookings(window),
    cancel?.ok ? getBooking(cancel.data.bookingId) : null,
    nextRentalFree(today),
  ]);
  const payload = {
    today,
    month,
    window,
    units,
    bookings,
    cancelling,
    cancelMissing: Boolean(cancel?.ok && !cancelling),
    nextRental,
    rentalMaxDays: RENTAL_MAX_DAYS,
    errors,
  };
  return errors.length ? data(payload, { status: 400 }) : payload;
}

type ActionData = { units?: UnitFormState; booking?: BookingFormState; cancel?: { error?: string; done?: string } };

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
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

export default function Rentals({ loaderData, actionData }: Route.ComponentProps) {
  const { window, units, bookings, cancelling, month, today } = loaderData;
  const fromPart = month === monthOf(today) ? "" : `from=${month}`;
  const withFrom = (extra = "") =>
    `/admin/rentals${[fromPart, extra].filter(Boolean).length ? `?${[fromPart, extra].filter(Boolean).join("&")}` : ""}`;
  const active = units.filter((unit) => !unit.archived);
  // Units with bookings in these months show on the timeline even once archived.
  const shown = units.filter((unit) => !unit.archived || bookings.some((booking) => booking.unitId === unit.id));
  const notice = loaderData.errors.length
    ? `This page can't be shown as asked. ${loaderData.errors.join(" ")}`
    : loaderData.cancelMissing && !actionData?.cancel
      ? "That booking isn't there any more; it may have been cancelled already."
      : (actionData?.cancel?.error ?? null);
  return (
    <>
      <ConsoleHeading
        title="Rentals"
        lead={<>Your rental units and their bookings. The site says: “{nextRentalText(loaderData.nextRental)}”</>}
      />
      <Alert focusOnLoad className="mb-4">
        {notice}
      </Alert>
      <Alert focusOnLoad tone="success" className="mb-4">
        {actionData?.cancel?.done ?? null}
      </Alert>
      {cancelling ? <CancelBookingPanel booking={cancelling} keepHref={withFrom()} /> : null}
      <section aria-labelledby="timeline-heading">
        <h2 id="timeline-heading" className="mb-3 text-2xl">
          Timeline
        </h2>
        {shown.length ? (
          <RentalTimeline
            window={window}
            units={shown}
            bookings={bookings}
            today={today}
            earlierHref={`/admin/rentals?from=${addMonths(month, -6)}`}
            laterHref={`/admin/rentals?from=${addMonths(month, 6)}`}
            thisMonthHref={fromPart ? "/admin/rentals" : null}
          />
        ) : (
          <p>Add a rental unit below and its bookings will show here.</p>
        )}
      </section>
      <HeadedSection headingId="bookings-heading" className="mt-8" headingClassName="mb-3 text-2xl" title="Bookings">
        <RentalBookingsTable bookings={bookings} cancelHref={(id) => `${withFrom(`cancel=${id}`)}#cancel-heading`} />
      </HeadedSection>
      <HeadedSection
        headingId="book-heading"
        className="mt-8 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        headingClassName="mb-3 text-2xl"
        title="Book a unit"
      >
        <BookingForm
          units={active}
          state={actionData?.booking ?? { values: EMPTY_BOOKING }}
          rentalMaxDays={loaderData.rentalMaxDays}
          labelledBy="book-heading"
          key={actionData?.booking?.saved ?? "booking"}
        />
      </HeadedSection>
      <HeadedSection headingId="units-heading" className="mt-8" headingClassName="mb-3 text-2xl" title="Rental units">
        <RentalUnits units={units} state={actionData?.units} />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
