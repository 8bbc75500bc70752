import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import type { SpecSheetSlug } from "#app/domain/documents/views";
import { getPublicConfig } from "#app/server/config/env.server";
import { currentFacts } from "#app/server/site-facts/live-facts.server";

import { capabilitySummaryPdf } from "./capability-summary.server";
import { pdfResponse } from "./render.server";
import { specSheetPdf } from "./spec-sheet.server";

/** The answers of the PDF routes (app/routes/documents/), so each route stays one line. */

export async function specSheetResponse(request: Request, slug: SpecSheetSlug): Promise<Response> {
  const file = await specSheetPdf(slug, getPublicConfig());
  return pdfResponse(request, file, { fileName: specSheets[slug].fileName });
}

export async function capabilitySummaryResponse(request: Request): Promise<Response> {
  const file = await capabilitySummaryPdf({
    config: getPublicConfig(),
    currentYear: new Date().getFullYear(),
    facts: currentFacts(),
  });
  return pdfResponse(request, file, { fileName: capabilitySummary.fileName });
}
