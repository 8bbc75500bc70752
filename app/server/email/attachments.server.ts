/**
 * Turns an outbox row's attachment references into files when the message is
 * sent. The email module reads none of the domains that attach files: each
 * of them offers the resolver of its own kind, and app/email-attachments.server.ts
 * hands the full set to the sender, as billing/ hands the payment providers
 * what they settle. A new kind adds its name to ATTACHMENT_KINDS, and the
 * compiler asks for its resolver there.
 */
import type { AttachmentKind, AttachmentRef } from "#app/domain/email/attachments";

export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Reads one referenced file; null when it no longer exists. */
export type AttachmentResolver = (id: number) => Promise<ResolvedAttachment | null>;

/** One resolver for every kind of reference. */
export type AttachmentResolvers = Readonly<Record<AttachmentKind, AttachmentResolver>>;

/** A reference that names nothing: the message is not sent without its file. */
export class MissingAttachmentError extends Error {
  constructor(ref: AttachmentRef) {
    super(`attachment ${ref.kind} #${ref.id} could not be found`);
    this.name = "MissingAttachmentError";
  }
}

/** Every file of a message, in the order given, or MissingAttachmentError. */
export async function resolveAttachments(
  refs: readonly AttachmentRef[],
  resolvers: AttachmentResolvers,
): Promise<ResolvedAttachment[]> {
  const files: ResolvedAttachment[] = [];
  for (const ref of refs) {
    const resolver = resolvers[ref.kind] as AttachmentResolver | undefined;
    const file = resolver ? await resolver(ref.id) : null;
    if (!file) throw new MissingAttachmentError(ref);
    files.push(file);
  }
  return files;
}
