/**
 * The two changes the owner makes to a quote request from the console, a
 * private note and a new status, each audited in the same transaction.
 */
import { eq } from "drizzle-orm";

import { type QuoteRequestStatus } from "#app/domain/quote-requests/status";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { quoteRequestNotes, quoteRequests } from "#app/server/db/schema.server";

/** Who writes a note: the audit's actor, and the name shown beside the note. */
export interface NoteAuthor extends Actor {
  name: string;
}

export type NoteResult = { ok: true; noteId: number } | { ok: false; reason: "not-found" };

/** Adds a private note to a request; the note and its audit record are written together or not at all. */
export async function addQuoteRequestNote(
  author: NoteAuthor,
  quoteRequestId: number,
  body: string,
): Promise<NoteResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [quoteRequest] = await tx
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteRequestId))
        .for("share");
      if (!quoteRequest) return { ok: false, reason: "not-found" } as const;
      const [note] = await tx
        .insert(quoteRequestNotes)
        .values({ quoteRequestId, authorId: author.id, authorName: author.name, body })
        .returning({ id: quoteRequestNotes.id });
      if (!note) throw new Error("the note was not stored");
      await recordChange(tx, author, {
        action: "quote-request.noted",
        subjectType: "quote-request",
        subjectId: quoteRequestId,
        after: { noteId: note.id, body },
      });
      return { ok: true, noteId: note.id } as const;
    });
  });
}

export type StatusResult =
  | { ok: true; changed: boolean; status: QuoteRequestStatus }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "stale"; current: QuoteRequestStatus };

/**
 * Moves a request from the status the owner saw (`from`) to `to`. If someone
 * changed it meanwhile, nothing is changed and the current status comes back.
 * The change and its audit record (before and after) share one transaction.
 */
export async function changeQuoteRequestStatus(
  actor: Actor,
  { quoteRequestId, from, to }: { quoteRequestId: number; from: QuoteRequestStatus; to: QuoteRequestStatus },
): Promise<StatusResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ status: quoteRequests.status })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quoteRequestId))
        .for("update");
      if (!row) return { ok: false, reason: "not-found" } as const;
      if (row.status !== from) return { ok: false, reason: "stale", current: row.status } as const;
      if (from === to) return { ok: true, changed: false, status: to } as const;
      await tx
        .update(quoteRequests)
        .set({ status: to, updatedAt: new Date() })
        .where(eq(quoteRequests.id, quoteRequestId));
      await recordChange(tx, actor, {
        action: "quote-request.status-changed",
        subjectType: "quote-request",
        subjectId: quoteRequestId,
        before: { status: from },
        after: { status: to },
      });
      return { ok: true, changed: true, status: to } as const;
    });
  });
}
