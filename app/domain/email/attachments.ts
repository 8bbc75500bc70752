/**
 * What an outbox row may carry as attachments: references, never bytes. The
 * sender turns each into a file when it sends (app/server/email/attachments.server.ts),
 * so a queued message stays small and always sends the file it named.
 */
/** A paper from Documents (a document version), or a proposal version's, an invoice's or a credit note's PDF, drawn at send time. */
export const ATTACHMENT_KINDS = ["document-version", "proposal-pdf", "invoice-pdf", "credit-note-pdf"] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export interface AttachmentRef {
  kind: AttachmentKind;
  id: number;
}

/** At most this many files in one message. */
export const ATTACHMENTS_MAX = 10;
