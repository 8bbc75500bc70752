import { type ComponentProps, useId } from "react";

import { ErrorText } from "./field-frame";

interface Props extends Omit<ComponentProps<"input">, "id" | "type"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled checkbox with an optional hint and error, announced with the box (like Field). */
export function Checkbox({ label, hint, error, className = "", ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          className={`size-6 shrink-0 rounded accent-evergreen-800 ${errorId ? "outline-2 outline-cedar-700" : ""}`}
          {...input}
        />
        <label htmlFor={id} className="font-semibold text-evergreen-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}
