/**
 * Turns an outbox row's attachment references into files when the message is
 * sent. Each kind of reference has one resolver here; a new kind adds its
 * name to ATTACHMENT_KINDS and its resolver below, and the compiler asks for
 * both. This is where the domains that attach files meet the sender, as
 * billing/ is where the payment providers meet what they settle.
 */
import type { AttachmentKind, AttachmentRef } from "#app/domain/email/attachments";
import { getPublicConfig } from "#app/server/config/env.server";
import { documentVersionAttachment } from "#app/server/documents/queries.server";
import { invoiceViewById } from "#app/server/invoices/queries.server";
import { invoicePdf } from "#app/server/pdf/invoice.server";
import { proposalPdf } from "#app/server/pdf/proposal.server";
import { proposalViewById } from "#app/server/proposals/queries.server";

export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Reads one referenced file; null when it no longer exists. */
export type AttachmentResolver = (id: number) => Promise<ResolvedAttachment | null>;

/** A proposal version as its PDF, drawn from what its buyer's page shows when the email leaves. */
async function proposalPdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const proposal = await proposalViewById(id);
  if (!proposal) return null;
  const file = await proposalPdf(proposal, getPublicConfig());
  return { filename: `Nestz proposal ${proposal.reference}.pdf`, contentType: "application/pdf", content: file.body };
}

async function invoicePdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const invoice = await invoiceViewById(id);
  if (!invoice) return null;
  const file = await invoicePdf(invoice, getPublicConfig());
  return { filename: `Nestz invoice ${invoice.number}.pdf`, contentType: "application/pdf", content: file.body };
}

const resolvers: Record<AttachmentKind, AttachmentResolver> = {
  "document-version": documentVersionAttachment,
  "proposal-pdf": proposalPdfAttachment,
  "invoice-pdf": invoicePdfAttachment,
};

/** A reference that names nothing: the message is not sent without its file. */
export class MissingAttachmentError extends Error {
  constructor(ref: AttachmentRef) {
    super(`attachment ${ref.kind} #${ref.id} could not be found`);
    this.name = "MissingAttachmentError";
  }
}

/** Every file of a message, in the order given, or MissingAttachmentError. */
export async function resolveAttachments(refs: readonly AttachmentRef[]): Promise<ResolvedAttachment[]> {
  const files: ResolvedAttachment[] = [];
  for (const ref of refs) {
    const resolver = resolvers[ref.kind] as AttachmentResolver | undefined;
    const file = resolver ? await resolver(ref.id) : null;
    if (!file) throw new MissingAttachmentError(ref);
    files.push(file);
  }
  return files;
}
