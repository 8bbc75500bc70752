import { Form, Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/form-result";
import type { InquiryFilterField, InquiryFilterValues } from "#app/domain/inquiry-filters";
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from "#app/domain/inquiry-status";
import { BUYER_TYPES, buyerTypeLabels, INTENTS } from "#app/domain/quote-rules";

const statusOptions = [{ value: "", label: "Any status" }, ...INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] }))];
const buyerOptions = [{ value: "", label: "Any buyer" }, ...BUYER_TYPES.map((type) => ({ value: type, label: buyerTypeLabels[type] }))];
const intentNames = { buy: "Buy", rent: "Rent" } as const;
const intentOptions = [{ value: "", label: "Buy or rent" }, ...INTENTS.map((intent) => ({ value: intent, label: intentNames[intent] }))];

const known = (list: readonly string[], value: string) => (list.includes(value) ? value : "");

/** The inbox's filters: a GET form, so the address says what is shown and it works without JavaScript. */
export function InquiryFiltersForm({ values, errors = {} }: { values: InquiryFilterValues; errors?: FieldErrors<InquiryFilterField> }) {
  const wrong = Object.values(errors).filter(Boolean);
  return (
    <Form method="get" role="search" aria-label="Filter quote requests" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <Alert className="mb-4">{wrong.length ? `These filters can't be used as they are. ${wrong.join(" ")}` : null}</Alert>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label="Status" name="status" options={statusOptions} defaultValue={known(INQUIRY_STATUSES, values.status)} error={errors.status} />
        <Select label="Buying for" name="buyer" options={buyerOptions} defaultValue={known(BUYER_TYPES, values.buyer)} error={errors.buyer} />
        <Select label="Buy or rent" name="intent" options={intentOptions} defaultValue={known(INTENTS, values.intent)} error={errors.intent} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit">Show requests</Button>
        <Link to="/admin/inquiries" className="inline-flex min-h-11 items-center px-2 font-semibold">
          Clear filters
        </Link>
      </div>
    </Form>
  );
}
