/**
 * Quote and rental requests: stored with both of their emails in one
 * transaction, once per form (its idempotency key). The form's robot trap and
 * per-client limit are the /Contact route's (app/routes/site/contact.server.ts).
 */
import { desc, eq } from "drizzle-orm";

import { compliance, delivery } from "#app/content/facts";
import {
  buyerTypeNames,
  dayName,
  intentNames,
  modelNames,
  monthName,
  optionNames,
  quoteNextSteps,
} from "#app/content/quote-requests/quote";
import { formatCentsShort } from "#app/domain/common/money";
import type { ZipAnswer } from "#app/domain/delivery/views";
import { DOCUMENT_KIND_LABELS, isRequestablePaper } from "#app/domain/documents/documents";
import type { QuoteRequestInput, QuoteRules } from "#app/domain/quote-requests/form";
import { buyerTypeLabels, type HomeOption } from "#app/domain/quote-requests/rules";
import type { QuoteRequestConfirmation, QuoteRequestSummary, SummaryLine } from "#app/domain/quote-requests/views";
import { businessDay } from "#app/domain/time/business-time";
import { getEnv } from "#app/server/config/env.server";
import { type Database, withDb } from "#app/server/db/client.server";
import { quoteRequests } from "#app/server/db/schema.server";
import { quoteDeliveryForZip, zipAnswer } from "#app/server/delivery/fee.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { quoteConfirmationEmail, quoteRequestSummaryEmail } from "#app/server/email/templates.server";
import type { Attribution } from "#app/server/insights/attribution.server";

export type QuoteRequest = typeof quoteRequests.$inferSelect;
export type QuoteRequestStatus = QuoteRequest["status"];
export type { QuoteRequestConfirmation, QuoteRequestSummary };

/** The rules a request is checked against today: the facts, and today's date in Portland. */
export function quoteRules(now = new Date()): QuoteRules {
  return { rentalMaxDays: compliance.rentalMaxDays, today: businessDay(now) };
}

export interface NewQuoteRequest {
  request: QuoteRequestInput;
  /** The form's one-time key: the same key always finds the same request. */
  idempotencyKey: string;
  /** The signed-in buyer, linked to the request; null for a guest. */
  userId: string | null;
  /** Where the visit came from (app/server/insights/attribution.server.ts `attributeRequest`); null when unknown. */
  source?: Attribution | null;
}

export type CreateQuoteRequestResult =
  | { ok: true; confirmation: QuoteRequestConfirmation; repeated: boolean }
  | { ok: false; reason: "key-conflict"; message: string };

export const refusalMessages = {
  keyConflict: "This form was already used to send another request. Please check your details and send it again.",
} as const;

interface Options {
  /** Where the business's copy goes; CONTACT_EMAIL by default. */
  businessEmail?: string;
}

/**
 * Stores a checked request and queues its two emails (the summary to the
 * business, the confirmation with its reference to the buyer) in one
 * transaction: all three or nothing. A key seen before returns that request's
 * confirmation and stores nothing; so does a concurrent submission of the
 * same key.
 */
export async function createQuoteRequest(
  input: NewQuoteRequest,
  options: Options = {},
): Promise<CreateQuoteRequestResult> {
  const existing = await findQuoteRequestByKey(input.idempotencyKey);
  if (existing) return repeatOf(existing, input.request);

  const { request } = input;
  const estimate = quoteDeliveryForZip(request.zip);
  const businessEmail = options.businessEmail ?? getEnv().CONTACT_EMAIL;
  const created = await withDb((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(quoteRequests)
        .values({
          idempotencyKey: input.idempotencyKey,
          buyerType: request.buyerType,
          intent: request.intent,
          name: request.name,
          email: request.email,
          phone: request.phone,
          organization: request.organization,
          poReference: request.poReference,
          units: request.units,
          model: request.model,
          options: request.options,
          papers: request.papers,
          deliveryStreet: request.street,
          deliveryCityName: request.city,
          zip: request.zip,
          deliveryCity: estimate.ok ? estimate.quote.city : null,
          deliveryState: estimate.ok ? estimate.quote.state : null,
          deliveryMiles: estimate.ok ? estimate.quote.miles : null,
          deliveryFeeCents: estimate.ok ? estimate.quote.feeCents : null,
          neededBy: request.neededBy,
          rentalStart: request.rentalStart,
          rentalDays: request.rentalDays,
          message: request.message,
          userId: input.userId,
          source: input.source?.source ?? null,
          medium: input.source?.medium ?? null,
          campaign: input.source?.campaign ?? null,
          referrerHost: input.source?.referrerHost ?? null,
        })
        .onConflictDoNothing({ target: quoteRequests.idempotencyKey })
        .returning();
      if (!row) return null; // a concurrent submission of the same form got there first
      const lines = summaryLines(row);
      await enqueueEmail(
        tx,
        quoteRequestSummaryEmail({
          to: businessEmail,
          reference: row.reference,
          headline: headline(row),
          lines,
          message: row.message,
        }),
      );
      await enqueueEmail(
        tx,
        quoteConfirmationEmail({
          to: row.email,
          name: row.name,
          reference: row.reference,
          lines,
          nextSteps: quoteNextSteps,
        }),
      );
      return row;
    }),
  );
  if (created) return { ok: true, confirmation: confirmationOf(created), repeated: false };
  const winner = await findQuoteRequestByKey(input.idempotencyKey);
  if (!winner) throw new Error("a request vanished after its key was taken");
  return repeatOf(winner, request);
}

