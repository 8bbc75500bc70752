/** Reading the business's papers: a version's file, and the current file of each kind. */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";

import type { DocumentKind } from "#app/domain/documents/documents";
import { type Database, withDb } from "#app/server/db/client.server";
import { documents, documentVersions } from "#app/server/db/schema.server";

export interface DocumentFile {
  fileName: string;
  content: Buffer;
}

/** One stored file by its version id; null when there is none. */
export async function documentVersionFile(versionId: number): Promise<DocumentFile | null> {
  const [row] = await withDb((db) =>
    db
      .select({ fileName: documentVersions.fileName, content: documentVersions.content })
      .from(documentVersions)
      .where(eq(documentVersions.id, versionId)),
  );
  return row ?? null;
}

/** The outbox's resolver for `{ kind: "document-version", id }`. */
export async function documentVersionAttachment(versionId: number) {
  const file = await documentVersionFile(versionId);
  return file ? { filename: file.fileName, contentType: "application/pdf", content: file.content } : null;
}

export interface CurrentPaper {
  documentId: number;
  name: string;
  kind: DocumentKind;
  expiresOn: string | null;
  versionId: number;
  fileName: string;
}

/**
 * The paper sent for each kind: of the listed documents of that kind, the one
 * changed last, with its newest file. Reads through `executor` so a send can
 * read inside its own transaction.
 */
export async function currentPapers(
  kinds: readonly DocumentKind[],
  executor?: Pick<Database, "selectDistinctOn">,
): Promise<CurrentPaper[]> {
  if (kinds.length === 0) return [];
  const read = (db: Pick<Database, "selectDistinctOn">) =>
    db
      .selectDistinctOn([documents.kind], {
        documentId: documents.id,
        name: documents.name,
        kind: documents.kind,
        expiresOn: documents.expiresOn,
        versionId: documentVersions.id,
        fileName: documentVersions.fileName,
      })
      .from(documents)
      .innerJoin(documentVersions, eq(documentVersions.documentId, documents.id))
      .where(and(inArray(documents.kind, [...kinds]), isNull(documents.removedAt)))
      .orderBy(documents.kind, desc(documents.updatedAt), desc(documents.id), desc(documentVersions.id));
  return executor ? read(executor) : withDb(read);
}
