/**
 * The console's inbox of quote and rental requests: the filtered list (and
 * its export), a request with its private notes and history, and the two
 * changes the owner makes — a note, a new status — each audited in the
 * same transaction as the change.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

import { describeAction } from "#app/domain/audit/activity";
import type { HistoryView } from "#app/domain/audit/views";
import { isRequestablePaper } from "#app/domain/documents/documents";
import { QUOTE_REQUESTS_PER_PAGE, type QuoteRequestFilters } from "#app/domain/quote-requests/filters";
import {
  isQuoteRequestStatus,
  QUOTE_REQUEST_STATUS_LABELS,
  type QuoteRequestStatus,
} from "#app/domain/quote-requests/status";
import type { QuoteRequestListView, QuoteRequestNoteView } from "#app/domain/quote-requests/views";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { type Actor, listActivity, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { quoteRequestNotes, quoteRequests } from "#app/server/db/schema.server";

import { headline, type QuoteRequest } from "./changes.server";

function whereOf(filters: QuoteRequestFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(quoteRequests.status, filters.status));
  if (filters.buyer) conditions.push(eq(quoteRequests.buyerType, filters.buyer));
  if (filters.intent) conditions.push(eq(quoteRequests.intent, filters.intent));
  return conditions.length ? and(...conditions) : undefined;
}

export interface QuoteRequestPage {
  entries: QuoteRequestListView[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the requests that match, newest first. */
export async function listQuoteRequests(filters: QuoteRequestFilters): Promise<QuoteRequestPage> {
  return withDb(async (db) => {
    const where = whereOf(filters);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(quoteRequests)
        .where(where)
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(QUOTE_REQUESTS_PER_PAGE)
        .offset((filters.page - 1) * QUOTE_REQUESTS_PER_PAGE),
      db.select({ total: count() }).from(quoteRequests).where(where),
    ]);
    const total = counted?.total ?? 0;
    return {
      entries: rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        received: formatBusinessDateTime(row.createdAt),
        name: row.name,
        organization: row.organization,
        email: row.email,
        buyerType: row.buyerType,
        intent: row.intent,
        units: row.units,
        model: row.model,
        zip: row.zip,
        headline: headline(row),
        papers: row.papers.filter(isRequestablePaper),
        papersSent: row.papersSentAt !== null,
      })),
      total,
      page: filters.page,
      pageCount: Math.max(1, Math.ceil(total / QUOTE_REQUESTS_PER_PAGE)),
    };
  });
}

/** Every request that matches (all pages), newest first: for the CSV export. */
export async function exportQuoteRequests(filters: QuoteRequestFilters): Promise<QuoteRequest[]> {
  return withDb(async (db) => {
    return db
      .select()
      .from(quoteRequests)
      .where(whereOf(filters))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  });
}

export interface QuoteRequestDetail {
  quoteRequest: QuoteRequest;
  notes: QuoteRequestNoteView[];
  history: HistoryView[];
}

const statusOf = (value: unknown): QuoteRequestStatus | null => {
  const status = typeof value === "object" && value !== null ? (value as { status?: unknown }).status : undefined;
  return typeof status === "string" && isQuoteRequestStatus(status) ? status : null;
};

/** A history line in plain words: "Status changed from New to Contacted". */
function describe(entry: { action: string; before: unknown; after: unknown }): string {
  if (entry.action === "quote-request.status-changed") {
    const from = statusOf(entry.before);
    const to = statusOf(entry.after);
    if (from && to)
      return `Status changed from ${QUOTE_REQUEST_STATUS_LABELS[from]} to ${QUOTE_REQUEST_STATUS_LABELS[to]}`;
  }
  return describeAction(entry.action);
}

/** A request with its notes (oldest first, as a conversation reads) and its history (newest first). */
export async function getQuoteRequestDetail(id: number): Promise<QuoteRequestDetail | null> {
  return withDb(async (db) => {
    const [quoteRequest] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id)).limit(1);
    if (!quoteRequest) return null;
    const [notes, history] = await Promise.all([
      db
        .select()
        .from(quoteRequestNotes)
        .where(eq(quoteRequestNotes.quoteRequestId, id))
        .orderBy(asc(quoteRequestNotes.createdAt), asc(quoteRequestNotes.id)),
      listActivity(db, { subjectType: "quote-request", subjectId: String(id), limit: 100 }),
    ]);
    return {
      quoteRequest,
      notes: notes.map((note) => ({
        id: note.id,
        authorName: note.authorName,
        body: note.body,
        at: note.createdAt.toISOString(),
        when: formatBusinessDateTime(note.createdAt),
      })),
      history: history.map((entry) => ({
        id: entry.id,
        actorEmail: entry.actorEmail,
        at: entry.createdAt.toISOString(),
        when: formatBusinessDateTime(entry.createdAt),
        what: describe(entry),
      })),
    };
  });
}

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
