/**
 * Where an order stands, and which console actions each state allows:
 *
 *   pending → paid → fulfilled
 *      ↓        ↘        ↓
 *    failed      refunded (from paid or fulfilled, in full, once)
 *
 * `pending → paid` and `failed → paid` belong to the payment flow (a card
 * declined once may succeed on the same intent); the console only fulfils
 * and refunds.
 */
export const ORDER_STATUSES = ["pending", "paid", "failed", "fulfilled", "refunded"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The states a payment may turn paid from: never back from fulfilled or refunded. */
export const PAYABLE_FROM = ["pending", "failed"] as const satisfies readonly OrderStatus[];

/** Only a paid order is shipped. */
export const FULFILLABLE_FROM = ["paid"] as const satisfies readonly OrderStatus[];

/** A paid order is refunded in full, whether or not it was shipped. */
export const REFUNDABLE_FROM = ["paid", "fulfilled"] as const satisfies readonly OrderStatus[];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canFulfil(status: OrderStatus): boolean {
  return (FULFILLABLE_FROM as readonly OrderStatus[]).includes(status);
}

export function canRefund(status: OrderStatus): boolean {
  return (REFUNDABLE_FROM as readonly OrderStatus[]).includes(status);
}

/** How the console names each state (the owner's words, not the database's). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  fulfilled: "Fulfilled",
  refunded: "Refunded",
};

/** Why an action is not offered for an order in this state; null when it is. */
export function fulfilRefusal(status: OrderStatus): string | null {
  if (canFulfil(status)) return null;
  switch (status) {
    case "fulfilled":
      return "This order is already marked fulfilled.";
    case "refunded":
      return "This order was refunded, so there is nothing to ship.";
    default:
      return "Only a paid order can be marked fulfilled; this one hasn't been paid.";
  }
}

export function refundRefusal(status: OrderStatus): string | null {
  if (canRefund(status)) return null;
  return status === "refunded"
    ? "This order is already refunded. Nothing more was refunded."
    : "Only a paid order can be refunded; this one hasn't been paid.";
}
