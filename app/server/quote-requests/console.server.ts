/**
 * The console's inbox of quote and rental requests: the filtered list (and
 * its export), a request with its private notes and history, and the two
 * changes the owner makes — a note, a new status — each audited in the
 * same transaction as the change.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

import { formatBusinessDateTime } from "#app/domain/business-time";
import { INQUIRIES_PER_PAGE, type InquiryFilters } from "#app/domain/inquiry-filters";
import { INQUIRY_STATUS_LABELS, type InquiryStatus, isInquiryStatus } from "#app/domain/inquiry-status";
import type { BuyerType, HomeModel, Intent } from "#app/domain/quote-rules";
import { type Actor, listActivity, recordChange } from "#app/server/audit/record.server";
import type { Database } from "#app/server/db/client.server";
import { inquiries, inquiryNotes } from "#app/server/db/schema.server";

import { headline, type Inquiry } from "./changes.server";

function whereOf(filters: InquiryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(inquiries.status, filters.status));
  if (filters.buyer) conditions.push(eq(inquiries.buyerType, filters.buyer));
  if (filters.intent) conditions.push(eq(inquiries.intent, filters.intent));
  return conditions.length ? and(...conditions) : undefined;
}

export interface InquiryListEntry {
  id: number;
  reference: string;
  status: InquiryStatus;
  createdAt: string;
  received: string;
  name: string;
  organization: string | null;
  email: string;
  buyerType: BuyerType;
  intent: Intent;
  units: number;
  model: HomeModel;
  zip: string;
  headline: string;
}

export interface InquiryPage {
  entries: InquiryListEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the requests that match, newest first. */
export async function listInquiries(db: Database, filters: InquiryFilters): Promise<InquiryPage> {
  const where = whereOf(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INQUIRIES_PER_PAGE)
      .offset((filters.page - 1) * INQUIRIES_PER_PAGE),
    db.select({ total: count() }).from(inquiries).where(where),
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
    })),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / INQUIRIES_PER_PAGE)),
  };
}

/** Every request that matches (all pages), newest first: for the CSV export. */
export async function exportInquiries(db: Database, filters: InquiryFilters): Promise<Inquiry[]> {
  return db.select().from(inquiries).where(whereOf(filters)).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export interface InquiryNoteView {
  id: number;
  authorName: string;
  body: string;
  at: string;
  when: string;
}

export interface InquiryHistoryEntry {
  id: number;
  actorEmail: string;
  at: string;
  when: string;
  what: string;
}

export interface InquiryDetail {
  inquiry: Inquiry;
  notes: InquiryNoteView[];
  history: InquiryHistoryEntry[];
}

const statusOf = (value: unknown): InquiryStatus | null => {
  const status = typeof value === "object" && value !== null ? (value as { status?: unknown }).status : undefined;
  return typeof status === "string" && isInquiryStatus(status) ? status : null;
};

/** A history line in plain words: "Status changed from New to Contacted". */
function describe(entry: { action: string; before: unknown; after: unknown }): string {
  if (entry.action === "inquiry.status-changed") {
    const from = statusOf(entry.before);
    const to = statusOf(entry.after);
    if (from && to) return `Status changed from ${INQUIRY_STATUS_LABELS[from]} to ${INQUIRY_STATUS_LABELS[to]}`;
  }
  if (entry.action === "inquiry.noted") return "Added a private note";
  return entry.action;
}

/** A request with its notes (oldest first, as a conversation reads) and its history (newest first). */
export async function getInquiryDetail(db: Database, id: number): Promise<InquiryDetail | null> {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!inquiry) return null;
  const [notes, history] = await Promise.all([
    db
      .select()
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
    listActivity(db, { subjectType: "inquiry", subjectId: String(id), limit: 100 }),
  ]);
  return {
    inquiry,
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
}

/** Who writes a note: the audit's actor, and the name shown beside the note. */
export interface NoteAuthor extends Actor {
  name: string;
}

export type NoteResult = { ok: true; noteId: number } | { ok: false; reason: "not-found" };

/** Adds a private note to a request; the note and its audit record are written together or not at all. */
export async function addInquiryNote(
  db: Database,
  author: NoteAuthor,
  inquiryId: number,
  body: string,
): Promise<NoteResult> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId))
      .for("share");
    if (!inquiry) return { ok: false, reason: "not-found" } as const;
    const [note] = await tx
      .insert(inquiryNotes)
      .values({ inquiryId, authorId: author.id, authorName: author.name, body })
      .returning({ id: inquiryNotes.id });
    if (!note) throw new Error("the note was not stored");
    await recordChange(tx, author, {
      action: "inquiry.noted",
      subjectType: "inquiry",
      subjectId: inquiryId,
      after: { noteId: note.id, body },
    });
    return { ok: true, noteId: note.id } as const;
  });
}

export type StatusResult =
  | { ok: true; changed: boolean; status: InquiryStatus }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "stale"; current: InquiryStatus };

/**
 * Moves a request from the status the owner saw (`from`) to `to`. If someone
 * changed it meanwhile, nothing is changed and the current status comes back.
 * The change and its audit record (before and after) share one transaction.
 */
export async function changeInquiryStatus(
  db: Database,
  actor: Actor,
  { inquiryId, from, to }: { inquiryId: number; from: InquiryStatus; to: InquiryStatus },
): Promise<StatusResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: inquiries.status })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.status !== from) return { ok: false, reason: "stale", current: row.status } as const;
    if (from === to) return { ok: true, changed: false, status: to } as const;
    await tx.update(inquiries).set({ status: to, updatedAt: new Date() }).where(eq(inquiries.id, inquiryId));
    await recordChange(tx, actor, {
      action: "inquiry.status-changed",
      subjectType: "inquiry",
      subjectId: inquiryId,
      before: { status: from },
      after: { status: to },
    });
    return { ok: true, changed: true, status: to } as const;
  });
}
