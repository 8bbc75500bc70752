import type { ReactNode } from "react";

import { HeadedSection } from "#app/components/ui/headed-section";
import { deliveryTime, type ShownMessage } from "#app/domain/console/shown-message";

import { OutboxBadge } from "./outbox-badge";

/** A message's facts: status, recipient, kind, attempts, times and the last error in full. */
export function EmailMessageDetails({ message }: { message: ShownMessage }) {
  const rows: [string, ReactNode][] = [
    ["Status", <OutboxBadge key="status" view={message.view} />],
    ["To", message.recipient],
    ["Kind", message.kind],
    ["Attempts", String(message.attempts)],
    ["Created", message.created],
    ["Delivery", deliveryTime(message)],
    ["Last error", message.lastError ? message.lastError.text : "None"],
  ];
  return (
    <HeadedSection headingId="details-heading" look="panel" headingClassName="sr-only" title="Details">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-evergreen-900">{term}</dt>
            <dd className="break-words whitespace-pre-wrap">{value}</dd>
          </div>
        ))}
      </dl>
    </HeadedSection>
  );
}
