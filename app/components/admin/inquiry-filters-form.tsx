import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/form-result";
import type { InquiryFilterField, InquiryFilterValues } from "#app/domain/inquiry-filters";
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from "#app/domain/inquiry-status";
import { BUYER_TYPES, buyerTypeLabels, INTENTS } from "#app/domain/quote-rules";

import { FilterPanel } from "./filter-panel";

const statusOptions = [
  { value: "", label: "Any status" },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] })),
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
export function InquiryFiltersForm({
  values,
  errors = {},
}: {
  values: InquiryFilterValues;
  errors?: FieldErrors<InquiryFilterField>;
}) {
  return (
    <FilterPanel
      label="Filter quote requests"
      problems={Object.values(errors)}
      submitLabel="Show requests"
      clearTo="/admin/inquiries"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Status"
          name="status"
          options={statusOptions}
          defaultValue={known(INQUIRY_STATUSES, values.status)}
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
