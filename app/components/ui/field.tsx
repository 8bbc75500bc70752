import type { ComponentProps } from "react";

import { FieldFrame, useFieldIds } from "./field-frame";

interface Props extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  hint?: string;
  error?: string;
  /** Marks the input wrong when its message is shown elsewhere (a form's alert), by that element's id. */
  invalidBy?: string;
}

/** A labelled input with an optional hint and error, both announced with the field. */
export function Field({ label, hint, error, invalidBy, className = "", ...input }: Props) {
  const ids = useFieldIds({ hint, error, invalidBy });
  return (
    <FieldFrame
      id={ids.id}
      label={label}
      hint={hint}
      hintId={ids.hintId}
      error={error}
      errorId={ids.errorId}
      className={className}
    >
      <input
        {...ids.control}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${ids.border}`}
        {...input}
      />
    </FieldFrame>
  );
}
