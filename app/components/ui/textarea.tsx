import type { ComponentProps } from "react";

import { FieldFrame, useFieldIds } from "./field-frame";

interface Props extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line field with an optional hint and error (like Field). */
export function Textarea({ label, hint, error, className = "", ...textarea }: Props) {
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
      <textarea
        {...ids.control}
        className={`mt-1.5 block min-h-24 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${ids.border}`}
        {...textarea}
      />
    </FieldFrame>
  );
}
