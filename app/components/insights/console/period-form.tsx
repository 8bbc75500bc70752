import { bindFields } from "#app/components/ui/bind-fields";
import { type FilterFormProps, FilterPanel } from "#app/components/ui/console/filter-panel";
import { Field } from "#app/components/ui/field";
import { filterChoices, FilterSelect } from "#app/components/ui/filter-select";
import { PERIOD_LABELS, PERIOD_PRESETS } from "#app/domain/insights/period";

const periods = filterChoices(PERIOD_PRESETS, PERIOD_LABELS);

type PeriodValues = { period: string; from: string; to: string };

/** The period shown: a GET form, so the address says what is shown and it works without JavaScript. */
export function PeriodForm({ values, errors = {} }: FilterFormProps<PeriodValues, keyof PeriodValues>) {
  const field = bindFields(values, errors);
  return (
    <FilterPanel label="Choose the period" errors={errors} submitLabel="Show this period" clearTo="/admin/insights">
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterSelect label="Period" choices={periods} {...field("period")} fallback="30d" />
        <Field label="From" hint="For chosen dates" type="date" {...field("from")} />
        <Field label="To" hint="For chosen dates" type="date" {...field("to")} />
      </div>
    </FilterPanel>
  );
}
