import { QuantityStepper, RemoveLineButton } from "#app/components/cart/cart-line-controls";
import { HeaderRow } from "#app/components/ui/table";
import type { CartItem } from "#app/domain/cart/cart";
import { formatCents } from "#app/domain/common/money";

/**
 * The cart as a table: Product, Description, Quantity (with decrease and
 * increase), Price and Remove, and the total. On a phone each row reflows
 * into a small card (the cells keep their table roles; the column names are
 * still read out, the header row is only hidden from view).
 */
export function CartTable({
  items,
  totalCents,
  onIncrease,
  onDecrease,
  onRemove,
}: {
  items: CartItem[];
  totalCents: number;
  onIncrease: (item: CartItem) => void;
  onDecrease: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">The items in your cart, with their quantities and prices</caption>
      <thead className="max-md:sr-only">
        <HeaderRow
          columns={[
            ["Product", "py-2 pr-3"],
            ["Description", "px-3 py-2"],
            ["Quantity", "px-3 py-2"],
            ["Price", "px-3 py-2 text-right"],
            ["Remove", "py-2 pl-3 text-right"],
          ]}
          className="border-b-2 border-stone-300 text-sm font-semibold tracking-[0.08em] text-stone-700 uppercase"
        />
      </thead>
      <tbody>
        {items.map((item) => (
          <tr
            key={item.id}
            className="border-b border-stone-200 max-md:grid max-md:grid-cols-[3.5rem_1fr_auto] max-md:gap-x-2 max-md:gap-y-2 max-md:py-4"
          >
            <th scope="row" className="py-4 pr-3 text-left align-middle font-normal max-md:col-span-2 max-md:p-0">
              <span className="flex items-center gap-2 md:gap-3">
                <img
                  src={item.imageUrl}
                  alt=""
                  width={72}
                  height={54}
                  className="h-[42px] w-14 shrink-0 rounded-lg border md:h-[54px] md:w-[72px] border-stone-200 bg-white object-cover"
                />
                <span className="font-semibold text-evergreen-900">{item.name}</span>
              </span>
            </th>
            <td className="px-3 py-4 align-middle text-stone-700 max-md:col-span-2 max-md:col-start-2 max-md:p-0 max-md:text-sm">
              {item.description}
            </td>
            <td className="px-3 py-4 align-middle max-md:col-start-2 max-md:p-0">
              <QuantityStepper item={item} onIncrease={onIncrease} onDecrease={onDecrease} />
            </td>
            <td className="px-3 py-4 text-right align-middle whitespace-nowrap max-md:col-start-3 max-md:row-start-1 max-md:p-0">
              <span className="block font-semibold text-evergreen-900">
                {formatCents(item.quantity * item.priceCents)}
              </span>
              {item.quantity > 1 ? (
                <span className="block text-sm text-stone-700">{formatCents(item.priceCents)} each</span>
              ) : null}
            </td>
            <td className="py-4 pl-3 text-right align-middle max-md:col-start-3 max-md:row-start-3 max-md:self-center max-md:p-0">
              <RemoveLineButton item={item} onRemove={onRemove} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="max-md:flex max-md:justify-between">
          <th
            scope="row"
            colSpan={3}
            className="pt-4 pr-3 text-right text-xl font-semibold text-evergreen-900 max-md:text-left"
          >
            Total
          </th>
          <td className="px-3 pt-4 text-right text-xl font-semibold whitespace-nowrap text-evergreen-900 max-md:px-0">
            {formatCents(totalCents)}
          </td>
          <td className="max-md:hidden" />
        </tr>
      </tfoot>
    </table>
  );
}
