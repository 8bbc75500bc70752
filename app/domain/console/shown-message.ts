import { foldValue, type ShownValue } from "#app/domain/audit/diff";
import { type OutboxState, type OutboxView, outboxView, retryMayDuplicate } from "#app/domain/email/outbox-status";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

/** What the outbox stores about a message (app/server/db/outbox-schema.server.ts), less its body. */
export interface MessageFacts {
  id: number;
  status: OutboxState;
  lastError: string | null;
  recipient: string;
  subject: string;
  kind: string;
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

/** A message as the console shows it: its view, and times written in business time. */
export interface ShownMessage {
  id: number;
  view: OutboxView;
  /** Stopped mid-send: may have arrived; never retried on its own. */
  uncertain: boolean;
  recipient: string;
  subject: string;
  kind: string;
  attempts: number;
  created: string;
  sent: string | null;
  /** When the sender tries next; null once sent, while sending, or when it won't try on its own. */
  nextTry: string | null;
  lastError: ShownValue | null;
}

export function shownMessage(message: MessageFacts): ShownMessage {
  return {
    id: message.id,
    view: outboxView(message.status, message.lastError !== null),
    uncertain: retryMayDuplicate(message.status),
    recipient: message.recipient,
    subject: message.subject,
    kind: message.kind,
    attempts: message.attempts,
    created: formatBusinessDateTime(message.createdAt),
    sent: message.sentAt ? formatBusinessDateTime(message.sentAt) : null,
    nextTry: message.status === "pending" ? formatBusinessDateTime(message.nextAttemptAt) : null,
    lastError: message.lastError === null ? null : foldValue(message.lastError),
  };
}

/** When it went, when it will be tried next, or why it won't be. */
export function deliveryTime(message: ShownMessage): string {
  if (message.sent) return `Sent ${message.sent}`;
  if (message.uncertain) return "Not tried again on its own";
  return message.nextTry ? `Next try ${message.nextTry}` : "Being sent now";
}
