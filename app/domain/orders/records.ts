/**
 * What the console shows of an order, shared by the data module that reads
 * it and the components that show it. Times are ISO strings.
 */
import type { OrderStatus } from "./status";

export interface OrderLine {
  name: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface OrderListEntry {
  id: number;
  /** "NZ-000042", as the buyer saw it. */
  number: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  billingName: string;
  amountCents: number;
  currency: string;
  items: OrderLine[];
}

/** A row of the CSV export: the list's fields and the payment's references and times. */
export interface OrderExportRow extends OrderListEntry {
  provider: string;
  providerIntentId: string;
  providerRefundId: string | null;
  paidAt: string | null;
  fulfilledAt: string | null;
  refundedAt: string | null;
}

export interface OrderActivity {
  id: number;
  at: string;
  actorEmail: string;
  action: string;
  before: unknown;
  after: unknown;
}

export interface OrderDetail extends OrderExportRow {
  failedAt: string | null;
  failureMessage: string | null;
  /** The account the buyer was signed in to, if any (it may since have been deleted). */
  account: { id: string; name: string; email: string; createdAt: string } | null;
  activity: OrderActivity[];
}

/** "2 × Nestz Sticker; 1 × Wool hat": an order's items on one line. */
export function itemsSummary(items: readonly Pick<OrderLine, "name" | "quantity">[]): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join("; ");
}
