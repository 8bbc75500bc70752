import { StatusBadge } from "#app/components/ui/status-badge";
import { inquiryStatusTone } from "#app/components/ui/status-tones";
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "#app/domain/inquiry-status";

/** Where a request stands, as a small label. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return <StatusBadge tone={inquiryStatusTone[status]}>{INQUIRY_STATUS_LABELS[status]}</StatusBadge>;
}
