/**
 * How large a request body may be. Everything is held to 1 MB, except the
 * console's upload routes: a document (a 5 MB PDF), a product's photos
 * (a 15 MB image), a stage's, a delivery's or a rental return's three
 * photos, and a quarter's two DOR rate files (some 30 MB of text),
 * each with the form around the files. Bodies are read whole
 * before the router runs (request-body.server.ts), so the limit is decided
 * here, by method and path, before a byte is read. This is the one list of
 * routes that may pass 1 MB.
 */
import { DOCUMENT_MAX_BYTES } from "#app/domain/documents/documents";
import { MAX_UPLOAD_BYTES as PHOTO_MAX_BYTES } from "#app/domain/photos/rules";
import { RATES_FILE_MAX_BYTES, ZIP_PLUS4_FILE_MAX_BYTES } from "#app/domain/tax/rate-file-upload";

export const DEFAULT_BODY_BYTES = 1_000_000;
/** Room for an upload form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A 5 MB PDF plus the form's other fields and multipart boundaries. */
export const DOCUMENT_UPLOAD_BODY_BYTES = DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A 15 MB photo plus its description, the form's token and multipart boundaries. */
export const PHOTO_UPLOAD_BODY_BYTES = PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A quarter's ZIP+4 file and rates file, with the form's token and multipart boundaries. */
export const TAX_RATES_UPLOAD_BODY_BYTES = ZIP_PLUS4_FILE_MAX_BYTES + RATES_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES;

const DOCUMENT_UPLOAD_PATH = /^\/admin\/documents\/?$/i;
/** A product's photos page in the console, which uploads, describes, orders and removes them. */
const PHOTO_UPLOAD_PATH = /^\/admin\/products\/[0-9]{1,9}\/photos\/?$/i;
/** The production board, whose stage and delivery forms carry up to three photos. */
const PRODUCTION_UPLOAD_PATH = /^\/admin\/production\/?$/i;
/** Three photos of a stage or a delivery, with the form's note and multipart boundaries. */
export const PRODUCTION_UPLOAD_BODY_BYTES = 3 * PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** The Rental returns page, whose return form carries up to three photos of the unit as it came back. */
const RETURN_UPLOAD_PATH = /^\/admin\/rentals\/returns\/?$/i;
/** Three photos of a returned unit, with the inspection's checklist, notes, charges and multipart boundaries. */
export const RETURN_UPLOAD_BODY_BYTES = 3 * PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** The console's Tax rates page, which takes DOR's quarterly files. */
const TAX_RATES_UPLOAD_PATH = /^\/admin\/tax\/rates\/?$/i;

export function isDocumentUpload(method: string, path: string): boolean {
  return method === "POST" && DOCUMENT_UPLOAD_PATH.test(path);
}

export function isPhotoUpload(method: string, path: string): boolean {
  return method === "POST" && PHOTO_UPLOAD_PATH.test(path);
}

export function isProductionUpload(method: string, path: string): boolean {
  return method === "POST" && PRODUCTION_UPLOAD_PATH.test(path);
}

export function isReturnUpload(method: string, path: string): boolean {
  return method === "POST" && RETURN_UPLOAD_PATH.test(path);
}

export function isTaxRatesUpload(method: string, path: string): boolean {
  return method === "POST" && TAX_RATES_UPLOAD_PATH.test(path);
}

export function bodyLimitFor(method: string, path: string): number {
  if (isDocumentUpload(method, path)) return DOCUMENT_UPLOAD_BODY_BYTES;
  if (isPhotoUpload(method, path)) return PHOTO_UPLOAD_BODY_BYTES;
  if (isProductionUpload(method, path)) return PRODUCTION_UPLOAD_BODY_BYTES;
  if (isReturnUpload(method, path)) return RETURN_UPLOAD_BODY_BYTES;
  if (isTaxRatesUpload(method, path)) return TAX_RATES_UPLOAD_BODY_BYTES;
  return DEFAULT_BODY_BYTES;
}

/** The words of a 413: an upload says what the limit is and where to go back to. */
export function tooLargeWords(method: string, path: string): { heading: string; detail: string } {
  if (isDocumentUpload(method, path))
    return {
      heading: "That file is too large",
      detail: "A document can be at most 5 MB. Please go back to Documents and choose a smaller PDF.",
    };
  if (isPhotoUpload(method, path))
    return {
      heading: "That photo is too large",
      detail:
        "Photos can be up to 15 MB. Please go back, choose a smaller copy (most phones can share one) and upload it again.",
    };
  if (isProductionUpload(method, path))
    return {
      heading: "Those photos are too large",
      detail:
        "A stage or a delivery takes up to three photos of 15 MB each. Please go back to Production, choose fewer or smaller copies and send them again.",
    };
  if (isReturnUpload(method, path))
    return {
      heading: "Those photos are too large",
      detail:
        "A unit's return takes up to three photos of 15 MB each. Please go back to Rental returns, choose fewer or smaller copies and record it again.",
    };
  if (isTaxRatesUpload(method, path))
    return {
      heading: "Those files are too large",
      detail: `DOR's files for a quarter are about 30 MB; these pass ${Math.floor(TAX_RATES_UPLOAD_BODY_BYTES / (1024 * 1024))} MB. Please go back to Tax rates and choose the ZIP+4 file and the rates file for one quarter.`,
    };
  return { heading: "That request is too large", detail: "Please send less at once." };
}
