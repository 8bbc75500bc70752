/**
 * The console's inbox of quote and rental requests: the filtered list (and
 * its export), a request with its private notes and history.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

import { intentNames, modelNames, optionNames } from "#app/content/quote-requests/quote";
import { describeAction } from "#app/domain/audit/activity";
import type { HistoryView } from "#app/domain/audit/views";
import { type CsvColumn, csvTable } from "#app/domain/console/csv";
import { isRequestablePaper } from "#app/domain/documents/documents";
import { QUOTE_REQUESTS_PER_PAGE, type QuoteRequestFilters } from "#app/domain/quote-requests/filters";
import { buyerTypeLabels } from "#app/domain/quote-requests/rules";
import {
  isQuoteRequestStatus,
  QUOTE_REQUEST_STATUS_LABELS,
  type QuoteRequestStatus,
} from "#app/domain/quote-requests/status";
import type { QuoteRequestListView, QuoteRequestNoteView } from "#app/domain/quote-requests/views";
import { businessDay, formatBusinessDateTime, formatBusinessTimestamp } from "#app/domain/time/business-time";
import { listActivity } from "#app/server/audit/record.server";
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

const optionName = (option: string) =>
  option in optionNames ? optionNames[option as keyof typeof optionNames] : option;

/** The export's columns: everything the buyer sent, where the request stands, and the delivery estimate. */
const columns: CsvColumn<QuoteRequest>[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Received (Pacific)", value: (row) => formatBusinessTimestamp(row.createdAt) },
  { header: "Status", value: (row) => QUOTE_REQUEST_STATUS_LABELS[row.status] },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Organization", value: (row) => row.organization },
  { header: "Buying for", value: (row) => buyerTypeLabels[row.buyerType] },
  { header: "Bid or PO reference", value: (row) => row.poReference },
  { header: "Buy or rent", value: (row) => intentNames[row.intent] },
  { header: "Units", value: (row) => row.units },
  { header: "Model", value: (row) => modelNames[row.model] },
  { header: "Options", value: (row) => row.options.map(optionName).join(", ") },
  { header: "Delivery ZIP", value: (row) => row.zip },
  {
    header: "Delivery city",
    value: (row) => (row.deliveryCity && row.deliveryState ? `${row.deliveryCity}, ${row.deliveryState}` : null),
  },
  { header: "Miles from PDX", value: (row) => row.deliveryMiles },
  // Dollars with cents, as a spreadsheet reads a number: 644.00.
  {
    header: "Delivery estimate (USD)",
    value: (row) => (row.deliveryFeeCents === null ? null : (row.deliveryFeeCents / 100).toFixed(2)),
  },
  { header: "Needed by", value: (row) => row.neededBy },
  { header: "Rental starts", value: (row) => row.rentalStart },
  { header: "Rental days", value: (row) => row.rentalDays },
  { header: "Message", value: (row) => row.message },
  // Where the visit that led to the request came from (Insights, decision 0026).
  { header: "Source", value: (row) => row.source },
  { header: "Medium", value: (row) => row.medium },
  { header: "Campaign", value: (row) => row.campaign },
  { header: "Referring site", value: (row) => row.referrerHost },
];

export function quoteRequestsCsv(rows: Iterable<QuoteRequest>): string {
  return csvTable(columns, rows);
}

export function quoteRequestsCsvFileName(now: Date): string {
  return `nestz-quote-requests-${businessDay(now)}.csv`;
}
