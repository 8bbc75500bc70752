import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { StatusBadge } from "#app/components/ui/status-badge";
import { modelNames } from "#app/content/quote-requests/quote";
import type { FieldErrors } from "#app/domain/console/form-result";
import { MODELS } from "#app/domain/quote-requests/rules";
import { REPAIR_MAX_DAYS, type UnitState, unitStateLabels } from "#app/domain/rentals/fleet";
import { LOCATION_MAX, UNIT_FIELDS } from "#app/domain/rentals/fleet-forms";
import { UNIT_NAME_MAX } from "#app/domain/rentals/forms";
import type { RentalUnitView } from "#app/domain/rentals/views";
import { shortDayLabel } from "#app/domain/time/calendar-day";

/** What the units' forms say after a post: which form (and unit), what was typed, what went wrong or right. */
export interface UnitFormState {
  form: "add" | "rename" | "archive" | "move" | "repair" | "papers";
  unitId?: number;
  name?: string;
  values?: Record<string, string>;
  errors?: FieldErrors;
  error?: string;
  done?: string;
}

/** A repair not yet over, as a unit's card shows it. */
export interface UnitRepair {
  id: number;
  unitId: number;
  startsOn: string;
  endsOn: string;
  note: string;
}

const stateTone: Record<UnitState, string> = {
  available: "bg-evergreen-100 text-evergreen-900",
  rented: "bg-sky-soft text-evergreen-950",
  "out-for-repair": "bg-cedar-100 text-cedar-800",
  retired: "bg-stone-200 text-stone-800",
};

const modelOptions = MODELS.map((model) => ({ value: model, label: modelNames[model] }));

const emptyUnit = Object.fromEntries(UNIT_FIELDS.map((field) => [field, ""])) as Record<string, string>;

