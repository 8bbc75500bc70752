import { bindFields } from "#app/components/ui/bind-fields";
import { type FilterFormProps, FilterPanel } from "#app/components/ui/console/filter-panel";
import { Field } from "#app/components/ui/field";
import { filterChoices, FilterSelect } from "#app/components/ui/filter-select";
import type { OrderFilterField, OrderFilterValues } from "#app/domain/orders/filters";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#app/domain/orders/status";

const statuses = filterChoices(ORDER_STATUSES, ORDER_STATUS_LABELS, "Any status");

/** The orders list's filters: status, a Pacific-time date range and part of the email. */
export function OrderFiltersForm({ values, errors = {} }: FilterFormProps<OrderFilterValues, OrderFilterField>) {
  const field = bindFields(values, errors);
  return (
    <FilterPanel label="Filter orders" errors={errors} submitLabel="Show orders" clearTo="/admin/orders">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label="Status" choices={statuses} {...field("status")} hint="Where the order stands" />
        <Field label="From" {...field("from")} type="date" hint="First day, Pacific time" />
        <Field label="To" {...field("to")} type="date" hint="Last day, included" />
        <Field
          label="Email contains"
          {...field("email")}
          type="search"
          autoComplete="off"
          spellCheck={false}
          hint="Any part of the buyer's address"
        />
      </div>
    </FilterPanel>
  );
}
