import { StatusBadge } from "#app/components/ui/status-badge";
import { quoteRequestStatusTone } from "#app/components/ui/status-tones";
import { QUOTE_REQUEST_STATUS_LABELS, type QuoteRequestStatus } from "#app/domain/quote-requests/status";

/** Where a request stands, as a small label. */
export function QuoteRequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return <StatusBadge tone={quoteRequestStatusTone[status]}>{QUOTE_REQUEST_STATUS_LABELS[status]}</StatusBadge>;
}
