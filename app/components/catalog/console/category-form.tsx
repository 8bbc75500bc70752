import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { SendButton } from "#app/components/ui/send-button";
import type { FieldErrors } from "#app/domain/console/form-result";

export interface CategoryFormState {
  values: { title: string };
  /** The version the category was read at; absent when adding one. */
  version?: number;
  errors?: FieldErrors<"title" | "form">;
  /** Someone renamed it first: their name is in `values`; this is the name typed here, not saved. */
  conflict?: { yours: string };
  saved?: boolean;
  /** Changes with every save, so the field starts over (empty after an add, the saved name after a rename). */
  resetKey?: string;
}

/** A category's name: adding one (on the product list) or renaming one (on its own page). */
export function CategoryForm({
  state,
  intent,
  labelledBy,
  submitLabel,
}: {
  state: CategoryFormState;
  intent: string;
  labelledBy: string;
  submitLabel: string;
}) {
  const { values, errors = {}, version } = state;
  const field = bindFields(values, errors);
  const message = state.conflict
    ? `Someone renamed this category since you opened it, so your change was not saved. It is now called “${values.title}”; you had typed “${state.conflict.yours}”.`
    : (errors.form ?? (errors.title ? "Please check the name; nothing was saved yet." : undefined));
  return (
    <Form method="post" noValidate aria-labelledby={labelledBy} className="grid max-w-xl gap-4">
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <Alert focusOnLoad tone={message ? "error" : "success"}>
        {message ?? (state.saved ? "Saved. The shop shows the new name from the next page load." : null)}
      </Alert>
      <Field
        label="Category name"
        {...field("title")}
        required
        maxLength={100}
        key={`title-${version ?? "new"}-${state.resetKey ?? ""}`}
      />
      <div>
        <SendButton label={submitLabel} busyLabel="Saving…" />
      </div>
    </Form>
  );
}
