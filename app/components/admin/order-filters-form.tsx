import { Form, Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/form-result";
import type { OrderFilterField, OrderFilterValues } from "#app/domain/order-filters";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "#app/domain/order-status";

const statusOptions = [{ value: "", label: "Any status" }, ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))];

/**
 * The list's filters: a GET form, so the address says what is shown (it
 * can be bookmarked, shared, exported) and it works without JavaScript.
 */
export function OrderFiltersForm({ values, errors = {} }: { values: OrderFilterValues; errors?: FieldErrors<OrderFilterField> }) {
  const wrong = Object.values(errors).filter(Boolean);
  return (
    <Form method="get" role="search" aria-label="Filter orders" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <Alert className="mb-4">{wrong.length ? `These filters can't be used as they are. ${wrong.join(" ")}` : null}</Alert>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Status"
          name="status"
          options={statusOptions}
          defaultValue={ORDER_STATUSES.some((status) => status === values.status) ? values.status : ""}
          error={errors.status}
          hint="Where the order stands"
        />
        <Field label="From" name="from" type="date" defaultValue={values.from} error={errors.from} hint="First day, Pacific time" />
        <Field label="To" name="to" type="date" defaultValue={values.to} error={errors.to} hint="Last day, included" />
        <Field
          label="Email contains"
          name="email"
          type="search"
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.email}
          error={errors.email}
          hint="Any part of the buyer's address"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Show orders</Button>
        <Link to="/admin/orders" className="inline-flex min-h-11 items-center px-2 font-semibold">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
