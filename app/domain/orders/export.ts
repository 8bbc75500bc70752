import { assertCents } from "#app/domain/common/money";
import { type CsvColumn, csvTable } from "#app/domain/console/csv";
import { businessDay, formatBusinessTimestamp } from "#app/domain/time/business-time";

import { itemsSummary, type OrderExportRow } from "./records";
import { ORDER_STATUS_LABELS } from "./status";

/** "2.00", "37800.50": exact dollars from cents, without a currency sign, as spreadsheets sum them. */
export function centsToDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const when = (iso: string | null) => (iso ? formatBusinessTimestamp(iso) : "");

/** The export's columns, in order. Times are Pacific (the business's), to the second. */
export const ORDER_EXPORT_COLUMNS: readonly CsvColumn<OrderExportRow>[] = [
  { header: "Order", value: (order) => order.number },
  { header: "Created (Pacific)", value: (order) => when(order.createdAt) },
  { header: "Status", value: (order) => ORDER_STATUS_LABELS[order.status] },
  { header: "Email", value: (order) => order.email },
  { header: "Billing name", value: (order) => order.billingName },
  { header: "Items", value: (order) => itemsSummary(order.items) },
  { header: "Amount", value: (order) => centsToDecimal(order.amountCents) },
  { header: "Currency", value: (order) => order.currency.toUpperCase() },
  { header: "Provider", value: (order) => order.provider },
  { header: "Payment reference", value: (order) => order.providerIntentId },
  { header: "Refund reference", value: (order) => order.providerRefundId },
  { header: "Paid (Pacific)", value: (order) => when(order.paidAt) },
  { header: "Fulfilled (Pacific)", value: (order) => when(order.fulfilledAt) },
  { header: "Refunded (Pacific)", value: (order) => when(order.refundedAt) },
];

/** The orders as a CSV document (with its byte-order mark), one row each after the header. */
export function ordersCsv(rows: Iterable<OrderExportRow>): string {
  return csvTable(ORDER_EXPORT_COLUMNS, rows);
}

/** "nestz-orders-2026-11-23.csv", named for the business's day. */
export function ordersCsvFileName(now: Date): string {
  return `nestz-orders-${businessDay(now)}.csv`;
}
