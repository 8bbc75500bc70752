import { FilterPanel } from "#app/components/ui/console/filter-panel";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/console/form-result";
import type { OrderFilterField, OrderFilterValues } from "#app/domain/orders/filters";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#app/domain/orders/status";

const statusOptions = [
  { value: "", label: "Any status" },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

/** The orders list's filters: status, a Pacific-time date range and part of the email. */
export function OrderFiltersForm({
  values,
  errors = {},
}: {
  values: OrderFilterValues;
  errors?: FieldErrors<OrderFilterField>;
}) {
  return (
    <FilterPanel
      label="Filter orders"
      problems={Object.values(errors)}
      submitLabel="Show orders"
      clearTo="/admin/orders"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Status"
          name="status"
          options={statusOptions}
          defaultValue={ORDER_STATUSES.some((status) => status === values.status) ? values.status : ""}
          error={errors.status}
          hint="Where the order stands"
        />
        <Field
          label="From"
          name="from"
          type="date"
          defaultValue={values.from}
          error={errors.from}
          hint="First day, Pacific time"
        />
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
    </FilterPanel>
  );
}
