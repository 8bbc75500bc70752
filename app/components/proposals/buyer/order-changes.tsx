import { StatusBadge } from "#app/components/ui/status-badge";
import { proposalStatusTone } from "#app/components/ui/status-tones";
import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import type { OrderChanges } from "#app/domain/proposals/change-order-views";
import { CHANGE_ORDER_STATUS_LABELS, type ChangeOrderStatus } from "#app/domain/proposals/change-orders";

export function ChangeOrderStatusBadge({ status }: { status: ChangeOrderStatus }) {
  return <StatusBadge tone={proposalStatusTone[status]}>{CHANGE_ORDER_STATUS_LABELS[status]}</StatusBadge>;
}

/** "+$1,250.00" or "−$300.00". */
export const signedCents = (cents: number) => `${cents < 0 ? "−" : "+"}${formatCents(Math.abs(cents))}`;

/**
 * The order's change orders and what the contract comes to with them: on the
 * buyer's order page and in the console (where `headingId` differs).
 */
export function OrderChangesSection({
  changes,
  headingId = "changes-heading",
}: {
  changes: OrderChanges;
  headingId?: string;
}) {
  return (
    <section
      id="changes"
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-8 print:hidden"
    >
      <h2 id={headingId} className="text-2xl">
        Changes to your order
      </h2>
      <p>
        Your order is <strong>{formatCents(changes.contractCents)}</strong>
        {changes.contractCents !== changes.originalCents
          ? ` in all: ${formatCents(changes.originalCents)} as first accepted, with the accepted changes below.`
          : "."}
      </p>
      {changes.changeOrders.length > 0 ? (
        <Table caption="Change orders">
          <thead>
            <HeaderRow columns={["Change order", "Status", ["Difference", "text-right"], "Holds until"]} />
          </thead>
          <tbody>
            {changes.changeOrders.map((change) => (
              <tr key={change.number}>
                <td>
                  {change.path ? (
                    <a href={change.path} className="font-semibold underline underline-offset-4">
                      {change.number}
                    </a>
                  ) : (
                    change.number
                  )}
                </td>
                <td>
                  <ChangeOrderStatusBadge status={change.status} />
                </td>
                <td className="text-right tabular-nums">{signedCents(change.differenceCents)}</td>
                <td>{change.validUntilLabel}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p>No changes so far.</p>
      )}
    </section>
  );
}
