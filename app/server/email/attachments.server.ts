/**
 * Turns an outbox row's attachment references into files when the message is
 * sent. Each kind of reference has one resolver here; a new kind (a proposal
 * or invoice PDF) adds its name to ATTACHMENT_KINDS and its resolver below,
 * and the compiler asks for both.
 */
import type { AttachmentKind, AttachmentRef } from "#app/domain/email/attachments";
import { documentVersionAttachment } from "#app/server/documents/queries.server";

export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Reads one referenced file; null when it no longer exists. */
export type AttachmentResolver = (id: number) => Promise<ResolvedAttachment | null>;

const resolvers: Record<AttachmentKind, AttachmentResolver> = {
  "document-version": documentVersionAttachment,
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
