import { Link } from "react-router";

import { shortDayLabel } from "#app/domain/time/calendar-day";

export interface BookingSummary {
  id: number;
  unitName: string;
  startsOn: string;
  endsOn: string;
  days: number;
}

/** The units booked for a rental request. */
export function QuoteRequestBookings({ bookings }: { bookings: BookingSummary[] }) {
  if (bookings.length === 0) return <p>No unit is booked for this request yet.</p>;
  return (
    <ul className="grid gap-2">
      {bookings.map((booking) => (
        <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-mist px-4 py-2">
          <span>
            <span className="font-semibold text-evergreen-900">{booking.unitName}</span>:{" "}
            {shortDayLabel(booking.startsOn)} until {shortDayLabel(booking.endsOn)} ({booking.days}{" "}
            {booking.days === 1 ? "day" : "days"})
          </span>
          <Link
            to={`/admin/rentals?cancel=${booking.id}#cancel-heading`}
            className="inline-flex min-h-11 items-center font-semibold"
          >
            Cancel<span className="sr-only"> the booking of {booking.unitName}</span>…
          </Link>
        </li>
      ))}
    </ul>
  );
}
