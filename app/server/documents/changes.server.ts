/**
 * Changing the business's papers (a new document, a new file or new details
 * for one, removing one) and
 * sending the papers a buyer asked for. Each change and its activity record
 * share one transaction; a send queues its email in that same transaction.
 */
import { createHash } from "node:crypto";

import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import {
  DOCUMENT_KIND_LABELS,
  type DocumentDetails,
  expiryStanding,
  isRequestablePaper,
  type RequestablePaper,
} from "#app/domain/documents/documents";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { documents, documentVersions, quoteRequests } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { papersEmail } from "#app/server/email/templates.server";

import { currentPapers } from "./queries.server";

/** A checked upload: a PDF within the size limit, with a display name that is no path. */
export interface CheckedFile {
  fileName: string;
  bytes: Buffer;
}

async function addVersion(tx: Transaction, actor: Actor, documentId: number, file: CheckedFile) {
  const [version] = await tx
    .insert(documentVersions)
    .values({
      documentId,
      fileName: file.fileName,
      byteSize: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      content: file.bytes,
      uploadedById: actor.id,
      uploadedByEmail: actor.email,
    })
    .returning({ id: documentVersions.id, sha256: documentVersions.sha256 });
  if (!version) throw new Error("the document version was not stored");
  return version;
}

/** Stores a new document with its first file. */
export async function createDocument(
  actor: Actor,
  details: DocumentDetails,
  file: CheckedFile,
): Promise<{ id: number; versionId: number }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [document] = await tx.insert(documents).values(details).returning({ id: documents.id });
      if (!document) throw new Error("the document was not stored");
      const version = await addVersion(tx, actor, document.id, file);
      await recordChange(tx, actor, {
        action: "document.created",
        subjectType: "document",
        subjectId: document.id,
        after: { ...details, fileName: file.fileName, bytes: file.bytes.length, sha256: version.sha256 },
      });
      return { id: document.id, versionId: version.id };
    }),
  );
}

export type ReplaceResult = { ok: true; versionId: number } | { ok: false; reason: "not-found" };

/** Gives a document a new file (and its new expiry); the earlier files stay as its history. */
export async function replaceDocumentFile(
  actor: Actor,
  documentId: number,
  expiresOn: string | null,
  file: CheckedFile,
): Promise<ReplaceResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const before = await lockDocument(tx, documentId, "listed");
      if (!before) return { ok: false, reason: "not-found" } as const;
      await tx.update(documents).set({ expiresOn, updatedAt: new Date() }).where(eq(documents.id, documentId));
      const version = await addVersion(tx, actor, documentId, file);
      await recordChange(tx, actor, {
        action: "document.replaced",
        subjectType: "document",
        subjectId: documentId,
        before: { expiresOn: before.expiresOn },
        after: { expiresOn, fileName: file.fileName, bytes: file.bytes.length, sha256: version.sha256 },
      });
      return { ok: true, versionId: version.id } as const;
    }),
  );
}

export type DocumentChangeResult = { ok: true } | { ok: false; reason: "not-found" };

/** A document in the given standing, locked for a change; null when there is none in it. */
async function lockDocument(tx: Transaction, documentId: number, standing: "listed" | "removed") {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        standing === "listed" ? isNull(documents.removedAt) : isNotNull(documents.removedAt),
      ),
    )
    .for("update");
  return row ?? null;
}

/** Renames a document, or changes its kind or expiry, keeping its file. */
export async function updateDocumentDetails(
  actor: Actor,
  documentId: number,
  details: DocumentDetails,
): Promise<DocumentChangeResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const before = await lockDocument(tx, documentId, "listed");
      if (!before) return { ok: false, reason: "not-found" } as const;
      await tx
        .update(documents)
        .set({ ...details, updatedAt: new Date() })
        .where(eq(documents.id, documentId));
      await recordChange(tx, actor, {
        action: "document.updated",
        subjectType: "document",
        subjectId: documentId,
        before: { name: before.name, kind: before.kind, expiresOn: before.expiresOn },
        after: details,
      });
      return { ok: true } as const;
    }),
  );
}

