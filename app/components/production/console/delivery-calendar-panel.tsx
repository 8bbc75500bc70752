import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { HeadedSection } from "#app/components/ui/headed-section";
import { DAY_CAPACITY_MAX } from "#app/domain/production/delivery-calendar";
import type { CalendarDayView } from "#app/domain/production/views";

/** The delivery calendar: open a day (or change its capacity), and the days ahead with who is booked. */
export function DeliveryCalendarPanel({ calendar, today }: { calendar: readonly CalendarDayView[]; today: string }) {
  return (
    <HeadedSection headingId="calendar-heading" look="panel" headingClassName="mb-2 text-2xl" title="Delivery calendar">
      <p className="mb-4 text-stone-700">
        Open the days the trucks go out and how many homes they can carry. Buyers with a ready home choose from these
        days; a day never takes more homes than its capacity. A capacity of 0 closes a day to new bookings.
      </p>
      <Form method="post" className="mb-6 flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="delivery-day" />
        <Field label="Day" name="day" type="date" min={today} required />
        <Field label="Homes it can take" name="capacity" type="number" min={0} max={DAY_CAPACITY_MAX} required />
        <Button type="submit">Save the day</Button>
      </Form>
      {calendar.length === 0 ? (
        <p>No delivery days are open yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Delivery days from today</caption>
            <thead>
              <tr className="border-b border-stone-300">
                <th scope="col" className="py-2 pr-4">
                  Day
                </th>
                <th scope="col" className="py-2 pr-4">
                  Booked
                </th>
                <th scope="col" className="py-2">
                  Homes
                </th>
              </tr>
            </thead>
            <tbody>
              {calendar.map((day) => (
                <tr key={day.day} className="border-b border-stone-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {day.label}
                  </th>
                  <td className="py-2 pr-4">
                    {day.booked} of {day.capacity}
                  </td>
                  <td className="py-2">
                    {day.units.length === 0
                      ? "—"
                      : day.units
                          .map((unit) => `${unit.reference} ${unit.label}${unit.delivered ? " (delivered)" : ""}`)
                          .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </HeadedSection>
  );
}
