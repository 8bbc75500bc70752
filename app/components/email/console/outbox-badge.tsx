import { OUTBOX_VIEW_LABELS, type OutboxView } from "#app/domain/email/outbox-status";

const tones: Record<OutboxView, string> = {
  failed: "bg-cedar-100 text-cedar-800 border-cedar-700",
  waiting: "bg-sky-soft/60 text-evergreen-950 border-sky-deep",
  sent: "bg-evergreen-50 text-evergreen-900 border-evergreen-600",
};

/** Sent, waiting or failed, in words (the colour only repeats them). */
export function OutboxBadge({ view }: { view: OutboxView }) {
  return (
    <span
      className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[view]}`}
    >
      {OUTBOX_VIEW_LABELS[view]}
    </span>
  );
}
