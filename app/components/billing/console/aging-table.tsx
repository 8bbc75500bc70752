import { Link } from "react-router";

import { HeaderRow, Table } from "#app/components/ui/table";
import { AGING_BUCKET_LABELS, AGING_BUCKETS, type AgingReport } from "#app/domain/billing/aging";
import { statementPath } from "#app/domain/billing/statement";
import { formatCents } from "#app/domain/common/money";

export interface AgingBuyer {
  key: string;
  email: string;
  name: string;
  organization: string | null;
}

/** One row per buyer, by how long their balances are past due, each opening the buyer's statement; totals below. */
export function AgingTable({ report, buyers }: { report: AgingReport; buyers: Record<string, AgingBuyer> }) {
  const amountColumn = (label: string) => [label, "text-right"] as const;
  return (
    <Table caption={`Open balances by buyer and days past due, as of ${report.asOf}`}>
      <thead>
        <HeaderRow
          columns={[
            "Buyer",
            ...AGING_BUCKETS.map((bucket) => amountColumn(AGING_BUCKET_LABELS[bucket])),
            amountColumn("Total"),
          ]}
        />
      </thead>
      <tbody>
        {report.buyers.map((row) => {
          const buyer = buyers[row.buyer];
          return (
            <tr key={row.buyer}>
              <th scope="row" className="font-normal">
                <Link to={statementPath(buyer?.key ?? "")} className="font-semibold underline underline-offset-4">
                  {buyer?.organization ?? buyer?.name ?? row.buyer}
                </Link>
                {buyer?.organization ? <span className="block text-stone-600">{buyer.name}</span> : null}
                <span className="block break-all text-stone-600">{row.buyer}</span>
              </th>
              {AGING_BUCKETS.map((bucket) => (
                <td key={bucket} className="text-right tabular-nums">
                  {row.buckets[bucket] ? formatCents(row.buckets[bucket]) : "—"}
                </td>
              ))}
              <td className="text-right font-semibold tabular-nums">{formatCents(row.totalCents)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="bg-stone-100 font-semibold">
          <th scope="row">Total</th>
          {AGING_BUCKETS.map((bucket) => (
            <td key={bucket} className="text-right tabular-nums">
              {formatCents(report.totals[bucket])}
            </td>
          ))}
          <td className="text-right tabular-nums">{formatCents(report.totalCents)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
