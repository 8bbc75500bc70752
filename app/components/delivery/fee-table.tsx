import { HeaderRow } from "#app/components/ui/table";
import { delivery } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { quoteDelivery } from "#app/domain/delivery/fee";

/** Distances chosen to show the flat fee, its edge, and a few trips beyond it. */
export const EXAMPLE_MILES = [15, 30, 45, 80, 150, 250] as const;

export interface FeeRow {
  miles: number;
  extraMiles: number;
  fee: string;
  workings: string;
}

/** Each example computed from the same rule the estimator and the FAQ use. */
export function feeRows(miles: readonly number[] = EXAMPLE_MILES): FeeRow[] {
  const flat = formatCentsShort(delivery.flatFeeCents);
  const perMile = formatCentsShort(delivery.perMileCents);
  return miles.map((distance) => {
    const quote = quoteDelivery(distance, delivery.states[0], delivery);
    if (!quote.ok) throw new Error(`no fee for ${distance} miles`);
    return {
      miles: distance,
      extraMiles: quote.extraMiles,
      fee: formatCentsShort(quote.feeCents),
      // No-break spaces keep "15 × $4" together when the column is narrow.
      workings: quote.extraMiles === 0 ? "Flat fee" : `${flat} + ${quote.extraMiles}\u00a0×\u00a0${perMile}`,
    };
  });
}

export function FeeTable() {
  const rows = feeRows();
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-3 text-left text-lg font-semibold text-evergreen-900">
        Example fees in Washington or Oregon
      </caption>
      <thead>
        <HeaderRow
          columns={[
            ["Miles from PDX", "py-2 pr-3 font-semibold"],
            ["How it adds up", "py-2 pr-3 font-semibold"],
            ["Fee", "py-2 text-right font-semibold"],
          ]}
          className="border-b-2 border-evergreen-800 text-sm text-stone-700"
        />
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.miles} className="border-b border-stone-200">
            <th scope="row" className="py-3 pr-3 font-semibold text-evergreen-900">
              {row.miles} miles
            </th>
            <td className="py-3 pr-3 text-stone-700">{row.workings}</td>
            <td className="py-3 text-right text-lg font-semibold text-evergreen-900 tabular-nums">{row.fee}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
