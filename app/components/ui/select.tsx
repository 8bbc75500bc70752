import type { ComponentProps } from "react";

import { FieldFrame, useFieldIds } from "./field-frame";

interface Props extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** A labelled select with an optional hint and error, announced with the field (like Field). */
export function Select({ label, options, hint, error, className = "", ...select }: Props) {
  const ids = useFieldIds({ hint, error });
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
      <select
        {...ids.control}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${ids.border}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
