import { StatusBadge } from "#app/components/ui/status-badge";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#app/domain/order-status";

const tones: Record<OrderStatus, string> = {
  pending: "bg-stone-100 text-stone-800",
  paid: "bg-sky-soft text-evergreen-950",
  failed: "bg-cedar-100 text-cedar-800",
  fulfilled: "bg-evergreen-100 text-evergreen-900",
  refunded: "bg-stone-200 text-stone-800",
};

/** Where an order stands, as a word (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
<StatusBadge tone={tones[status]}>{ORDER_STATUS_LABELS[status]}</StatusBadge>
  );
}
