import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { UNIT_NAME_MAX } from "#app/domain/rentals/forms";
import type { RentalUnitView } from "#app/domain/rentals/views";

/** What the units' forms say after a post: which form, what was typed, what went wrong or right. */
export interface UnitFormState {
  form: "add" | "rename" | "archive";
  unitId?: number;
  name?: string;
  error?: string;
  done?: string;
}

/** The units kept for renting: add one, rename, archive, bring one back. */
export function RentalUnits({ units, state }: { units: RentalUnitView[]; state?: UnitFormState }) {
  const active = units.filter((unit) => !unit.archived);
  const archived = units.filter((unit) => unit.archived);
  const adding = state?.form === "add";
  return (
    <>
      <Alert focusOnLoad tone={state?.error ? "error" : "success"} className="mb-4">
        {state?.error ? (state.form === "archive" ? state.error : "Please check the name marked below.") : state?.done}
      </Alert>
      <Form method="post" aria-label="Add a unit" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="add-unit" />
        <Field
          label="Name of the new unit"
          hint={`Up to ${UNIT_NAME_MAX} characters, like “Cabin 2”.`}
          name="name"
          autoComplete="off"
          defaultValue={adding && state.error ? state.name : ""}
          error={adding ? state.error : undefined}
          className="w-full max-w-sm"
          key={adding && !state.error ? `added-${units.length}` : "add"}
        />
        <Button type="submit">Add unit</Button>
      </Form>
      {active.length === 0 ? <p className="mt-4">No rental units yet. Add the first one above.</p> : null}
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {active.map((unit) => {
          const renaming = state?.form === "rename" && state.unitId === unit.id;
          return (
            <li key={unit.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <h3 className="font-sans text-lg font-semibold">{unit.name}</h3>
              <p className="text-sm text-stone-700">
                {unit.upcoming === 0
                  ? "No bookings to come."
                  : `${unit.upcoming} ${unit.upcoming === 1 ? "booking" : "bookings"} to come.`}
              </p>
              <Form method="post" aria-label={`Rename ${unit.name}`} className="mt-3 flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="rename-unit" />
                <input type="hidden" name="unitId" value={unit.id} />
                <Field
                  label={`New name for ${unit.name}`}
                  name="name"
                  autoComplete="off"
                  defaultValue={renaming && state.error ? state.name : unit.name}
                  error={renaming ? state.error : undefined}
                  className="w-full"
                  key={`${unit.id}-${unit.name}`}
                />
                <Button type="submit" variant="secondary">
                  Rename
                </Button>
              </Form>
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="archive-unit" />
                <input type="hidden" name="unitId" value={unit.id} />
                <Button type="submit" variant="quiet">
                  Archive<span className="sr-only"> {unit.name}</span>
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
      {archived.length ? (
        <>
          <h3 className="mt-6 font-sans text-lg font-semibold">Archived</h3>
          <ul className="mt-2 grid gap-2">
            {archived.map((unit) => (
              <li key={unit.id} className="flex flex-wrap items-center gap-3">
                <span>{unit.name}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="restore-unit" />
                  <input type="hidden" name="unitId" value={unit.id} />
                  <Button type="submit" variant="quiet">
                    Bring back<span className="sr-only"> {unit.name}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
