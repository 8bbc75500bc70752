import { Link } from "react-router";

import { ScrollRegion } from "#app/components/ui/scroll-region";
import { placeBooking, type TimelineWindow, todayPercent } from "#app/domain/rentals/timeline";
import { addDays, shortDayLabel } from "#app/domain/time/calendar-day";

export interface TimelineBooking {
  id: number;
  unitId: number;
  startsOn: string;
  endsOn: string;
  days: number;
  reference: string | null;
  note: string;
}

interface Props {
  window: TimelineWindow;
  units: { id: number; name: string }[];
  bookings: TimelineBooking[];
  today: string;
  /** Links to the months before and after, keeping the page's other parameters. */
  earlierHref: string;
  laterHref: string;
  thisMonthHref: string | null;
}

/** "Q-1042, Mar 1, 2027 until Mar 21, 2027 (20 days)": what a bar says to a screen reader and on hover. */
export function bookingLabel(booking: TimelineBooking): string {
  const forWhom = booking.reference ?? (booking.note || "Booked");
  return `${forWhom}, ${shortDayLabel(booking.startsOn)} until ${shortDayLabel(booking.endsOn)} (${booking.days} ${booking.days === 1 ? "day" : "days"})`;
}

/**
 * Each unit's bookings over the window's months: a row per unit, a bar per
 * booking placed by its dates. Every bar is a list item that names its
 * booking, so the picture reads as a list; the table below gives the same.
 */
export function RentalTimeline({ window, units, bookings, today, earlierHref, laterHref, thisMonthHref }: Props) {
  const todayAt = todayPercent(window, today);
  const link =
    "inline-flex min-h-11 items-center rounded-full border-2 border-evergreen-800 px-4 font-semibold no-underline hover:bg-evergreen-50";
  return (
    <>
      <nav aria-label="Timeline months" className="mb-3 flex flex-wrap items-center gap-3">
        <Link to={earlierHref} className={link}>
          Earlier months
        </Link>
        {thisMonthHref ? (
          <Link to={thisMonthHref} className={link}>
            This month
          </Link>
        ) : null}
        <Link to={laterHref} className={link}>
          Later months
        </Link>
      </nav>
      <p className="mb-3 text-stone-700">
        {shortDayLabel(window.from)} to {shortDayLabel(addDays(window.to, -1))}.
        {todayAt === null ? null : " The dashed line is today."}
      </p>
      {/* The wrapper scrolls on a narrow phone; a keyboard user reaches it with Tab. */}
      <ScrollRegion
        label="Timeline of bookings"
        className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white p-3"
      >
        <div className="min-w-[34rem]">
          <div className="flex" aria-hidden="true">
            <div className="w-28 shrink-0" />
            <div className="relative h-6 flex-1 text-xs font-semibold text-stone-700">
              {window.months.map((month) => (
                <span key={month.month} className="absolute top-0 pl-1" style={{ left: `${month.leftPercent}%` }}>
                  {month.label}
                </span>
              ))}
            </div>
          </div>
          <ul className="grid gap-2">
            {units.map((unit) => {
              const own = bookings.flatMap((booking) => {
                const place = booking.unitId === unit.id ? placeBooking(window, booking) : null;
                return place ? [{ booking, place }] : [];
              });
              return (
                <li key={unit.id} className="flex items-stretch">
                  <span className="w-28 shrink-0 self-center pr-2 font-semibold break-words text-evergreen-900">
                    {unit.name}
                  </span>
                  <div className="relative h-11 flex-1 rounded-md bg-mist">
                    {window.months.map((month) => (
                      <span
                        key={month.month}
                        aria-hidden="true"
                        className="absolute inset-y-0 border-l border-stone-200"
                        style={{ left: `${month.leftPercent}%` }}
                      />
                    ))}
                    {todayAt === null ? null : (
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-0 border-l-2 border-dashed border-cedar-700"
                        style={{ left: `${todayAt}%` }}
                      />
                    )}
                    {own.length === 0 ? (
                      <p className="sr-only">{unit.name} is free all these months.</p>
                    ) : (
                      <ol aria-label={`${unit.name}: ${own.length} ${own.length === 1 ? "booking" : "bookings"}`}>
                        {own.map(({ booking, place }) => {
                          const label = bookingLabel(booking);
                          return (
                            <li
                              key={booking.id}
                              title={label}
                              className={`absolute inset-y-1 overflow-hidden bg-evergreen-700 px-1 text-xs leading-9 whitespace-nowrap text-white ${
                                place.startsBefore ? "" : "rounded-l-md"
                              } ${place.endsAfter ? "" : "rounded-r-md"}`}
                              style={{ left: `${place.leftPercent}%`, width: `${place.widthPercent}%` }}
                            >
                              <span aria-hidden="true">{booking.reference ?? booking.note}</span>
                              <span className="sr-only">{label}</span>
                            </li>
                          );
                        })}
                      </ol>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </ScrollRegion>
    </>
  );
}
