import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import type { OrderLine } from "#app/domain/orders/records";

/** What was bought, at the prices copied when it was bought (later catalog changes don't touch them). */
export function OrderItems({
  items,
  totalCents,
  currency,
}: {
  items: OrderLine[];
  totalCents: number;
  currency: string;
}) {
  return (
    <Table caption="Items, at the prices paid">
      <thead>
        <HeaderRow
          columns={["Item", ["Quantity", "text-right"], ["Price each", "text-right"], ["Line total", "text-right"]]}
        />
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.name}-${index}`}>
            <th scope="row" className="font-normal">
              <span className="block font-semibold">{item.name}</span>
              {item.description ? <span className="block text-stone-600">{item.description}</span> : null}
            </th>
            <td className="text-right tabular-nums">{item.quantity}</td>
            <td className="text-right tabular-nums">{formatCents(item.unitPriceCents)}</td>
            <td className="text-right tabular-nums">{formatCents(item.quantity * item.unitPriceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-stone-300">
          <th scope="row" colSpan={3} className="text-right">
            Total paid ({currency.toUpperCase()})
          </th>
          <td className="text-right font-semibold tabular-nums">{formatCents(totalCents)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
