/**
 * The two files the owner uploads each quarter, as bytes: how large each may
 * be, and whether they are text at all before they are read as DOR's files.
 */

/** DOR's ZIP+4 file for a quarter is some 30 MB of text; room to spare, and a bound on memory. */
export const ZIP_PLUS4_FILE_MAX_BYTES = 48 * 1024 * 1024;
/** The rates-by-location-code file is a few hundred lines. */
export const RATES_FILE_MAX_BYTES = 2 * 1024 * 1024;

export type RateFileKind = "zipPlus4" | "rates";

export const RATE_FILE_LABELS: Record<RateFileKind, string> = {
  zipPlus4: "ZIP+4 file",
  rates: "Rates file",
};

const maxBytes: Record<RateFileKind, number> = { zipPlus4: ZIP_PLUS4_FILE_MAX_BYTES, rates: RATES_FILE_MAX_BYTES };

export type UploadedText = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string };

/** The file's text, or why it cannot be one of DOR's files: missing, empty, too large, an archive, a spreadsheet, not text. */
export function uploadedText(kind: RateFileKind, bytes: Uint8Array | null): UploadedText {
  const label = RATE_FILE_LABELS[kind];
  if (bytes === null) return { ok: false, status: 400, message: `Choose the ${label.toLowerCase()} to upload.` };
  if (bytes.length === 0) return { ok: false, status: 400, message: `The ${label.toLowerCase()} is empty.` };
  if (bytes.length > maxBytes[kind]) {
    return {
      ok: false,
      status: 413,
      message: `The ${label.toLowerCase()} is larger than ${maxBytes[kind] / (1024 * 1024)} MB, far more than DOR's file for a quarter.`,
    };
  }
  // "PK\x03\x04" starts a ZIP archive, which is also what an .xlsx spreadsheet is.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return {
      ok: false,
      status: 400,
      message: `The ${label.toLowerCase()} is a ZIP archive or a spreadsheet: unzip DOR's download, or save the sheet as CSV, and upload the .csv or .txt file.`,
    };
  }
  if (bytes.includes(0)) {
    return {
      ok: false,
      status: 400,
      message: `The ${label.toLowerCase()} is not a text file: upload DOR's .csv or .txt file.`,
    };
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Spreadsheets on Windows save CSV in Windows-1252; DOR's names are plain letters either way.
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes) };
  }
}
