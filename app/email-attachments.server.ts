/**
 * The outbox's attachments, joined above the domains that make them: each
 * domain reads its own kind of file, and the email module, below them all,
 * is handed the set (server.ts starts the sender with it).
 */
import { creditNotePdfAttachment, invoicePdfAttachment } from "#app/server/billing/queries.server";
import { documentVersionAttachment } from "#app/server/documents/queries.server";
import type { AttachmentResolvers } from "#app/server/email/attachments.server";
import { proposalPdfAttachment } from "#app/server/proposals/queries.server";

export const attachmentResolvers: AttachmentResolvers = {
  "document-version": documentVersionAttachment,
  "proposal-pdf": proposalPdfAttachment,
  "invoice-pdf": invoicePdfAttachment,
  "credit-note-pdf": creditNotePdfAttachment,
};
