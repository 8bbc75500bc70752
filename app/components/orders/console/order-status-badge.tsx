import { StatusBadge } from "#app/components/ui/status-badge";
import { orderStatusTone } from "#app/components/ui/status-tones";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#app/domain/orders/status";

/** Where an order stands, as a word (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={orderStatusTone[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>;
}
