import { withoutControlCharacters } from "#app/domain/common/text";
import { z } from "#app/domain/common/zod";

import {
  isQuoteRequestStatus,
  QUOTE_REQUEST_STATUS_LABELS,
  QUOTE_REQUEST_STATUSES,
  type QuoteRequestStatus,
} from "./status";

export const NOTE_MAX = 5_000;

const FORM_UNREADABLE = "That form could not be read. Please reload the page and try again.";

/** A private note on a request: 1 to 5,000 characters, line breaks kept. */
export const quoteRequestNoteForm = z.object({
  body: z.string({ error: "Note: please write the note first." }).transform((raw, ctx) => {
    const value = withoutControlCharacters(raw.normalize("NFC").replace(/\r\n?/g, "\n")).trim();
    if (value.length === 0) {
      ctx.addIssue({ code: "custom", message: "Note: please write the note first." });
      return z.NEVER;
    }
    if (value.length > NOTE_MAX) {
      const count = value.length.toLocaleString("en-US");
      ctx.addIssue({
        code: "custom",
        message: `Note: keep it to ${NOTE_MAX.toLocaleString("en-US")} characters (this one has ${count}).`,
      });
      return z.NEVER;
    }
    return value;
  }),
});

const status = (message: string) =>
  z
    .string({ error: message })
    .refine((value) => isQuoteRequestStatus(value), message)
    .transform((value) => value as QuoteRequestStatus);

/** A status change names the status the page showed, so a change made meanwhile by someone else is never overwritten. */
export const quoteRequestStatusForm = z.object({
  status: status(
    `Status: choose one of ${QUOTE_REQUEST_STATUSES.map((value) => QUOTE_REQUEST_STATUS_LABELS[value]).join(", ")}.`,
  ),
  from: status(FORM_UNREADABLE),
});

const REFERENCE = /^Q-(\d{4,15})$/i;
/** References start at Q-1001, so even the first requests read as a number with some weight. */
const REFERENCE_OFFSET = 1000;

/** A request's reference from its id: request 42 is "Q-1042" (the database writes the same). */
export function quoteRequestReference(id: number): string {
  return `Q-${id + REFERENCE_OFFSET}`;
}

/** A request's id from its reference ("Q-1042" is request 42), or null for anything else. */
export function quoteRequestIdFromReference(reference: string): number | null {
  const match = REFERENCE.exec(reference.trim());
  if (!match) return null;
  const id = Number(match[1]) - REFERENCE_OFFSET;
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** The one spelling of a request's address in the console: /admin/quote requests/Q-1042. */
export function quoteRequestPath(reference: string): string {
  return `/admin/quote-requests/${reference.toUpperCase()}`;
}

/**
 * "Reply by email": the buyer's address with the reference in the subject,
 * so the thread is easy to find again, and a greeting to start from.
 */
export function replyHref({ email, reference, name }: { email: string; reference: string; name: string }): string {
  const firstName = name.trim().split(/\s+/)[0] ?? "";
  const subject = `Your Nestz quote ${reference}`;
  const body = firstName ? `Hi ${firstName},\n\n` : "";
  const address = encodeURIComponent(email).replace(/%40/g, "@");
  const query = [`subject=${encodeURIComponent(subject)}`, ...(body ? [`body=${encodeURIComponent(body)}`] : [])].join(
    "&",
  );
  return `mailto:${address}?${query}`;
}
