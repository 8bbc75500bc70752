import { intentNames, modelNames, optionNames } from "#app/content/quote-requests/quote";
import { type CsvColumn, csvTable } from "#app/domain/console/csv";
import { buyerTypeLabels } from "#app/domain/quote-requests/rules";
import { QUOTE_REQUEST_STATUS_LABELS } from "#app/domain/quote-requests/status";
import { businessDay, formatBusinessTimestamp } from "#app/domain/time/business-time";

import type { QuoteRequest } from "./changes.server";

const optionName = (option: string) =>
  option in optionNames ? optionNames[option as keyof typeof optionNames] : option;

/** The export's columns: everything the buyer sent, where the request stands, and the delivery estimate. */
const columns: CsvColumn<QuoteRequest>[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Received (Pacific)", value: (row) => formatBusinessTimestamp(row.createdAt) },
  { header: "Status", value: (row) => QUOTE_REQUEST_STATUS_LABELS[row.status] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Organization", value: (row) => row.organization },
  { header: "Buying for", value: (row) => buyerTypeLabels[row.buyerType] },
  { header: "Bid or PO reference", value: (row) => row.poReference },
  { header: "Buy or rent", value: (row) => intentNames[row.intent] },
  { header: "Units", value: (row) => row.units },
  { header: "Model", value: (row) => modelNames[row.model] },
  { header: "Options", value: (row) => row.options.map(optionName).join(", ") },
  { header: "Delivery ZIP", value: (row) => row.zip },
  {
    header: "Delivery city",
    value: (row) => (row.deliveryCity && row.deliveryState ? `${row.deliveryCity}, ${row.deliveryState}` : null),
  },
  { header: "Miles from PDX", value: (row) => row.deliveryMiles },
  // Dollars with cents, as a spreadsheet reads a number: 644.00.
  {
    header: "Delivery estimate (USD)",
    value: (row) => (row.deliveryFeeCents === null ? null : (row.deliveryFeeCents / 100).toFixed(2)),
  },
  { header: "Needed by", value: (row) => row.neededBy },
  { header: "Rental starts", value: (row) => row.rentalStart },
  { header: "Rental days", value: (row) => row.rentalDays },
  { header: "Message", value: (row) => row.message },
  // Where the visit that led to the request came from (Insights, decision 0026).
  { header: "Source", value: (row) => row.source },
  { header: "Medium", value: (row) => row.medium },
  { header: "Campaign", value: (row) => row.campaign },
  { header: "Referring site", value: (row) => row.referrerHost },
];

export function quoteRequestsCsv(rows: Iterable<QuoteRequest>): string {
  return csvTable(columns, rows);
}

export function quoteRequestsCsvFileName(now: Date): string {
  return `nestz-quote-requests-${businessDay(now)}.csv`;
}
