import { Select } from "./select";

/** A filter's fixed values and the words for each, optionally after an "any" choice (no filter). */
export interface FilterChoices {
  values: readonly string[];
  options: readonly { value: string; label: string }[];
}

/** The choices of a filter: `values` named by `labels`, after `noFilter` (such as "Any status") when given. */
export function filterChoices<T extends string>(values: readonly T[], labels: Record<T, string>, noFilter?: string) {
  const options = values.map((value) => ({ value, label: labels[value] }));
  return { values, options: noFilter === undefined ? options : [{ value: "", label: noFilter }, ...options] };
}

/**
 * A list filter's choice among fixed values. The address can say anything, so a value that is not
 * one of them shows as the fallback (the "any" choice unless told).
 */
export function FilterSelect({
  label,
  choices,
  name,
  defaultValue,
  fallback = "",
  error,
  hint,
}: {
  label: string;
  choices: FilterChoices;
  name: string;
  /** The address's value (bindFields gives it with the name and the error). */
  defaultValue: string;
  fallback?: string;
  error?: string;
  hint?: string;
}) {
  return (
    <Select
      label={label}
      name={name}
      options={choices.options}
      defaultValue={choices.values.includes(defaultValue) ? defaultValue : fallback}
      error={error}
      hint={hint}
    />
  );
}
