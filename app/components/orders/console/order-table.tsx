import { Link } from "react-router";

import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import { itemsSummary, type OrderListEntry } from "#app/domain/orders/records";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

import { OrderStatusBadge } from "./order-status-badge";

/** A page of orders: number (to the order's page), when, status, buyer, items, amount. */
export function OrderTable({ orders, caption }: { orders: OrderListEntry[]; caption: string }) {
  return (
    <Table caption={caption}>
      <thead>
        <HeaderRow columns={["Order", "Placed", "Status", "Buyer", "Items", ["Amount", "text-right"]]} />
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="font-semibold whitespace-nowrap">
              <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-4">
                {order.number}
              </Link>
            </th>
            <td className="whitespace-nowrap">
              <time dateTime={order.createdAt}>{formatBusinessDateTime(order.createdAt)}</time>
            </td>
            <td>
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="max-w-64 break-words">
              <span className="block">{order.email}</span>
              {order.billingName && order.billingName !== "guest" ? (
                <span className="block text-stone-600">{order.billingName}</span>
              ) : null}
            </td>
            <td>{itemsSummary(order.items)}</td>
            <td className="text-right whitespace-nowrap tabular-nums">{formatCents(order.amountCents)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
