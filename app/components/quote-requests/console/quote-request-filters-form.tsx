import { FilterPanel } from "#app/components/ui/console/filter-panel";
import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/console/form-result";
import type { QuoteRequestFilterField, QuoteRequestFilterValues } from "#app/domain/quote-requests/filters";
import { BUYER_TYPES, buyerTypeLabels, INTENTS } from "#app/domain/quote-requests/rules";
import { QUOTE_REQUEST_STATUS_LABELS, QUOTE_REQUEST_STATUSES } from "#app/domain/quote-requests/status";

const statusOptions = [
  { value: "", label: "Any status" },
  ...QUOTE_REQUEST_STATUSES.map((status) => ({ value: status, label: QUOTE_REQUEST_STATUS_LABELS[status] })),
];
const buyerOptions = [
  { value: "", label: "Any buyer" },
  ...BUYER_TYPES.map((type) => ({ value: type, label: buyerTypeLabels[type] })),
];
const intentNames = { buy: "Buy", rent: "Rent" } as const;
const intentOptions = [
  { value: "", label: "Buy or rent" },
  ...INTENTS.map((intent) => ({ value: intent, label: intentNames[intent] })),
];

const known = (list: readonly string[], value: string) => (list.includes(value) ? value : "");

/** The inbox's filters: status, who is buying, and buy or rent. */
export function QuoteRequestFiltersForm({
  values,
  errors = {},
}: {
  values: QuoteRequestFilterValues;
  errors?: FieldErrors<QuoteRequestFilterField>;
}) {
  return (
    <FilterPanel
      label="Filter quote requests"
      problems={Object.values(errors)}
      submitLabel="Show requests"
      clearTo="/admin/quote-requests"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Status"
          name="status"
          options={statusOptions}
          defaultValue={known(QUOTE_REQUEST_STATUSES, values.status)}
          error={errors.status}
        />
        <Select
          label="Buying for"
          name="buyer"
          options={buyerOptions}
          defaultValue={known(BUYER_TYPES, values.buyer)}
          error={errors.buyer}
        />
        <Select
          label="Buy or rent"
          name="intent"
          options={intentOptions}
          defaultValue={known(INTENTS, values.intent)}
          error={errors.intent}
        />
      </div>
    </FilterPanel>
  );
}
