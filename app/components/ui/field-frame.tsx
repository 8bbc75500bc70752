import { type ReactNode, useId } from "react";

/** The ids a labelled control needs, and the attributes that tie its hint and error to it. */
export function useFieldIds({ hint, error, invalidBy }: { hint?: string; error?: string; invalidBy?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : invalidBy;
  return {
    id,
    hintId,
    errorId: error ? errorId : undefined,
    control: {
      id,
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    },
    /** The control's border: red while it is wrong. */
    border: errorId ? "border-cedar-700" : "border-stone-400",
  };
}

/**
 * The label, hint and error around a form control (Field, Select, Textarea),
 * so every control in the site is labelled and announced the same way.
 */
export function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-evergreen-900">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-cedar-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
