import { StatusBadge } from "#app/components/ui/status-badge";
import { INQUIRY_STATUS_LABELS, type InquiryStatus } from "#app/domain/inquiry-status";

const tones: Record<InquiryStatus, string> = {
  new: "bg-sky-soft text-evergreen-950",
  contacted: "bg-evergreen-100 text-evergreen-900",
  quoted: "bg-cedar-100 text-cedar-800",
  won: "bg-evergreen-800 text-white",
  lost: "bg-stone-100 text-stone-800",
};

/** Where a request stands, as a small label. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
<StatusBadge tone={tones[status]}>{INQUIRY_STATUS_LABELS[status]}</StatusBadge>
  );
}
