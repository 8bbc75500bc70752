import { useId, type ComponentProps } from "react";

interface Props extends Omit<ComponentProps<"select">, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
}

/** A labelled select with an optional hint and error, announced with the field (like Field). */
export function Select({ label, options, hint, error, className = "", ...select }: Props) {
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
      <select
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`mt-1.5 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep ${
          errorId ? "border-cedar-700" : "border-stone-400"
        }`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-cedar-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
