import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { Select } from "#app/components/ui/select";
import type { FilingPeriod } from "#app/domain/tax/filing-periods";

/** The return's period: a GET form, so the address says what is shown and it works without JavaScript. */
export function ReturnPeriodForm({ periods, shown }: { periods: FilingPeriod[]; shown: FilingPeriod }) {
  const options = periods.map((period) => ({ value: period.key, label: period.label }));
  if (!periods.some((period) => period.key === shown.key)) options.push({ value: shown.key, label: shown.label });
  return (
    <Form
      method="get"
      role="search"
      aria-label="Choose the return's period"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <Select label="Period" name="period" options={options} defaultValue={shown.key} key={shown.key} />
      <Button type="submit">Show this period</Button>
    </Form>
  );
}
