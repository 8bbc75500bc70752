import { useId, type ComponentProps } from "react";

interface Props extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  hint?: string;
  error?: string;
}

/** A labelled multi-line field with an optional hint and error (like Field). */
export function Textarea({ label, hint, error, className = "", ...textarea }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
      <textarea
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`mt-1.5 block min-h-24 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${
          errorId ? "border-cedar-700" : "border-stone-400"
        }`}
        {...textarea}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-cedar-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
