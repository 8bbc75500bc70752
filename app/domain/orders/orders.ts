import type { OrderStatus } from "./status";

/**
 * What the account page shows of an order. Its statuses are those of
 * ./status.ts; the database's order_status enum
 * (app/server/db/orders-schema.server.ts) names the same, and the data
 * module's mapping into this type fails to compile if it gains one.
 */
export interface OrderSummary {
  number: string;
  status: OrderStatus;
  /** ISO 8601. */
  createdAt: string;
  amountCents: number;
  items: { name: string; quantity: number; unitPriceCents: number }[];
}
