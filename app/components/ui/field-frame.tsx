import { type ReactNode, useId } from "react";

/** The ids a labelled control needs, and the attributes that tie its hint and error to it. */
export function useFieldIds({ hint, error, invalidBy }: { hint?: ReactNode; error?: string; invalidBy?: string }) {
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

/** A text control's box, at its least height (`min-h-11` for a line, taller for text areas). */
export const controlClassName = (minHeight: string, border: string) =>
  `mt-1.5 block ${minHeight} w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${border}`;

/** A control's error message, in the same words and weight wherever a control is wrong. */
export function ErrorText({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="mt-1 text-sm font-semibold text-cedar-800">
      {children}
    </p>
  ) : null;
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
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

type ControlIds = ReturnType<typeof useFieldIds>;

/**
 * A control in its frame with ids of its own: the frame gives the control (`children`) the
 * attributes that tie it to its label, hint and error, and the border that shows it is wrong.
 */
export function LabelledControl({
  label,
  hint,
  error,
  invalidBy,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Marks the control wrong when its message is shown elsewhere (a form's alert), by that element's id. */
  invalidBy?: string;
  className: string;
  children: (control: ControlIds["control"], border: string) => ReactNode;
}) {
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
      {children(ids.control, ids.border)}
    </FieldFrame>
  );
}
