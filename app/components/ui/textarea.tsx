import type { ComponentProps } from "react";

import { controlClassName, LabelledControl } from "./field-frame";

interface Props extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line field with an optional hint and error (like Field). */
export function Textarea({ label, hint, error, className = "", ...textarea }: Props) {
  return (
    <LabelledControl label={label} hint={hint} error={error} className={className}>
      {(control, border) => <textarea {...control} className={controlClassName("min-h-24", border)} {...textarea} />}
    </LabelledControl>
  );
}
