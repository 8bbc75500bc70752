import { bindFields } from "#app/components/ui/bind-fields";
import { type FilterFormProps, FilterPanel } from "#app/components/ui/console/filter-panel";
import { filterChoices, FilterSelect } from "#app/components/ui/filter-select";
import type { QuoteRequestFilterField, QuoteRequestFilterValues } from "#app/domain/quote-requests/filters";
import { BUYER_TYPES, buyerTypeLabels, INTENTS } from "#app/domain/quote-requests/rules";
import { QUOTE_REQUEST_STATUS_LABELS, QUOTE_REQUEST_STATUSES } from "#app/domain/quote-requests/status";

const statuses = filterChoices(QUOTE_REQUEST_STATUSES, QUOTE_REQUEST_STATUS_LABELS, "Any status");
const buyers = filterChoices(BUYER_TYPES, buyerTypeLabels, "Any buyer");
const intents = filterChoices(INTENTS, { buy: "Buy", rent: "Rent" }, "Buy or rent");

/** The inbox's filters: status, who is buying, and buy or rent. */
export function QuoteRequestFiltersForm({
  values,
  errors = {},
}: FilterFormProps<QuoteRequestFilterValues, QuoteRequestFilterField>) {
  const field = bindFields(values, errors);
  return (
    <FilterPanel
      label="Filter quote requests"
      errors={errors}
      submitLabel="Show requests"
      clearTo="/admin/quote-requests"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect label="Status" choices={statuses} {...field("status")} />
        <FilterSelect label="Buying for" choices={buyers} {...field("buyer")} />
        <FilterSelect label="Buy or rent" choices={intents} {...field("intent")} />
      </div>
    </FilterPanel>
  );
}
