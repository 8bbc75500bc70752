import { Form, Link } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import { BOOKING_NOTE_MAX, type BookingFormState } from "#app/domain/rentals/forms";

interface Props {
  /** Units that can be booked (not archived). */
  units: { id: number; name: string }[];
  state: BookingFormState;
  rentalMaxDays: number;
  /** Booking for this request (its page): the reference is fixed rather than typed. */
  forReference?: string;
  /** Names the form (its heading's id). */
  labelledBy: string;
}

/** "Book a unit": which unit, from which day, for how many days. Works without JavaScript. */
export function BookingForm({ units, state, rentalMaxDays, forReference, labelledBy }: Props) {
  const { values, errors = {} } = state;
  const field = bindFields(values, errors);
  if (units.length === 0) {
    return (
      <p>
        There are no rental units to book yet.{" "}
        <Link to="/admin/rentals#units-heading" className="font-semibold underline underline-offset-4">
          Add your units on the Rentals page
        </Link>
        , then book one here.
      </p>
    );
  }
  const fieldErrors = Object.entries(errors).filter(([field]) => field !== "form").length;
  const message = errors.form ?? (fieldErrors ? "Please check the fields marked below." : undefined);
  const unitOptions = [
    { value: "", label: "Choose a unit" },
    ...units.map((unit) => ({ value: String(unit.id), label: unit.name })),
  ];
  return (
    <Form method="post" aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="book" />
      {forReference ? <input type="hidden" name="reference" value={forReference} /> : null}
      <div className="sm:col-span-2">
        <Alert focusOnLoad tone={message ? "error" : "success"}>
          {message ?? state.saved ?? null}
        </Alert>
      </div>
      <Select label="Unit" {...field("unitId")} options={unitOptions} required />
      <Field label="Start date" {...field("startsOn")} type="date" required hint="The first day of the stay." />
      <Field
        label="Length (days)"
        {...field("days")}
        inputMode="numeric"
        required
        hint={`Under ${rentalMaxDays} days; the unit is free again the day after the last.`}
      />
      {forReference ? null : (
        <Field
          label="For request (optional)"
          {...field("reference")}
          autoComplete="off"
          hint="A quote request's reference, like Q-1042."
        />
      )}
      <Field
        label="Note (optional)"
        {...field("note")}
        autoComplete="off"
        className={forReference ? "" : "sm:col-span-2"}
        hint={`Up to ${BOOKING_NOTE_MAX} characters, like who is staying.`}
      />
      <div className="sm:col-span-2">
        <SendButton label="Book this unit" busyLabel="Booking…" />
      </div>
    </Form>
  );
}