/**
 * Takes a document off the list: it is no longer sent or warned about. Its
 * files stay, so an email already queued with one still goes out whole and
 * the activity log's links still open.
 */
export async function removeDocument(
  actor: Actor,
  documentId: number,
): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const before = await lockDocument(tx, documentId, "listed");
      if (!before) return { ok: false, reason: "not-found" } as const;
      await tx.update(documents).set({ removedAt: new Date() }).where(eq(documents.id, documentId));
      await recordChange(tx, actor, {
        action: "document.removed",
        subjectType: "document",
        subjectId: documentId,
        before: { name: before.name, kind: before.kind, expiresOn: before.expiresOn },
      });
      return { ok: true, name: before.name } as const;
    }),
  );
}

/**
 * Puts a removed document back on the list, with its files and details as
 * they were: it is sent and warned about again.
 */
export async function restoreDocument(
  actor: Actor,
  documentId: number,
): Promise<{ ok: true; name: string } | { ok: false; reason: "not-found" }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const before = await lockDocument(tx, documentId, "removed");
      if (!before) return { ok: false, reason: "not-found" } as const;
      await tx.update(documents).set({ removedAt: null }).where(eq(documents.id, documentId));
      await recordChange(tx, actor, {
        action: "document.restored",
        subjectType: "document",
        subjectId: documentId,
        after: { name: before.name, kind: before.kind, expiresOn: before.expiresOn },
      });
      return { ok: true, name: before.name } as const;
    }),
  );
}

export type SendPapersResult =
  | { ok: true; to: string; sent: RequestablePaper[] }
  | { ok: false; reason: "not-found" | "nothing-asked" }
  | { ok: false; reason: "missing"; missing: RequestablePaper[] };

/**
 * Emails a request's buyer the current PDF of each paper they asked for, in
 * one message. The message (with its attachment references), the request's
 * "sent" time and the activity record are written together or not at all.
 * A paper that is missing or expired stops the send: nothing is queued.
 */
export async function sendRequestedPapers(
  actor: Actor,
  quoteRequestId: number,
  now = new Date(),
): Promise<SendPapersResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)).for("update");
      if (!request) return { ok: false, reason: "not-found" } as const;
      const asked = request.papers.filter(isRequestablePaper);
      if (asked.length === 0) return { ok: false, reason: "nothing-asked" } as const;
      const today = businessDay(now);
      const papers = await currentPapers(asked, tx);
      const usable = papers.filter((paper) => expiryStanding(paper.expiresOn, today) !== "expired");
      const missing = asked.filter((kind) => !usable.some((paper) => paper.kind === kind));
      if (missing.length) return { ok: false, reason: "missing", missing } as const;
      const attached = asked.map((kind) => usable.find((paper) => paper.kind === kind)).filter((paper) => !!paper);
      const outboxId = await enqueueEmail(tx, {
        ...papersEmail({
          to: request.email,
          name: request.name,
          reference: request.reference,
          papers: attached.map((paper) => DOCUMENT_KIND_LABELS[paper.kind]),
        }),
        attachments: attached.map((paper) => ({ kind: "document-version" as const, id: paper.versionId })),
      });
      await tx
        .update(quoteRequests)
        .set({ papersSentAt: now, updatedAt: sql`now()` })
        .where(eq(quoteRequests.id, quoteRequestId));
      await recordChange(tx, actor, {
        action: "quote-request.papers-sent",
        subjectType: "quote-request",
        subjectId: quoteRequestId,
        after: {
          to: request.email,
          outboxId,
          papers: attached.map((paper) => ({
            kind: paper.kind,
            documentId: paper.documentId,
            versionId: paper.versionId,
          })),
        },
      });
      return { ok: true, to: request.email, sent: asked } as const;
    }),
  );
}
