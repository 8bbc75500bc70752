import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { Textarea } from "#app/components/ui/textarea";
import {
  CHARGE_DESCRIPTION_MAX,
  CHARGE_KIND_LABELS,
  CHARGE_KINDS,
  CHARGE_ROWS,
  INSPECTION_ITEM_LABELS,
  INSPECTION_ITEMS,
  INSPECTION_NOTES_MAX,
  INSPECTION_PHOTOS_MAX,
  ITEM_CONDITION_LABELS,
  ITEM_CONDITIONS,
  type ReturnUnitView,
} from "#app/domain/rentals/returns";

const PHOTO_TYPES = "image/jpeg,image/png,image/webp";
const chargeKinds = CHARGE_KINDS.map((kind) => ({ value: kind, label: CHARGE_KIND_LABELS[kind] }));

/** What the owner typed when the form was refused, and why, so nothing typed is lost (with or without JavaScript). */
export interface InspectionFormState {
  bookingId: number;
  values: Record<string, string | undefined>;
  errors: Record<string, string>;
}

/**
 * A unit's return inspection: the checklist (each item good or needing
 * attention), notes, charges for damage or cleaning, and photos. Posted as
 * a plain multipart form, so it works without JavaScript.
 */
export function ReturnInspectionForm({ unit, state }: { unit: ReturnUnitView; state: InspectionFormState | null }) {
  const values = state?.bookingId === unit.bookingId ? state.values : {};
  const errors = state?.bookingId === unit.bookingId ? state.errors : {};
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={`Record the return of ${unit.unitName}`}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value="record-return" />
      <input type="hidden" name="bookingId" value={unit.bookingId} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">Checklist</legend>
        {INSPECTION_ITEMS.map((item) => {
          const chosen = values[`item-${item}`] ?? "good";
          const error = errors[`item-${item}`];
          return (
            <fieldset key={item} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="w-full text-sm sm:w-80">{INSPECTION_ITEM_LABELS[item]}</legend>
              {ITEM_CONDITIONS.map((condition) => (
                <label key={condition} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`item-${item}`}
                    value={condition}
                    defaultChecked={chosen === condition}
                    className="size-5"
                  />
                  {ITEM_CONDITION_LABELS[condition]}
                </label>
              ))}
              {error ? <p className="w-full text-sm text-cedar-800">{error}</p> : null}
            </fieldset>
          );
        })}
      </fieldset>
      <Textarea
        label="Notes"
        name="notes"
        maxLength={INSPECTION_NOTES_MAX}
        defaultValue={values.notes ?? ""}
        error={errors.notes}
        hint="Optional. What you found, for your records."
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">Charges</legend>
        <p className="text-sm text-stone-700">
          Damage or cleaning to take from the deposit. Leave a row empty when there is nothing to charge; the renter's
          email lists each charge as you describe it.
        </p>
        {Array.from({ length: CHARGE_ROWS }, (_, row) => {
          const key = `charge-${row}`;
          return (
            <div key={key} className="grid gap-2 sm:grid-cols-[10rem_1fr_9rem]">
              <Select
                label={`Charge ${row + 1}: kind`}
                name={`${key}-kind`}
                options={chargeKinds}
                defaultValue={values[`${key}-kind`] ?? "damage"}
              />
              <Field
                label={`Charge ${row + 1}: what for`}
                name={`${key}-description`}
                maxLength={CHARGE_DESCRIPTION_MAX}
                autoComplete="off"
                defaultValue={values[`${key}-description`] ?? ""}
                error={errors[key]}
              />
              <Field
                label={`Charge ${row + 1}: amount ($)`}
                name={`${key}-amount`}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values[`${key}-amount`] ?? ""}
              />
            </div>
          );
        })}
      </fieldset>
      <Field
        label="Photos"
        name="photos"
        type="file"
        accept={PHOTO_TYPES}
        multiple
        hint={`Up to ${INSPECTION_PHOTOS_MAX} JPEG, PNG or WebP photos of the unit as it came back.`}
        error={errors.photos}
      />
      <div>
        <Button type="submit">
          Record the return<span className="sr-only"> of {unit.unitName}</span>
        </Button>
      </div>
    </Form>
  );
}
