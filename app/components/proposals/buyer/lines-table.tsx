import type { ReactNode } from "react";

import { ScrollRegion } from "#app/components/ui/scroll-region";
import { HeaderRow } from "#app/components/ui/table";

export interface PricedLine {
  description: ReactNode;
  quantity: number;
  unitPrice: string;
  amount: string;
  /** Drawn quieter: a choice the buyer did not take. */
  muted?: boolean;
}

export interface PricedTotal {
  label: ReactNode;
  amount: string;
  /** The line the eye should land on (a proposal's total). */
  emphasis?: boolean;
}

/**
 * The lines of a priced document and the totals under them, as the buyer reads them on a proposal
 * and on a change order: one table, scrolled sideways on a phone rather than squeezed.
 */
export function LinesTable({
  label,
  caption,
  lines,
  totals,
}: {
  /** Names the scrolling region. */
  label: string;
  /** Read to screen readers as the table's name. */
  caption: string;
  lines: readonly PricedLine[];
  totals: readonly PricedTotal[];
}) {
  return (
    <ScrollRegion label={label} className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <HeaderRow
            columns={[
              "Description",
              ["Quantity", "text-right"],
              ["Unit price", "text-right"],
              ["Amount", "text-right"],
            ]}
            className="bg-stone-100"
          />
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className={line.muted ? "text-stone-600" : undefined}>
              <td>{line.description}</td>
              <td className="text-right tabular-nums">{line.quantity.toLocaleString("en-US")}</td>
              <td className="text-right tabular-nums">{line.unitPrice}</td>
              <td className="text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="[&_td]:font-semibold [&_th]:text-right [&_th]:font-semibold">
          {totals.map((total, index) => (
            <tr key={index} className={total.emphasis ? "text-base" : undefined}>
              <th scope="row" colSpan={3}>
                {total.label}
              </th>
              <td className="text-right tabular-nums">{total.amount}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
