import { Select } from "./select";

/**
 * A list filter's choice among fixed values, named by `labels`, optionally after an "any" choice.
 * The address can say anything, so a value that is not one of them shows as the fallback.
 */
export function FilterSelect<T extends string>({
  label,
  name,
  choices,
  labels,
  any,
  value,
  fallback = "",
  error,
  hint,
}: {
  label: string;
  name: string;
  choices: readonly T[];
  labels: Record<T, string>;
  /** The first choice, with an empty value: no filter, e.g. "Any status". */
  any?: string;
  value: string;
  fallback?: string;
  error?: string;
  hint?: string;
}) {
  const options = choices.map((choice) => ({ value: choice, label: labels[choice] }));
  return (
    <Select
      label={label}
      name={name}
      options={any === undefined ? options : [{ value: "", label: any }, ...options]}
      defaultValue={(choices as readonly string[]).includes(value) ? value : fallback}
      error={error}
      hint={hint}
    />
  );
}
