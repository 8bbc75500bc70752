/**
 * The Tax rates page's form: a quarter's two DOR files, both checked before
 * anything is stored. A missing, oversized or unreadable file, or one that is
 * not DOR's, answers 4xx with every problem listed and the quarter unchanged.
 */
import { data } from "react-router";

import { type RateFileKind, uploadedText } from "#app/domain/tax/rate-file-upload";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm } from "#app/server/http/form-data.server";
import { importRateFiles } from "#app/server/tax/rate-files-import.server";

export interface RateFilesFormState {
  /** What went wrong, each a sentence; the files of the quarter are unchanged. */
  errors?: string[];
  /** Which file a problem with the upload itself was in, for the field. */
  fileErrors?: Partial<Record<RateFileKind, string>>;
  saved?: string;
}

const answer = (state: RateFilesFormState, status = 200) => data<RateFilesFormState>(state, { status });

async function fileOf(form: FormData, kind: RateFileKind) {
  const value = form.get(kind === "zipPlus4" ? "zipPlus4File" : "ratesFile");
  const present = value instanceof File && !(value.size === 0 && value.name === "");
  const bytes = present ? new Uint8Array(await value.arrayBuffer()) : null;
  return { name: present ? value.name : "", reading: uploadedText(kind, bytes) };
}

export async function handleRateFilesForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  const zipPlus4 = await fileOf(form, "zipPlus4");
  const rates = await fileOf(form, "rates");
  if (!zipPlus4.reading.ok || !rates.reading.ok) {
    const fileErrors: RateFilesFormState["fileErrors"] = {};
    if (!zipPlus4.reading.ok) fileErrors.zipPlus4 = zipPlus4.reading.message;
    if (!rates.reading.ok) fileErrors.rates = rates.reading.message;
    const tooLarge = [zipPlus4.reading, rates.reading].some((reading) => !reading.ok && reading.status === 413);
    return answer({ errors: Object.values(fileErrors), fileErrors }, tooLarge ? 413 : 400);
  }
  const result = await importRateFiles(
    { name: zipPlus4.name, text: zipPlus4.reading.text },
    { name: rates.name, text: rates.reading.text },
    admin.actor,
  );
  if (!result.ok) return answer({ errors: result.errors }, 422);
  const rows = result.zipPlus4Rows.toLocaleString("en-US");
  return answer({
    saved: `${result.replaced ? "Replaced" : "Loaded"} ${result.quarter}: ${rows} ZIP+4 ranges and ${result.ratesRows.toLocaleString("en-US")} location codes, in effect ${result.effectiveStart} to ${result.effectiveEnd}.`,
  });
}
