import { Form, Link } from "react-router";

import { Button } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import type { BookingView } from "#app/domain/rentals/views";
import { shortDayLabel } from "#app/domain/time/calendar-day";

/** "Cancel this booking?" asked once more, on the page itself, so it works without JavaScript. */
export function CancelBookingPanel({ booking, keepHref }: { booking: BookingView; keepHref: string }) {
  return (
    <HeadedSection
      headingId="cancel-heading"
      className="mb-6 rounded-xl border-2 border-cedar-700 bg-cedar-100 p-5 sm:p-6"
      title="Cancel this booking?"
    >
      <p className="mt-2">
        {booking.unitName}, from {shortDayLabel(booking.startsOn)} until {shortDayLabel(booking.endsOn)}
        {booking.reference ? ` for ${booking.reference}` : ""}
        {booking.note ? ` (${booking.note})` : ""}. The dates become free for other bookings; the activity log keeps a
        record.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Form method="post" action="/admin/rentals">
          <input type="hidden" name="intent" value="cancel-booking" />
          <input type="hidden" name="bookingId" value={booking.id} />
          <Button type="submit">Yes, cancel the booking</Button>
        </Form>
        <Link to={keepHref} className="inline-flex min-h-11 items-center px-2 font-semibold">
          Keep it
        </Link>
      </div>
    </HeadedSection>
  );
}
