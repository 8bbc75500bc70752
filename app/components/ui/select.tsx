import type { ComponentProps } from "react";

import { controlClassName, LabelledControl } from "./field-frame";

interface Props extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** A labelled select with an optional hint and error, announced with the field (like Field). */
export function Select({ label, options, hint, error, className = "", ...select }: Props) {
  return (
    <LabelledControl label={label} hint={hint} error={error} className={className}>
      {(control, border) => (
        <select {...control} className={controlClassName("min-h-11", border)} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
