/**
 * How the console sorts the outbox for a person: sent, waiting, or failed.
 * This is the one definition; the database filters and the overview's counts
 * are derived from it (app/server/email/console-queries.server.ts `outboxViewWhere`).
 */

/** The outbox's own states (outbox-schema.server.ts), as a pure list the rules can walk. */
export const OUTBOX_STATES = ["pending", "sending", "sent", "uncertain"] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_VIEWS = ["failed", "waiting", "sent"] as const;
export type OutboxView = (typeof OUTBOX_VIEWS)[number];

/**
 * - sent: the mail server accepted it.
 * - failed: a try failed and it waits for its next one (pending with an error), or a sender
 *   stopped mid-send and nobody knows whether it arrived (uncertain): a person should look.
 * - waiting: not tried yet, or being sent right now. A message in `sending` counts as waiting
 *   even after an earlier failure: it is in a mail server conversation at this moment, and a
 *   retry must never touch it.
 */
export function outboxView(state: OutboxState, hasError: boolean): OutboxView {
  switch (state) {
    case "sent":
      return "sent";
    case "uncertain":
      return "failed";
    case "pending":
      return hasError ? "failed" : "waiting";
    case "sending":
      return "waiting";
  }
}

/** A retry asks the person to accept a possible duplicate when the message may already have arrived. */
export function retryMayDuplicate(state: OutboxState): boolean {
  return state === "uncertain";
}

export const OUTBOX_VIEW_LABELS: Record<OutboxView, string> = { failed: "Failed", waiting: "Waiting", sent: "Sent" };
