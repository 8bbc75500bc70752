import type { ComponentProps, ReactNode } from "react";

import { ErrorText, FieldFrame } from "#app/components/ui/field-frame";

/**
 * The quote form's inputs, in the site's field frame. Ids are fixed
 * (`quote-<name>`) so the error summary can link to each field; every input
 * has a visible label, and its hint and error are tied to it with
 * aria-describedby.
 */

export const fieldId = (name: string) => `quote-${name}`;
export const errorId = (name: string) => `quote-${name}-error`;
const hintId = (name: string) => `quote-${name}-hint`;

const control =
  "mt-1.5 block min-h-11 w-full rounded-lg border-2 bg-white px-3 py-2 text-base text-stone-800 focus:border-sky-deep";
const labelClass = "block font-semibold text-evergreen-900";

function describedBy(name: string, hint: ReactNode, error: string | undefined) {
  return [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(" ") || undefined;
}

function Hint({ name, children }: { name: string; children: ReactNode }) {
  return children ? (
    <p id={hintId(name)} className="mt-0.5 text-sm text-stone-600">
      {children}
    </p>
  ) : null;
}

export function FieldError({ name, error }: { name: string; error: string | undefined }) {
  return <ErrorText id={errorId(name)}>{error}</ErrorText>;
}

const Optional = () => <span className="font-normal text-stone-600"> (optional)</span>;

const OptionalLabel = ({ label, optional }: { label: string; optional: boolean }) => (
  <>
    {label}
    {optional ? <Optional /> : null}
  </>
);

/** The frame's fixed ids for a field, and its hint and error. */
const frameIds = (name: string, hint: ReactNode, error: string | undefined) => ({
  id: fieldId(name),
  hint,
  hintId: hintId(name),
  error,
  errorId: errorId(name),
});

interface TextProps extends Omit<ComponentProps<"input">, "id" | "name"> {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

export function TextField({ name, label, hint, error, optional = false, className = "", ...input }: TextProps) {
  return (
    <FieldFrame
      {...frameIds(name, hint, error)}
      label={<OptionalLabel label={label} optional={optional} />}
      className={className}
    >
      <input
        id={fieldId(name)}
        name={name}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${control} ${error ? "border-cedar-700" : "border-stone-400"}`}
        {...input}
      />
    </FieldFrame>
  );
}

interface AreaProps extends Omit<ComponentProps<"textarea">, "id" | "name"> {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextAreaField({ name, label, hint, error, className = "", ...area }: AreaProps) {
  return (
    <FieldFrame {...frameIds(name, hint, error)} label={<OptionalLabel label={label} optional />} className={className}>
      <textarea
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        className={`${control} min-h-32 ${error ? "border-cedar-700" : "border-stone-400"}`}
        {...area}
      />
    </FieldFrame>
  );
}

interface Choice {
  value: string;
  label: string;
  hint?: string;
}

interface ChoiceProps {
  name: string;
  legend: string;
  choices: readonly Choice[];
  /** Radios take one value, checkboxes any number. */
  type: "radio" | "checkbox";
  /** Checked values (controlled when onChange is given, else the defaults). */
  checked: readonly string[];
  onChange?: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** A group of radios or checkboxes under one legend; its error is announced with each of them. */
export function ChoiceField({
  name,
  legend,
  choices,
  type,
  checked,
  onChange,
  error,
  hint,
  optional = false,
  className = "",
}: ChoiceProps) {
  return (
    <fieldset className={className} aria-describedby={describedBy(name, hint, error)}>
      <legend className={labelClass}>
        <OptionalLabel label={legend} optional={optional} />
      </legend>
      <Hint name={name}>{hint}</Hint>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choices.map((choice, index) => {
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${choice.value}`;
          const isChecked = checked.includes(choice.value);
          return (
            <label
              key={choice.value}
              htmlFor={id}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 bg-white px-3 py-2 has-[:checked]:border-evergreen-700 has-[:checked]:bg-evergreen-50 ${
                error ? "border-cedar-700" : "border-stone-300"
              }`}
            >
              <input
                id={id}
                type={type}
                name={name}
                value={choice.value}
                required={type === "radio" && !optional}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(name) : undefined}
                className="mt-1 size-5 shrink-0 accent-evergreen-800"
                {...(onChange
                  ? { checked: isChecked, onChange: () => onChange(choice.value) }
                  : { defaultChecked: isChecked })}
              />
              <span>
                <span className="block">{choice.label}</span>
                {choice.hint ? <span className="block text-sm text-stone-600">{choice.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError name={name} error={error} />
    </fieldset>
  );
}
