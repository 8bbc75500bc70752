import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { CHANGE_ORDER_NOTE_MAX, type ChangeOrderFormValues } from "#app/domain/proposals/change-orders";

/** Blank rows the form offers beyond the lines typed, so a line is added without script. */
const SPARE_ROWS = 3;

/**
 * A change order's draft: lines that add (a positive price) or take off (a
 * negative one), a note for the buyer and the last day it holds. Saving shows
 * its effect on the schedule before it is sent. Plain HTML: works without script.
 */
export function ChangeOrderForm({
  id,
  values,
  errors = {},
  title,
}: {
  id: number | null;
  values: ChangeOrderFormValues;
  errors?: Record<string, string>;
  title: string;
}) {
  const rows = [
    ...values.lines,
    ...Array.from({ length: SPARE_ROWS }, () => ({ description: "", quantity: "", price: "" })),
  ];
  const headingId = `change-order-form-${id ?? "new"}`;
  return (
    <Form method="post" aria-labelledby={headingId} className="grid gap-4" noValidate>
      <h3 id={headingId} className="text-xl">
        {title}
      </h3>
      <p className="text-stone-700">
        One row per line: a positive price adds, a negative price takes a line off (for example -1250.00). Blank rows
        are left out. It is taxed as the proposal was.
      </p>
      <Alert>{errors.form}</Alert>
      <input type="hidden" name="intent" value="save" />
      {id !== null ? <input type="hidden" name="changeOrderId" value={id} /> : null}
      {rows.map((line, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[1fr_7rem_10rem]"
        >
          <legend className="px-1 text-sm font-semibold">Line {index + 1}</legend>
          <Field
            label="Description"
            name="description"
            defaultValue={line.description}
            error={errors[`line-${index}-description`]}
          />
          <Field
            label="Quantity"
            name="quantity"
            inputMode="numeric"
            defaultValue={line.quantity}
            error={errors[`line-${index}-quantity`]}
          />
          <Field label="Unit price ($)" name="price" defaultValue={line.price} error={errors[`line-${index}-price`]} />
        </fieldset>
      ))}
      <Textarea
        label="Note for the buyer (optional)"
        name="note"
        rows={3}
        maxLength={CHANGE_ORDER_NOTE_MAX}
        defaultValue={values.note}
        error={errors.note}
      />
      <Field
        label="Holds until (last day, Pacific)"
        name="validUntil"
        type="date"
        required
        defaultValue={values.validUntil}
        error={errors.validUntil}
        className="max-w-xs"
      />
      <div>
        <Button type="submit">Save and show its effect</Button>
      </div>
    </Form>
  );
}
