import { data } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { BookingForm } from "#app/components/rentals/console/booking-form";
import { CancelBookingPanel } from "#app/components/rentals/console/cancel-booking-panel";
import { RateCardForms } from "#app/components/rentals/console/rate-card-form";
import { RentalBookingsTable } from "#app/components/rentals/console/rental-bookings-table";
import { RentalTimeline } from "#app/components/rentals/console/rental-timeline";
import { RentalUnits } from "#app/components/rentals/console/rental-units";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Link } from "#app/components/ui/link";
import { parseFields } from "#app/domain/console/form-result";
import { bookingIdForm, EMPTY_BOOKING } from "#app/domain/rentals/forms";
import { timelineStart, timelineWindow } from "#app/domain/rentals/timeline";
import { nextRentalText } from "#app/domain/site-facts/live-facts";
import { businessDay } from "#app/domain/time/business-time";
import { addMonths, monthOf } from "#app/domain/time/calendar-day";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getBooking, listBookings, RENTAL_MAX_DAYS } from "#app/server/rentals/bookings.server";
import { listUnits } from "#app/server/rentals/console-queries.server";
import { rateCard } from "#app/server/rentals/rates.server";
import { repairsToCome } from "#app/server/rentals/repairs.server";
import { nextRentalFree } from "#app/server/site-facts/next-rental.server";

import type { Route } from "./+types/rentals";
import { handleRentalsForm } from "./rentals.server";

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
  const [units, bookings, cancelling, nextRental, repairs, rates] = await Promise.all([
    listUnits(today),
    listBookings(window),
    cancel?.ok ? getBooking(cancel.data.bookingId) : null,
    nextRentalFree(today),
    repairsToCome(today),
    rateCard(),
  ]);
  const payload = {
    today,
    month,
    window,
    units,
    repairs,
    rates,
    bookings,
    cancelling,
    cancelMissing: Boolean(cancel?.ok && !cancelling),
    nextRental,
    rentalMaxDays: RENTAL_MAX_DAYS,
    errors,
  };
  return errors.length ? data(payload, { status: 400 }) : payload;
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleRentalsForm(request, admin);
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
        lead={
          <>
            Your rental units, their bookings and repairs, and the rate card. The site says: “
            {nextRentalText(loaderData.nextRental)}” Units coming back are inspected under{" "}
            <Link to="/admin/rentals/returns" className="underline underline-offset-4">
              Rental returns
            </Link>
            .
          </>
        }
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
        <RentalUnits units={units} repairs={loaderData.repairs} today={today} state={actionData?.units} />
      </HeadedSection>
      <HeadedSection headingId="rates-heading" className="mt-8" headingClassName="mb-3 text-2xl" title="Rate card">
        <RateCardForms rates={loaderData.rates} state={actionData?.rates} />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
