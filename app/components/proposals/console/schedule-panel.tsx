import { Link } from "react-router";

import { HeadedSection } from "#app/components/ui/headed-section";
import { INVOICE_STANDING_LABELS } from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import type { SchedulePanelStage, SchedulePanelView, StageWait } from "#app/domain/proposals/views";

const link = "font-semibold underline underline-offset-4";

/** "When every home reaches Shell" reads on after a comma as "when every home reaches Shell". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * A sent version's payment schedule in the console: each stage, what it asks,
 * the invoices it has raised (each a link to the invoice) and, until it is
 * fully invoiced, what it waits for. Stages are reached and homes delivered
 * on the production board, which invoices them; this panel only reports.
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
              <strong>{stage.name}</strong>: {formatCents(stage.amountCents)}, {lowerFirst(stage.when)}.
            </p>
            <StageInvoices stage={stage} />
            {stage.paidByCardOn ? <p className="text-sm">Paid by card on {stage.paidByCardOn}.</p> : null}
            {stage.waits ? (
              <p className="text-sm text-stone-700">
                <WaitsFor wait={stage.waits} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}

function StageInvoices({ stage }: { stage: SchedulePanelStage }) {
  if (stage.invoices.length === 0) return null;
  return (
    <ul className="grid gap-1 text-sm" aria-label={`Invoices for ${stage.name}`}>
      {stage.invoices.map((invoice) => (
        <li key={invoice.number}>
          <a href={invoice.path} className={link}>
            {invoice.number}
          </a>
          {invoice.unit !== null ? ` (home ${invoice.unit})` : ""}: {formatCents(invoice.amountCents)},{" "}
          {INVOICE_STANDING_LABELS[invoice.standing].toLowerCase()}
        </li>
      ))}
    </ul>
  );
}

const homes = (count: number) => (count === 1 ? "1 home" : `${count} homes`);

const board = (
  <Link to="/admin/production" className={link}>
    the production board
  </Link>
);

function WaitsFor({ wait }: { wait: StageWait }) {
  switch (wait.kind) {
    case "acceptance":
      return <>Waits for the buyer&rsquo;s deposit or purchase order.</>;
    case "build-stage":
      return wait.units === 1 ? (
        <>
          Waits for the home to reach {wait.label} on {board}.
        </>
      ) : (
        <>
          Waits for every home to reach {wait.label} on {board}: {wait.reached} of {wait.units} there so far.
        </>
      );
    case "each-delivery":
      return (
        <>
          {wait.delivered} of {homes(wait.units)} delivered. Each home is invoiced when its delivery is recorded on{" "}
          {board}.
        </>
      );
    case "date":
      return <>Invoiced on {wait.dayLabel}.</>;
  }
}
