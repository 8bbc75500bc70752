import { FilterSelect } from "#app/components/ui/filter-select";
import type { FieldErrors } from "#app/domain/console/form-result";
import type { QuoteRequestFilterField, QuoteRequestFilterValues } from "#app/domain/quote-requests/filters";
import { BUYER_TYPES, buyerTypeLabels, INTENTS } from "#app/domain/quote-requests/rules";
import { QUOTE_REQUEST_STATUS_LABELS, QUOTE_REQUEST_STATUSES } from "#app/domain/quote-requests/status";

import { FilterPanel } from "./filter-panel";

const intentNames = { buy: "Buy", rent: "Rent" } as const;

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
        <FilterSelect
          label="Status"
          name="status"
          choices={QUOTE_REQUEST_STATUSES}
          labels={QUOTE_REQUEST_STATUS_LABELS}
          any="Any status"
          value={values.status}
          error={errors.status}
        />
        <FilterSelect
          label="Buying for"
          name="buyer"
          choices={BUYER_TYPES}
          labels={buyerTypeLabels}
          any="Any buyer"
          value={values.buyer}
          error={errors.buyer}
        />
        <FilterSelect
          label="Buy or rent"
          name="intent"
          choices={INTENTS}
          labels={intentNames}
          any="Buy or rent"
          value={values.intent}
          error={errors.intent}
        />
      </div>
    </FilterPanel>
  );
}
