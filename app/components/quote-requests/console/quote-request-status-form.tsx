import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import type { FieldErrors } from "#app/domain/console/form-result";
import {
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestStatus,
} from "#app/domain/quote-requests/status";

export interface StatusFormState {
  errors?: FieldErrors<"status" | "from" | "form">;
  saved?: boolean;
}

const options = QUOTE_REQUEST_STATUSES.map((status) => ({ value: status, label: QUOTE_REQUEST_STATUS_LABELS[status] }));

/** Moves the request along: new → contacted → quoted → won or lost. Names the status it was opened at. */
export function QuoteRequestStatusForm({ status, state }: { status: QuoteRequestStatus; state?: StatusFormState }) {
  const errors = state?.errors ?? {};
  const message = errors.form ?? errors.from ?? errors.status;
  return (
    <Form method="post" aria-label="Change status" className="grid gap-3">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={status} />
      <Alert focusOnLoad tone={message ? "error" : "success"}>
        {message ?? (state?.saved ? `Status is now ${QUOTE_REQUEST_STATUS_LABELS[status]}.` : null)}
      </Alert>
      <Select label="Status" name="status" options={options} defaultValue={status} error={errors.status} key={status} />
      <div>
        <SendButton label="Save status" busyLabel="Saving…" />
      </div>
    </Form>
  );
}
