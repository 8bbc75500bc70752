import { Link } from "react-router";

import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import type { FilingPeriod } from "#app/domain/tax/filing-periods";
import { countedCents, saleKey, saleLabel, type TaxSale } from "#app/domain/tax/return-figures";
import { type FigureRow, SALE_TREATMENT_LABELS } from "#app/domain/tax/return-view";
import { shortDayLabel } from "#app/domain/time/calendar-day";

/** The deposits, invoices and credit notes a figure counts (or all of the period's), each opening its proposal. */
export function SalesCounted({
  period,
  sales,
  row,
}: {
  period: FilingPeriod;
  sales: TaxSale[];
  row: FigureRow | null;
}) {
  const counted = row ? new Set(row.sales) : null;
  const shown = counted ? sales.filter((sale) => counted.has(saleKey(sale))) : sales;
  const allHref = `/admin/tax?${new URLSearchParams({ period: period.key }).toString()}#sales`;
  return (
    <>
      <p className="mt-2 text-stone-700">
        {row ? (
          <>
            The {shown.length === 1 ? "sale" : `${shown.length} sales`} counted in “{row.label}”.{" "}
            <Link to={allHref} className="font-semibold underline underline-offset-4">
              Show every sale of the period
            </Link>
          </>
        ) : (
          "Every deposit paid, invoice issued and credit note issued in the period, by day. A credit note takes its part of the sale back out; a void invoice counts nowhere."
        )}
      </p>
      {shown.length === 0 ? (
        <p className="mt-3">No sales counted{row ? " here" : " in this period"}.</p>
      ) : (
        <div className="mt-3">
          <Table caption={row ? `Sales counted in ${row.label}` : `Sales counted in ${period.label}`}>
            <thead>
              <HeaderRow
                columns={[
                  "Day",
                  "Sale",
                  "Buyer",
                  "Treatment",
                  "Location",
                  ["Pre-tax", "text-right"],
                  ["Tax", "text-right"],
                ]}
              />
            </thead>
            <tbody>
              {shown.map((sale) => (
                <tr key={saleKey(sale)}>
                  <td className="whitespace-nowrap">{shortDayLabel(sale.day)}</td>
                  <th scope="row" className="font-normal">
                    <Link
                      to={`/admin/proposals/${sale.proposalId}`}
                      className="font-semibold underline underline-offset-4"
                    >
                      {saleLabel(sale)}
                    </Link>
                  </th>
                  <td>{sale.buyer}</td>
                  <td>{SALE_TREATMENT_LABELS[sale.treatment]}</td>
                  <td>{sale.locationCode ?? "—"}</td>
                  <td className="text-right tabular-nums">{formatCents(countedCents(sale, sale.preTaxCents))}</td>
                  <td className="text-right tabular-nums">{formatCents(countedCents(sale, sale.taxCents))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
}
