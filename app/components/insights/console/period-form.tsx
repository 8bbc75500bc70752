import { FilterPanel } from "#app/components/ui/console/filter-panel";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import type { FieldErrors } from "#app/domain/console/form-result";
import { PERIOD_LABELS, PERIOD_PRESETS } from "#app/domain/insights/period";

const options = PERIOD_PRESETS.map((preset) => ({ value: preset, label: PERIOD_LABELS[preset] }));

/** The period shown: a GET form, so the address says what is shown and it works without JavaScript. */
export function PeriodForm({
  values,
  errors = {},
}: {
  values: { period: string; from: string; to: string };
  errors?: FieldErrors<"period" | "from" | "to">;
}) {
  return (
    <FilterPanel
      label="Choose the period"
      problems={Object.values(errors)}
      submitLabel="Show this period"
      clearTo="/admin/insights"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Period"
          name="period"
          options={options}
          defaultValue={(PERIOD_PRESETS as readonly string[]).includes(values.period) ? values.period : "30d"}
          error={errors.period}
        />
        <Field
          label="From"
          hint="For chosen dates"
          type="date"
          name="from"
          defaultValue={values.from}
          error={errors.from}
        />
        <Field label="To" hint="For chosen dates" type="date" name="to" defaultValue={values.to} error={errors.to} />
      </div>
    </FilterPanel>
  );
}
