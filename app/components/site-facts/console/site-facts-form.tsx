import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { SendButton } from "#app/components/ui/send-button";
import type { FieldErrors } from "#app/domain/console/form-result";
import { UNITS_READY_MAX } from "#app/domain/site-facts/live-facts";

export interface SiteFactsFormState {
  values: { unitsReady: string; nextBuildMonth: string; version: number };
  errors?: FieldErrors<"unitsReady" | "nextBuildMonth" | "form">;
  saved?: boolean;
}

/** "Units ready" and "Next build slot": the figures every page states, edited in place. */
export function SiteFactsForm({ state }: { state: SiteFactsFormState }) {
  const { values, errors = {} } = state;
  const field = bindFields(values, errors);
  const message = errors.form ?? (Object.keys(errors).length ? "Please check the fields marked below." : undefined);
  return (
    <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-labelledby="facts-heading">
      <input type="hidden" name="intent" value="save-facts" />
      <input type="hidden" name="version" value={values.version} />
      <div className="sm:col-span-2">
        <Alert focusOnLoad tone={message ? "error" : "success"}>
          {message ?? (state.saved ? "Saved. The site states the new figures from the next page load." : null)}
        </Alert>
      </div>
      <Field
        label="Units ready"
        {...field("unitsReady")}
        inputMode="numeric"
        required
        hint={`Finished units ready to deliver (0–${UNITS_READY_MAX.toLocaleString("en-US")}).`}
        key={`units-${values.version}`}
      />
      <Field
        label="Next build slot"
        {...field("nextBuildMonth")}
        type="month"
        hint="The month of the next free build slot; leave empty to invite a question instead."
        key={`month-${values.version}`}
      />
      <div className="sm:col-span-2">
        <SendButton label="Save figures" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
