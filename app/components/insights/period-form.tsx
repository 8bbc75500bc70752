import { FilterPanel } from "#app/components/admin/filter-panel";
import { bindFields } from "#app/components/ui/bind-fields";
import { Field } from "#app/components/ui/field";
import { FilterSelect } from "#app/components/ui/filter-select";
import type { FieldErrors } from "#app/domain/console/form-result";
import { PERIOD_LABELS, PERIOD_PRESETS } from "#app/domain/insights/period";

/** The period shown: a GET form, so the address says what is shown and it works without JavaScript. */
export function PeriodForm({
  values,
  errors = {},
}: {
  values: { period: string; from: string; to: string };
  errors?: FieldErrors<"period" | "from" | "to">;
}) {
  const field = bindFields(values, errors);
  return (
    <FilterPanel
      label="Choose the period"
      problems={Object.values(errors)}
      submitLabel="Show this period"
      clearTo="/admin/insights"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect
          label="Period"
          name="period"
          choices={PERIOD_PRESETS}
          labels={PERIOD_LABELS}
          value={values.period}
          fallback="30d"
          error={errors.period}
        />
        <Field label="From" hint="For chosen dates" type="date" {...field("from")} />
        <Field label="To" hint="For chosen dates" type="date" {...field("to")} />
      </div>
    </FilterPanel>
  );
}