/** The fleet: add a unit with its papers, then per unit rename, move, put out for repair, retire, bring back. */
export function RentalUnits({
  units,
  repairs,
  today,
  state,
}: {
  units: RentalUnitView[];
  repairs: UnitRepair[];
  today: string;
  state?: UnitFormState;
}) {
  const active = units.filter((unit) => !unit.archived);
  const archived = units.filter((unit) => unit.archived);
  const adding = state?.form === "add";
  const addField = bindFields(
    adding && state.errors ? { ...emptyUnit, ...state.values } : emptyUnit,
    adding ? state.errors : {},
  );
  const pageMessage =
    state?.form === "archive"
      ? (state.error ?? state.done)
      : adding && state.errors
        ? "Please check the fields marked below."
        : state?.done;
  return (
    <>
      <Alert focusOnLoad tone={state?.error || (adding && state.errors) ? "error" : "success"} className="mb-4">
        {pageMessage ?? null}
      </Alert>
      <Form
        method="post"
        aria-label="Add a unit"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2"
        key={adding && !state.errors ? `added-${units.length}` : "add"}
      >
        <input type="hidden" name="intent" value="add-unit" />
        <Field
          label="Name of the new unit"
          hint={`Up to ${UNIT_NAME_MAX} characters, like “Cabin 2”.`}
          autoComplete="off"
          required
          {...addField("name")}
        />
        <Select label="Model" options={modelOptions} {...addField("model")} />
        <Field
          label="Serial number"
          hint="As on the maker's plate."
          autoComplete="off"
          required
          {...addField("serialNumber")}
        />
        <Field
          label="L&I insignia number"
          hint="From the Labor & Industries insignia a unit carries to be leased in Washington."
          autoComplete="off"
          required
          {...addField("insigniaNumber")}
        />
        <Field
          label="Location (optional)"
          hint={`Where it stands, up to ${LOCATION_MAX} characters.`}
          autoComplete="off"
          className="sm:col-span-2"
          {...addField("location")}
        />
        <div className="sm:col-span-2">
          <Button type="submit">Add unit</Button>
        </div>
      </Form>
      {active.length === 0 ? <p className="mt-4">No rental units yet. Add the first one above.</p> : null}
      <ul className="mt-5 grid gap-4 lg:grid-cols-2">
        {active.map((unit) => (
          <UnitCard
            key={unit.id}
            unit={unit}
            repairs={repairs.filter((repair) => repair.unitId === unit.id)}
            today={today}
            state={state?.unitId === unit.id ? state : undefined}
          />
        ))}
      </ul>
      {archived.length ? (
        <>
          <h3 className="mt-6 font-sans text-lg font-semibold">Retired</h3>
          <ul className="mt-2 grid gap-2">
            {archived.map((unit) => (
              <li key={unit.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {unit.name} · {modelNames[unit.model]}
                </span>
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

function UnitCard({
  unit,
  repairs,
  today,
  state,
}: {
  unit: RentalUnitView;
  repairs: UnitRepair[];
  today: string;
  state?: UnitFormState;
}) {
  const renaming = state?.form === "rename";
  const repairing = state?.form === "repair";
  const papering = state?.form === "papers" && Boolean(state.errors);
  const savedPapers = {
    model: unit.model,
    serialNumber: unit.serialNumber ?? "",
    insigniaNumber: unit.insigniaNumber ?? "",
  };
  const papersField = bindFields(
    papering ? { ...savedPapers, ...state.values } : savedPapers,
    papering ? state.errors : {},
  );
  const repairField = bindFields(
    repairing && state.errors
      ? { startsOn: today, days: "", note: "", ...state.values }
      : { startsOn: today, days: "", note: "" },
    repairing ? state.errors : {},
  );
  const cardMessage =
    state && state.form !== "archive" && state.form !== "add"
      ? (state.errors?.form ?? (state.errors ? "Please check the fields marked below." : state.done))
      : undefined;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-sans text-lg font-semibold">{unit.name}</h3>
        <StatusBadge tone={stateTone[unit.state]}>{unitStateLabels[unit.state]}</StatusBadge>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
        <dt>Model</dt>
        <dd>{modelNames[unit.model]}</dd>
        <dt>Serial</dt>
        <dd>{unit.serialNumber ?? "Not recorded"}</dd>
        <dt>L&amp;I insignia</dt>
        <dd>{unit.insigniaNumber ?? "Not recorded"}</dd>
        <dt>Bookings</dt>
        <dd>{unit.upcoming === 0 ? "None to come" : `${unit.upcoming} to come`}</dd>
      </dl>
      <Alert focusOnLoad tone={state?.errors ? "error" : "success"} className="mt-3">
        {cardMessage ?? null}
      </Alert>
      {repairs.length ? (
        <ul className="mt-3 grid gap-2" aria-label={`Repairs of ${unit.name}`}>
          {repairs.map((repair) => (
            <li key={repair.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                Out for repair {shortDayLabel(repair.startsOn)} – back {shortDayLabel(repair.endsOn)}
                {repair.note ? ` (${repair.note})` : ""}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="end-repair" />
                <input type="hidden" name="repairId" value={repair.id} />
                <Button type="submit" variant="quiet">
                  {repair.startsOn <= today ? "Back today" : "Call off"}
                  <span className="sr-only"> the repair of {unit.name}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" aria-label={`Move ${unit.name}`} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="move-unit" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Field
          label={`Location of ${unit.name}`}
          name="location"
          autoComplete="off"
          defaultValue={state?.form === "move" && state.errors ? state.values?.location : unit.location}
          error={state?.form === "move" ? state.errors?.location : undefined}
          className="min-w-0 flex-1"
          key={`${unit.id}-${unit.location}`}
        />
        <Button type="submit" variant="secondary">
          Move
        </Button>
      </Form>
      <Form method="post" aria-label={`Rename ${unit.name}`} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="rename-unit" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Field
          label={`New name for ${unit.name}`}
          name="name"
          autoComplete="off"
          defaultValue={renaming && state.error ? state.name : unit.name}
          error={renaming ? state.error : undefined}
          className="min-w-0 flex-1"
          key={`${unit.id}-${unit.name}`}
        />
        <Button type="submit" variant="secondary">
          Rename
        </Button>
      </Form>
      <details className="mt-3" open={papering}>
        <summary className="cursor-pointer font-semibold">Model and papers…</summary>
        <Form
          method="post"
          aria-label={`Model and papers of ${unit.name}`}
          className="mt-2 grid gap-3 sm:grid-cols-2"
          key={`${unit.model}-${unit.serialNumber ?? ""}-${unit.insigniaNumber ?? ""}`}
        >
          <input type="hidden" name="intent" value="unit-papers" />
          <input type="hidden" name="unitId" value={unit.id} />
          <Select label="Model" options={modelOptions} {...papersField("model")} />
          <Field label="Serial number" autoComplete="off" required {...papersField("serialNumber")} />
          <Field
            label="L&I insignia number"
            autoComplete="off"
            required
            className="sm:col-span-2"
            {...papersField("insigniaNumber")}
          />
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary">
              Save papers<span className="sr-only"> of {unit.name}</span>
            </Button>
          </div>
        </Form>
      </details>
      <details className="mt-3" open={repairing}>
        <summary className="cursor-pointer font-semibold">Out for repair…</summary>
        <Form
          method="post"
          aria-label={`Put ${unit.name} out for repair`}
          className="mt-2 grid gap-3 sm:grid-cols-2"
          key={repairing && !state.errors ? `repaired-${repairs.length}` : "repair"}
        >
          <input type="hidden" name="intent" value="start-repair" />
          <input type="hidden" name="unitId" value={unit.id} />
          <Field label="From" type="date" required {...repairField("startsOn")} />
          <Field
            label="Days away"
            inputMode="numeric"
            required
            hint={`Up to ${REPAIR_MAX_DAYS}; it can't be booked over them.`}
            {...repairField("days")}
          />
          <Field
            label="What is being fixed (optional)"
            autoComplete="off"
            className="sm:col-span-2"
            {...repairField("note")}
          />
          <div className="sm:col-span-2">
            <Button type="submit" variant="secondary">
              Put out for repair
            </Button>
          </div>
        </Form>
      </details>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="archive-unit" />
        <input type="hidden" name="unitId" value={unit.id} />
        <Button type="submit" variant="quiet">
          Retire<span className="sr-only"> {unit.name}</span>
        </Button>
      </Form>
    </li>
  );
}
