import { Form } from "react-router";

import { Button } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Select } from "#app/components/ui/select";
import { INVOICE_STANDING_LABELS } from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import type { SchedulePanelStage, SchedulePanelView } from "#app/domain/proposals/views";

/**
 * A sent version's payment schedule in the console: each stage, what it asks
 * and the invoices it has raised; once accepted, a button marks a build stage
 * reached and a form records a unit delivered, each issuing its stage's
 * invoice (once: pressing again finds the same invoice). Plain forms, no JavaScript needed.
 */
export function SchedulePanel({ schedule }: { schedule: SchedulePanelView }) {
  return (
    <HeadedSection
      headingId="schedule-heading"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
      title="Payment schedule"
    >
      {schedule.note ? <p>{schedule.note}</p> : null}
      <ol className="grid gap-4">
        {schedule.stages.map((stage) => (
          <li key={stage.index} className="grid gap-2 border-t border-stone-200 pt-3">
            <p>
              <strong>{stage.name}</strong>: {formatCents(stage.amountCents)}, {stage.when.toLowerCase()}.
            </p>
            {stage.invoices.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {stage.invoices.map((invoice) => (
                  <li key={invoice.number}>
                    {invoice.number}
                    {invoice.unit !== null ? ` (unit ${invoice.unit})` : ""}: {formatCents(invoice.amountCents)},{" "}
                    {INVOICE_STANDING_LABELS[invoice.standing].toLowerCase()}
                  </li>
                ))}
              </ul>
            ) : null}
            {schedule.canTrigger ? <StageTrigger stage={stage} /> : null}
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

function StageTrigger({ stage }: { stage: SchedulePanelStage }) {
  if (stage.trigger === "build-stage" && stage.buildStage && stage.invoices.length === 0) {
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="build-stage" />
        <input type="hidden" name="buildStage" value={stage.buildStage} />
        <Button type="submit" variant="secondary">
          Mark “{stage.buildStage}” reached
        </Button>
      </Form>
    );
  }
  if (stage.trigger === "each-delivery" && stage.unitsLeft.length > 0) {
    return (
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="unit-delivered" />
        <Select
          label={`Unit delivered (${stage.name})`}
          name="unit"
          defaultValue={String(stage.unitsLeft[0])}
          options={stage.unitsLeft.map((unit) => ({ value: String(unit), label: `Unit ${unit}` }))}
        />
        <Button type="submit" variant="secondary">
          Record the unit delivered
        </Button>
      </Form>
    );
  }
  return null;
}
