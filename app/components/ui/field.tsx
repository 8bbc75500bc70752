import type { ComponentProps } from "react";

import { controlClassName, LabelledControl } from "./field-frame";

interface Props extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the input wrong when its message is shown elsewhere (a form's alert), by that element's id. */
  invalidBy?: string;
}

/** A labelled input with an optional hint and error, both announced with the field. */
export function Field({ label, hint, error, invalidBy, className = "", ...input }: Props) {
  return (
    <LabelledControl label={label} hint={hint} error={error} invalidBy={invalidBy} className={className}>
      {(control, border) => <input {...control} className={controlClassName("min-h-11", border)} {...input} />}
    </LabelledControl>
  );
}
