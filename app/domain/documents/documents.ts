/**
 * The business's papers (a W-9, a certificate of insurance, any other PDF):
 * what kinds there are, what a buyer may ask for, what an upload must be, and
 * when a paper with an expiry date needs the owner's attention.
 */
import { addDays, isCalendarDay } from "#app/domain/time/calendar-day";

export const DOCUMENT_KINDS = ["w9", "insurance", "other"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  w9: "W-9",
  insurance: "Certificate of insurance",
  other: "Other",
};

/** What a buyer can ask for on the quote form: the papers a purchasing office files. */
export const REQUESTABLE_PAPERS = ["w9", "insurance"] as const satisfies readonly DocumentKind[];
export type RequestablePaper = (typeof REQUESTABLE_PAPERS)[number];

/** How the quote form offers each paper. */
export const PAPER_REQUEST_LABELS: Record<RequestablePaper, string> = {
  w9: "Send me your W-9",
  insurance: "Send me your certificate of insurance",
};

export function isRequestablePaper(value: string): value is RequestablePaper {
  return (REQUESTABLE_PAPERS as readonly string[]).includes(value);
}

/** 5 MB: a scanned certificate fits with room to spare. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENT_FILE_NAME_MAX = 120;
/** The console warns this many days before a paper expires. */
export const EXPIRY_WARNING_DAYS = 30;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** A PDF by its bytes: it starts with `%PDF-`, whatever its name or declared type says. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

export type UploadProblem = "empty" | "too-large" | "not-pdf";

export const UPLOAD_PROBLEM_MESSAGES: Record<UploadProblem | "missing", string> = {
  missing: "Please choose a PDF file.",
  empty: "That file is empty. Please choose the PDF again.",
  "too-large": "That file is over 5 MB. Please choose a smaller PDF.",
  "not-pdf": "That file isn't a PDF. Please choose a PDF file.",
};

/** Why an upload cannot be kept, or null when it can. */
export function uploadProblem(bytes: Uint8Array): UploadProblem | null {
  if (bytes.length === 0) return "empty";
  if (bytes.length > DOCUMENT_MAX_BYTES) return "too-large";
  if (!isPdf(bytes)) return "not-pdf";
  return null;
}

/**
 * The name a file is shown and sent under. Never a path: folders are dropped,
 * and only letters, digits, spaces, dots, dashes, underscores and brackets stay.
 */
export function displayFileName(submitted: string): string {
  const last = submitted.split(/[\\/]/).pop() ?? "";
  const kept = last
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ._()-]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+/, "")
    .trim();
  const stem = kept
    .replace(/\.pdf$/i, "")
    .slice(0, DOCUMENT_FILE_NAME_MAX - 4)
    .trim();
  return `${stem || "document"}.pdf`;
}

export type ExpiryStanding = "none" | "current" | "expiring" | "expired";

/** A paper without an expiry is always current; with one, it warns 30 days ahead and reads expired after the day. */
export function expiryStanding(expiresOn: string | null, today: string): ExpiryStanding {
  if (!expiresOn) return "none";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addDays(today, EXPIRY_WARNING_DAYS)) return "expiring";
  return "current";
}

export const EXPIRY_STANDING_LABELS: Record<ExpiryStanding, string> = {
  none: "No expiry",
  current: "Current",
  expiring: "Expires soon",
  expired: "Expired",
};

export interface DocumentDetails {
  name: string;
  kind: DocumentKind;
  expiresOn: string | null;
}

export type DetailsField = "name" | "kind" | "expiresOn";
export type DetailsParse =
  { ok: true; details: DocumentDetails } | { ok: false; errors: Partial<Record<DetailsField, string>> };

export const DETAILS_MESSAGES = {
  name: `Please give the document a name, up to ${DOCUMENT_NAME_MAX} characters.`,
  kind: "Please choose W-9, certificate of insurance or other.",
  expiresOn: "Please enter the expiry as a date, like 2027-06-30, or leave it empty.",
} as const;

const hasControl = (value: string) => [...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);

/** Checks a document's name, kind and optional expiry, as typed. */
export function parseDocumentDetails(fields: {
  name?: string | undefined;
  kind?: string | undefined;
  expiresOn?: string | undefined;
}): DetailsParse {
  const errors: Partial<Record<DetailsField, string>> = {};
  const name = (fields.name ?? "").normalize("NFC").trim();
  if (!name || name.length > DOCUMENT_NAME_MAX || hasControl(name)) errors.name = DETAILS_MESSAGES.name;
  const kind = fields.kind ?? "";
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) errors.kind = DETAILS_MESSAGES.kind;
  const expiresOn = (fields.expiresOn ?? "").trim();
  if (expiresOn && (!isCalendarDay(expiresOn) || expiresOn < "2000-01-01" || expiresOn > "2199-12-31"))
    errors.expiresOn = DETAILS_MESSAGES.expiresOn;
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, details: { name, kind: kind as DocumentKind, expiresOn: expiresOn || null } };
}

/** A document id from a form or an address: digits only, or null. */
export function documentIdOf(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}
