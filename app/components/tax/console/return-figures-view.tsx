import type { ReactNode } from "react";
import { Link } from "react-router";

import { StatusBadge } from "#app/components/ui/status-badge";
import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import type { FilingPeriod } from "#app/domain/tax/filing-periods";
import { formatRatePercent } from "#app/domain/tax/rate";
import {
  DEDUCTION_CITATIONS,
  DEDUCTION_LABELS,
  type ReturnFigures,
  type SaleKey,
} from "#app/domain/tax/return-figures";
import { locationRowId } from "#app/domain/tax/return-view";

/** The address that lists a figure's sales below the figures. */
export function salesHref(period: FilingPeriod, rowId: string): string {
  return `/admin/tax?${new URLSearchParams({ period: period.key, sales: rowId }).toString()}#sales`;
}

function SalesLink({
  period,
  rowId,
  sales,
  what,
}: {
  period: FilingPeriod;
  rowId: string;
  sales: SaleKey[];
  what: string;
}) {
  if (sales.length === 0) return <span className="text-stone-600">none</span>;
  return (
    <Link to={salesHref(period, rowId)} className="font-semibold underline underline-offset-4">
      {sales.length === 1 ? "1 sale" : `${sales.length} sales`}
      <span className="sr-only"> counted in {what}</span>
    </Link>
  );
}

function FigureRow({
  label,
  cents,
  period,
  rowId,
  sales,
  strong = false,
  note,
}: {
  label: ReactNode;
  cents: number;
  period: FilingPeriod;
  rowId: string;
  sales: SaleKey[];
  strong?: boolean;
  note?: ReactNode;
}) {
  const what = typeof label === "string" ? label.toLowerCase() : rowId;
  return (
    <tr className={strong ? "font-semibold" : undefined}>
      <th scope="row" className={strong ? "font-semibold" : "font-normal"}>
        {label}
        {note ? <span className="block text-xs font-normal text-stone-700">{note}</span> : null}
      </th>
      <td className="text-right tabular-nums">{formatCents(cents)}</td>
      <td className="text-right">
        <SalesLink period={period} rowId={rowId} sales={sales} what={what} />
      </td>
    </tr>
  );
}

/** The return's figures: gross, deductions by kind, taxable amount and tax, each opening its sales. */
export function ReturnFiguresView({ period, figures }: { period: FilingPeriod; figures: ReturnFigures }) {
  const stateDifference = figures.stateTaxCents - figures.stateTaxDueCents;
  return (
    <Table caption={`Sales tax figures for ${period.label}`}>
      <thead>
        <HeaderRow columns={["Figure", ["Amount", "text-right"], ["Sales", "text-right"]]} />
      </thead>
      <tbody>
        <FigureRow
          label="Gross sales"
          cents={figures.grossCents}
          period={period}
          rowId="gross"
          sales={figures.grossSales}
          strong
        />
        {figures.deductions.map((deduction) => {
          const citation = DEDUCTION_CITATIONS[deduction.kind];
          return (
            <FigureRow
              key={deduction.kind}
              label={
                <>
                  Less: {DEDUCTION_LABELS[deduction.kind]}
                  {deduction.flagged ? (
                    <>
                      {" "}
                      <StatusBadge tone="border-cedar-700 bg-cedar-100 text-cedar-800">Flagged</StatusBadge>
                    </>
                  ) : null}
                </>
              }
              note={citation ? citation.cite : "No rule the site can check: keep the buyer's paper."}
              cents={deduction.amountCents}
              period={period}
              rowId={`deduction-${deduction.kind}`}
              sales={deduction.sales}
            />
          );
        })}
        <FigureRow
          label="Taxable amount"
          cents={figures.taxableCents}
          period={period}
          rowId="taxable"
          sales={figures.taxableSales}
          strong
        />
        <tr>
          <th scope="row" className="font-normal">
            State sales tax carried by the invoices
            <span className="block text-xs text-stone-700">
              The return works it out as 6.5 % of the taxable amount: {formatCents(figures.stateTaxDueCents)}
              {stateDifference === 0
                ? ", the same."
                : `, ${formatCents(Math.abs(stateDifference))} ${stateDifference > 0 ? "less" : "more"} (rounding on each invoice).`}
            </span>
          </th>
          <td className="text-right tabular-nums">{formatCents(figures.stateTaxCents)}</td>
          <td />
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            Local sales tax carried by the invoices
          </th>
          <td className="text-right tabular-nums">{formatCents(figures.localTaxCents)}</td>
          <td />
        </tr>
        <tr className="font-semibold">
          <th scope="row" className="font-semibold">
            Sales tax collected
          </th>
          <td className="text-right tabular-nums">{formatCents(figures.taxCents)}</td>
          <td />
        </tr>
      </tbody>
    </Table>
  );
}

/** The addendum's lines: each location code at its local rate, opening its sales. */
export function LocationFiguresView({ period, figures }: { period: FilingPeriod; figures: ReturnFigures }) {
  if (figures.locations.length === 0) return <p className="mt-2">No taxed sales in this period.</p>;
  return (
    <Table caption={`Local sales tax by location code for ${period.label}`}>
      <thead>
        <HeaderRow
          columns={[
            "Location code",
            ["Local rate", "text-right"],
            ["Taxable amount", "text-right"],
            ["Local tax carried", "text-right"],
            ["Tax due on the addendum", "text-right"],
            ["Sales", "text-right"],
          ]}
        />
      </thead>
      <tbody>
        {figures.locations.map((line) => {
          const rowId = locationRowId(line);
          return (
            <tr key={rowId}>
              <th scope="row" className="font-normal">
                {line.code ?? "None recorded"}
              </th>
              <td className="text-right tabular-nums">
                {line.localRateMilli === null ? "—" : formatRatePercent(line.localRateMilli)}
              </td>
              <td className="text-right tabular-nums">{formatCents(line.taxableCents)}</td>
              <td className="text-right tabular-nums">{formatCents(line.localTaxCents)}</td>
              <td className="text-right tabular-nums">
                {line.localTaxDueCents === null ? "—" : formatCents(line.localTaxDueCents)}
              </td>
              <td className="text-right">
                <SalesLink
                  period={period}
                  rowId={rowId}
                  sales={line.sales}
                  what={`location ${line.code ?? "without a code"}`}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
