/** What the console shows of the business's papers: the list, a request's asks, and the overview's warnings. */
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { DOCUMENT_KIND_LABELS, expiryStanding, isRequestablePaper } from "#app/domain/documents/documents";
import type {
  DocumentView,
  ExpiringDocumentView,
  RemovedDocuments,
  RequestedPapersView,
} from "#app/domain/documents/views";
import { businessDay, formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { withDb } from "#app/server/db/client.server";
import { documents, documentVersions } from "#app/server/db/schema.server";

import { currentPapers } from "./queries.server";

/** "84 KB", "1.2 MB". */
export function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** How many removed documents the page offers to restore, newest removal first. */
const REMOVED_SHOWN = 20;

/** The documents taken off the list, most recently removed first: the owner may put one back. */
export async function listRemovedDocuments(): Promise<RemovedDocuments> {
  return withDb(async (db) => {
    const rows = await db
      .select({ id: documents.id, name: documents.name, kind: documents.kind, removedAt: documents.removedAt })
      .from(documents)
      .where(isNotNull(documents.removedAt))
      .orderBy(desc(documents.removedAt), desc(documents.id))
      // One more than is shown, to know whether there are older ones.
      .limit(REMOVED_SHOWN + 1);
    const shown = rows
      .slice(0, REMOVED_SHOWN)
      .flatMap(({ removedAt, ...row }) =>
        removedAt ? [{ ...row, removedAt: removedAt.toISOString(), removed: formatBusinessDateTime(removedAt) }] : [],
      );
    return { shown, older: rows.length > REMOVED_SHOWN };
  });
}

/** Every listed (not removed) document, by kind then name, each with its files newest first. */
export async function listDocuments(now = new Date()): Promise<DocumentView[]> {
  const today = businessDay(now);
  return withDb(async (db) => {
    const rows = await db
      .select()
      .from(documents)
      .where(isNull(documents.removedAt))
      .orderBy(asc(documents.kind), asc(documents.name), asc(documents.id));
    const versions = await db
      .select({
        id: documentVersions.id,
        documentId: documentVersions.documentId,
        fileName: documentVersions.fileName,
        byteSize: documentVersions.byteSize,
        uploadedByEmail: documentVersions.uploadedByEmail,
        createdAt: documentVersions.createdAt,
      })
      .from(documentVersions)
      .innerJoin(documents, and(eq(documents.id, documentVersions.documentId), isNull(documents.removedAt)))
      .orderBy(desc(documentVersions.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      kind: row.kind,
      expiresOn: row.expiresOn,
      expiry: row.expiresOn ? dayLabel(row.expiresOn) : null,
      standing: expiryStanding(row.expiresOn, today),
      versions: versions
        .filter((version) => version.documentId === row.id)
        .map((version) => ({
          id: version.id,
          fileName: version.fileName,
          size: sizeLabel(version.byteSize),
          uploadedAt: version.createdAt.toISOString(),
          uploaded: formatBusinessDateTime(version.createdAt),
          uploadedBy: version.uploadedByEmail,
        })),
    }));
  });
}

/** The papers a request asked for, what would be attached, and whether one click can send them. */
export async function requestedPapers(
  papers: readonly string[],
  sentAt: Date | null,
  now = new Date(),
): Promise<RequestedPapersView | null> {
  const asked = papers.filter(isRequestablePaper);
  if (asked.length === 0) return null;
  const today = businessDay(now);
  const current = await currentPapers(asked);
  const views = asked.map((kind) => {
    const paper = current.find((candidate) => candidate.kind === kind);
    const expired = paper ? expiryStanding(paper.expiresOn, today) === "expired" : false;
    return {
      kind,
      label: DOCUMENT_KIND_LABELS[kind],
      document: paper && !expired ? { name: paper.name, fileName: paper.fileName } : null,
      expired,
    };
  });
  return {
    asked: views,
    sent: sentAt ? formatBusinessDateTime(sentAt) : null,
    ready: views.every((view) => view.document !== null),
  };
}

/** Papers that expire within the warning window or have expired, soonest first: for the overview. */
export async function expiringDocuments(now = new Date()): Promise<ExpiringDocumentView[]> {
  const today = businessDay(now);
  const rows = await withDb((db) =>
    db
      .select({ id: documents.id, name: documents.name, expiresOn: documents.expiresOn })
      .from(documents)
      .where(and(isNotNull(documents.expiresOn), isNull(documents.removedAt)))
      .orderBy(asc(documents.expiresOn), sql`${documents.id}`),
  );
  const views: ExpiringDocumentView[] = [];
  for (const row of rows) {
    if (!row.expiresOn) continue;
    const standing = expiryStanding(row.expiresOn, today);
    if (standing === "expiring" || standing === "expired")
      views.push({ id: row.id, name: row.name, expiry: dayLabel(row.expiresOn), standing });
  }
  return views;
}
