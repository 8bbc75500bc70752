/**
 * How large a request body may be. Everything is held to 1 MB, except the
 * console's document upload, which takes a 5 MB PDF and the form around it.
 * Bodies are read whole before the router runs (request-body.server.ts), so
 * the limit is decided here, by method and path, before a byte is read.
 */
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/documents";

export const DEFAULT_BODY_BYTES = 1_000_000;
/** A 5 MB PDF plus the form's other fields and multipart boundaries. */
export const DOCUMENT_UPLOAD_BODY_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

const DOCUMENT_UPLOAD_PATH = /^\/admin\/documents\/?$/i;

export function isDocumentUpload(method: string, path: string): boolean {
  return method === "POST" && DOCUMENT_UPLOAD_PATH.test(path);
}

export function bodyLimitFor(method: string, path: string): number {
  return isDocumentUpload(method, path) ? DOCUMENT_UPLOAD_BODY_BYTES : DEFAULT_BODY_BYTES;
}

/** The words of a 413: an upload says what the limit is and where to go back to. */
export function tooLargeWords(method: string, path: string): { heading: string; detail: string } {
  if (isDocumentUpload(method, path))
    return {
      heading: "That file is too large",
      detail: "A document can be at most 5 MB. Please go back to Documents and choose a smaller PDF.",
    };
  return { heading: "That request is too large", detail: "Please send less at once." };
}
