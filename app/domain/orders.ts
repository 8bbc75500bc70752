/**
 * What the account page shows of an order. The database's order_status enum
 * (app/server/db/orders-schema.server.ts) names the same statuses; the data
 * module's mapping into this type fails to compile if it gains one.
 */
export type OrderStatus = "pending" | "paid" | "failed" | "fulfilled" | "refunded";

export interface OrderSummary {
  number: string;
  status: OrderStatus;
  /** ISO 8601. */
  createdAt: string;
  amountCents: number;
  items: { name: string; quantity: number; unitPriceCents: number }[];
}
