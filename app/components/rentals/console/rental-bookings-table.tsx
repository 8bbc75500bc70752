import { Link } from "react-router";

import { HeaderRow, Table } from "#app/components/ui/table";
import { quoteRequestPath } from "#app/domain/quote-requests/console-forms";
import type { BookingView } from "#app/domain/rentals/views";
import { shortDayLabel } from "#app/domain/time/calendar-day";

/** The timeline's bookings as a table: every date in words, and a way to cancel each. */
export function RentalBookingsTable({
  bookings,
  cancelHref,
}: {
  bookings: BookingView[];
  cancelHref: (id: number) => string;
}) {
  if (bookings.length === 0) return <p>No bookings in these months.</p>;
  return (
    <Table caption="Bookings in these months, by start date">
      <thead>
        <HeaderRow
          columns={["Unit", "From", "Until (free again)", "Days", "For", <span className="sr-only">Actions</span>]}
        />
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <th scope="row" className="font-semibold">
              {booking.unitName}
            </th>
            <td>{shortDayLabel(booking.startsOn)}</td>
            <td>{shortDayLabel(booking.endsOn)}</td>
            <td>{booking.days}</td>
            <td>
              {booking.reference ? (
                <Link to={quoteRequestPath(booking.reference)} className="font-semibold">
                  {booking.reference}
                </Link>
              ) : null}
              {booking.note ? (
                <span className={booking.reference ? "block text-stone-700" : ""}>{booking.note}</span>
              ) : null}
            </td>
            <td>
              <Link to={cancelHref(booking.id)} className="inline-flex min-h-11 items-center font-semibold">
                Cancel…
                <span className="sr-only">
                  {" "}
                  {booking.unitName} from {shortDayLabel(booking.startsOn)}
                </span>
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
