import { HeadedSection } from "#app/components/ui/headed-section";
import { describeAction } from "#app/domain/audit/activity";
import type { OrderActivity, OrderDetail } from "#app/domain/orders/records";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

/** How a console entry reads in an order's history. */
function describe(entry: OrderActivity): string {
  switch (entry.action) {
    case "order.refund_refused": {
      const error = (entry.after as { error?: unknown } | null)?.error;
      return `Refund tried, and refused by the payment provider${typeof error === "string" ? `: ${error}` : ""}`;
    }
    default:
      return describeAction(entry.action);
  }
}

/** When the order was placed, paid, shipped and refunded, then every change made to it in the console and by whom. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  const milestones = [
    { label: "Placed", at: order.createdAt },
    { label: "Paid", at: order.paidAt },
    { label: "Payment failed", at: order.failedAt },
    { label: "Fulfilled", at: order.fulfilledAt },
    { label: "Refunded", at: order.refundedAt },
  ]
    .filter((step): step is { label: string; at: string } => step.at !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  const activity = [...order.activity].reverse();
  return (
    <HeadedSection
      headingId="history-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      headingClassName="text-xl"
      title="History"
    >
      <ol className="mt-3 grid gap-1 text-sm">
        {milestones.map((step) => (
          <li key={step.label}>
            <span className="font-semibold">{step.label}</span>{" "}
            <time dateTime={step.at}>{formatBusinessDateTime(step.at)}</time>
          </li>
        ))}
      </ol>
      <h3 className="mt-5 font-sans text-base font-semibold">Changes made in the console</h3>
      {activity.length ? (
        <ol className="mt-2 grid gap-1 text-sm">
          {activity.map((entry) => (
            <li key={entry.id}>
              <span className="font-semibold">{describe(entry)}</span> by {entry.actorEmail},{" "}
              <time dateTime={entry.at}>{formatBusinessDateTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-stone-700">None yet.</p>
      )}
    </HeadedSection>
  );
}
