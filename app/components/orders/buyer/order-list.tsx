import { Link } from "#app/components/ui/link";
import { StatusCard } from "#app/components/ui/status-badge";
import { orderStatusTone } from "#app/components/ui/status-tones";
import { formatCents } from "#app/domain/common/money";
import type { OrderSummary } from "#app/domain/orders/orders";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#app/domain/orders/status";
import { formatBusinessDate } from "#app/domain/time/business-time";

/** The console's words, but the buyer's order "Shipped" rather than "Fulfilled". */
const statusText: Record<OrderStatus, string> = { ...ORDER_STATUS_LABELS, fulfilled: "Shipped" };

/** A signed-in person's orders: when, what, how much, and where each stands. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <p className="mt-4">
        No orders yet. Stickers are waiting in the{" "}
        <Link to="/Shwag" className="underline underline-offset-4">
          Shwag shop
        </Link>
        . Homes and options are ordered by phone or email, so they don't appear here.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-4">
      {orders.map((order) => (
        <StatusCard
          key={order.number}
          title={`Order ${order.number}`}
          tone={orderStatusTone[order.status]}
          status={statusText[order.status]}
        >
          <p className="text-sm text-stone-600">
            <time dateTime={order.createdAt}>{formatBusinessDate(order.createdAt)}</time> ·{" "}
            {formatCents(order.amountCents)}
          </p>
          <ul className="mt-2 text-sm">
            {order.items.map((item) => (
              <li key={item.name}>
                {item.quantity} × {item.name} ({formatCents(item.unitPriceCents)} each)
              </li>
            ))}
          </ul>
        </StatusCard>
      ))}
    </ul>
  );
}
