import { capabilitySummary, specSheets, type SpecSheetSlug } from "#app/content/documents";
import { getPublicConfig } from "#app/server/config/env.server";
import { capabilitySummaryPdf } from "#app/server/pdf/capability-summary.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { specSheetPdf } from "#app/server/pdf/spec-sheet.server";
import { currentFacts } from "#app/server/site-facts/live-facts.server";

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
