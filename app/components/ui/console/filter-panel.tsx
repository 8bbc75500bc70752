import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import type { FieldErrors } from "#app/domain/console/form-result";

/** What a filter form is drawn from: the address's values, and a message for each that cannot be used. */
export interface FilterFormProps<V, K extends string> {
  values: V;
  errors?: FieldErrors<K>;
}

/**
 * A console list's filters: a GET form, so the address says what is shown
 * (it can be bookmarked, shared, exported) and it works without JavaScript.
 * Filters that cannot be used are named in one alert above the fields.
 */
export function FilterPanel({
  label,
  errors,
  submitLabel,
  clearTo,
  children,
}: {
  /** The search landmark's name, e.g. "Filter orders". */
  label: string;
  /** The message of each filter that is wrong. */
  errors: FieldErrors;
  submitLabel: string;
  /** The list without filters. */
  clearTo: string;
  children: ReactNode;
}) {
  const wrong = Object.values(errors).filter(Boolean);
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <Alert focusOnLoad className="mb-4">
        {wrong.length ? `These filters can't be used as they are. ${wrong.join(" ")}` : null}
      </Alert>
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">{submitLabel}</Button>
        <Link to={clearTo} className="inline-flex min-h-11 items-center px-2 font-semibold">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