/** The same form sent again is the same request, as long as it is the same buyer. */
function repeatOf(existing: QuoteRequest, request: QuoteRequestInput): CreateQuoteRequestResult {
  if (existing.email !== request.email)
    return { ok: false, reason: "key-conflict", message: refusalMessages.keyConflict };
  return { ok: true, confirmation: confirmationOf(existing), repeated: true };
}

export async function findQuoteRequestByKey(idempotencyKey: string, db?: Database): Promise<QuoteRequest | null> {
  const select = (d: Database) =>
    d.select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, idempotencyKey)).limit(1);
  const [row] = db ? await select(db) : await withDb(select);
  return row ?? null;
}

/** "4 × Office Nestz to buy, for a government agency" */
export function headline(row: Pick<QuoteRequest, "units" | "model" | "intent" | "buyerType">): string {
  return `${row.units} × ${modelNames[row.model]} to ${row.intent}, for ${buyerTypeNames[row.buyerType]}`;
}

/** Everything the buyer sent, labelled, in the order the form asks: for the emails, the confirmation and the console. */
export function summaryLines(row: QuoteRequest): SummaryLine[] {
  const lines: SummaryLine[] = [
    ["Reference", row.reference],
    ["Name", row.name],
    ["Email", row.email],
  ];
  if (row.phone) lines.push(["Phone", row.phone]);
  if (row.organization) lines.push(["Organization", row.organization]);
  lines.push(["Buying for", buyerTypeLabels[row.buyerType]]);
  if (row.poReference) lines.push(["Bid or PO reference", row.poReference]);
  lines.push(["Buy or rent", intentNames[row.intent]]);
  if (row.rentalStart) lines.push(["Rental starts", dayName(row.rentalStart)]);
  if (row.rentalDays) lines.push(["Rental length", `${row.rentalDays} day${row.rentalDays === 1 ? "" : "s"}`]);
  lines.push(["Units", String(row.units)]);
  lines.push(["Model", modelNames[row.model]]);
  const options = row.options.map((option) => (isOption(option) ? optionNames[option] : option));
  lines.push(["Options", options.length ? options.join(", ") : "None"]);
  const papers = row.papers.filter(isRequestablePaper).map((paper) => DOCUMENT_KIND_LABELS[paper]);
  if (papers.length) lines.push(["Papers asked for", papers.join(", ")]);
  lines.push(["Delivery ZIP", row.zip]);
  lines.push(["Delivery estimate", deliveryLine(row)]);
  lines.push(["Needed by", monthName(row.neededBy)]);
  return lines;
}

const isOption = (value: string): value is HomeOption => value in optionNames;

function deliveryLine(row: QuoteRequest): string {
  const answer = zipAnswerOf(row);
  if (!answer.ok) return `None yet. ${answer.message}`;
  const { feeCents, city, state, miles } = answer.quote;
  return `${formatCentsShort(feeCents)} to ${city}, ${state} (${miles} miles from PDX in a straight line)`;
}

/** The estimate stored with the request; for a ZIP without one, the reason in words. */
function zipAnswerOf(row: QuoteRequest): ZipAnswer {
  if (row.deliveryFeeCents !== null && row.deliveryMiles !== null && row.deliveryCity && row.deliveryState) {
    return {
      ok: true,
      quote: {
        zip: row.zip,
        city: row.deliveryCity,
        state: row.deliveryState,
        miles: row.deliveryMiles,
        feeCents: row.deliveryFeeCents,
        rule: row.deliveryMiles > delivery.flatRadiusMiles ? "per-mile" : "flat",
        pin: null,
      },
    };
  }
  return zipAnswer(row.zip);
}

function confirmationOf(row: QuoteRequest): QuoteRequestConfirmation {
  return {
    reference: row.reference,
    name: row.name,
    email: row.email,
    intent: row.intent,
    lines: summaryLines(row),
    delivery: zipAnswerOf(row),
  };
}

/** A signed-in buyer's requests, newest first, for their account page. */
export async function listQuoteRequestsForUser(userId: string): Promise<QuoteRequestSummary[]> {
  const rows = await withDb((db) =>
    db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.userId, userId))
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(50),
  );
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    intent: row.intent,
    buyerType: row.buyerType,
    units: row.units,
    model: row.model,
    zip: row.zip,
    neededBy: row.neededBy,
  }));
}
