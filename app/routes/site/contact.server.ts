/**
 * The quote request form on /Contact: what it starts with (the loader) and
 * what happens when it is sent (the action): the robot trap, the per-client
 * limit shared by every server instance, then the request stored. It is a
 * plain form, so it works the same with or without JavaScript.
 */
import { createHash, randomUUID } from "node:crypto";

import { data } from "react-router";

import { REQUESTABLE_PAPERS } from "#app/domain/documents/documents";
import { LANDING_FIELDS, type LandingField } from "#app/domain/insights/landing-fields";
import { parseQuoteRequest, type QuoteRequestInput } from "#app/domain/quote-requests/form";
import {
  EMPTY_QUOTE_FORM,
  MESSAGE_MAX,
  OPTIONS,
  prefillFromQuery,
  QUOTE_TEXT_FIELDS,
  type QuoteFormValues,
} from "#app/domain/quote-requests/rules";
import type { QuoteOutcome, QuoteStart } from "#app/domain/quote-requests/views";
import { getSessionUser } from "#app/server/auth/session.server";
import { limitAddress } from "#app/server/http/client-address.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import { hit } from "#app/server/http/request-limits.server";
import { attributeRequest } from "#app/server/insights/attribution.server";
import { createQuoteRequest, findQuoteRequestByKey, quoteRules } from "#app/server/quote-requests/changes.server";

/** The form's hidden field that only robots fill in. */
export const HONEYPOT_FIELD = "website";
export const KEY_FIELD = "idempotencyKey";

/** New requests one client may send per window; more than a person needs, too few to flood the inbox. */
export const QUOTE_REQUEST_LIMIT = { max: 20, windowSeconds: 60 * 60 } as const;

export const refusalMessages = {
  bot: "Sorry, we couldn't send that request. Please give us a call or send us an email instead.",
  rateLimited: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `We've had several requests from you in a short time, so we've paused new ones for about ${minutes} minute${minutes === 1 ? "" : "s"}. Please try again then, or give us a call.`;
  },
} as const;

/**
 * The form's start: values and the one-time key. The key is empty in the
 * prerendered page (one HTML for every guest): the browser makes one, or the
 * action derives one.
 */
export type QuoteFormStart = QuoteStart;
export type QuoteActionResult = QuoteOutcome;

/** The form's first values: what a "Request a quote" link pre-fills, and a signed-in buyer's name and email. */
export async function quoteFormStart(request: Request): Promise<QuoteFormStart> {
  const user = await getSessionUser(request);
  const values: QuoteFormValues = {
    ...EMPTY_QUOTE_FORM,
    ...(user ? { name: user.displayName, email: user.email } : {}),
    ...prefillFromQuery(new URL(request.url).searchParams),
  };
  // Empty, as in the prerendered page every guest shares: the browser makes the key, or the action derives one.
  return { values, idempotencyKey: "" };
}

/** What was typed, as typed (bounded), for checking and for showing again. */
function readValues(form: FormData): QuoteFormValues {
  const fields = textFields(form, QUOTE_TEXT_FIELDS);
  const values = { ...EMPTY_QUOTE_FORM, options: [] as string[], papers: [] as string[] };
  for (const name of QUOTE_TEXT_FIELDS) values[name] = (fields[name] ?? "").slice(0, MESSAGE_MAX + 1_000);
  values.options = form
    .getAll("options")
    .filter((value): value is string => typeof value === "string")
    .slice(0, OPTIONS.length * 2)
    .map((value) => value.slice(0, 40));
  values.papers = form
    .getAll("papers")
    .filter((value): value is string => typeof value === "string")
    .slice(0, REQUESTABLE_PAPERS.length * 2)
    .map((value) => value.slice(0, 40));
  return values;
}

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The form's one-time key. A form from the prerendered page without
 * JavaScript has none, so the key is derived from who sent what today: a
 * double click or a resubmitted page sends the same, and finds the same request.
 */
function idempotencyKeyFor(submitted: string, clientKey: string, request: QuoteRequestInput, today: string): string {
  if (KEY.test(submitted)) return submitted;
  const digest = createHash("sha256")
    .update(JSON.stringify([clientKey, today, request]))
    .digest("base64url");
  return `auto-${digest}`;
}

interface QuoteFormOptions {
  /** Overrides QUOTE_REQUEST_LIMIT (tests). */
  limit?: { max: number; windowSeconds: number };
  /** Where the business's copy goes; CONTACT_EMAIL by default. */
  businessEmail?: string;
}

/**
 * The /Contact action: check, store and confirm, or say what to fix and keep
 * everything typed. A filled honeypot or a client over the limit is refused
 * politely and stores nothing; a form sent again finds its request before the
 * limit is counted, so a resubmission is never refused for it.
 */
export async function handleQuoteForm(request: Request, options: QuoteFormOptions = {}) {
  const form = await readForm(request);
  const values = readValues(form);
  const submittedKey = String(form.get(KEY_FIELD) ?? "").slice(0, 200);
  const shownKey = KEY.test(submittedKey) ? submittedKey : "";
  const rules = quoteRules();
  const parsed = parseQuoteRequest(values, rules);
  if (!parsed.ok) {
    return data<QuoteActionResult>(
      { status: "invalid", values, errors: parsed.errors, idempotencyKey: shownKey },
      { status: 400 },
    );
  }
  const refuse = (status: number, message: string, idempotencyKey: string, headers: HeadersInit = {}) =>
    data<QuoteActionResult>({ status: "refused", values, message, idempotencyKey }, { status, headers });
  if (String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "") return refuse(400, refusalMessages.bot, shownKey);

  const clientKey = request.headers.get("x-client-ip") ?? "unknown";
  const idempotencyKey = idempotencyKeyFor(submittedKey, clientKey, parsed.request, rules.today);
  if (!(await findQuoteRequestByKey(idempotencyKey))) {
    const limit = options.limit ?? QUOTE_REQUEST_LIMIT;
    // Counted by limitAddress: an IPv6 client by its /64, so a new address in it is still the same client.
    const verdict = await hit(`quote:${limitAddress(clientKey)}`, limit.max, limit.windowSeconds);
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      return refuse(429, refusalMessages.rateLimited(wait), shownKey, { "Retry-After": String(wait) });
    }
  }

  const user = await getSessionUser(request);
  const landing = Object.fromEntries(
    (Object.keys(LANDING_FIELDS) as LandingField[]).map((field) => [
      field,
      String(form.get(LANDING_FIELDS[field]) ?? "").slice(0, 500),
    ]),
  );
  // Where the visit came from is worth knowing, never worth refusing a request over.
  const source = await attributeRequest(request, landing).catch((error: unknown) => {
    console.error(`insights: a request's source could not be found (${(error as Error).message})`);
    return null;
  });
  const result = await createQuoteRequest(
    { request: parsed.request, idempotencyKey, userId: user?.id ?? null, source },
    options,
  );
  // A conflicting key gets a fresh one, so sending again makes a new request.
  if (!result.ok) return refuse(409, result.message, randomUUID());
  return data<QuoteActionResult>({ status: "sent", confirmation: result.confirmation, repeated: result.repeated });
}
