import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import { FILING_FREQUENCIES, FILING_FREQUENCY_LABELS, type FilingFrequency } from "#app/domain/tax/filing-periods";

export interface FilingFrequencyFormState {
  tone: "success" | "error";
  message: string;
}

const options = FILING_FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: FILING_FREQUENCY_LABELS[frequency],
}));

/** How often the return is filed, as DOR assigned it: the periods the page offers follow it. */
export function FilingFrequencyForm({
  frequency,
  state,
}: {
  frequency: FilingFrequency;
  state: FilingFrequencyFormState | null;
}) {
  return (
    <Form method="post" aria-labelledby="frequency-heading" className="mt-3 grid gap-4">
      <input type="hidden" name="intent" value="set-frequency" />
      <Alert focusOnLoad tone={state?.tone ?? "success"}>
        {state?.message}
      </Alert>
      <Select
        label="Filing frequency"
        name="frequency"
        options={options}
        defaultValue={frequency}
        key={frequency}
        hint="The frequency on your Department of Revenue account: quarterly until you choose."
      />
      <div>
        <SendButton label="Save frequency" busyLabel="Saving…" variant="secondary" />
      </div>
    </Form>
  );
}
