import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import type { SpecSheetSlug } from "#app/domain/documents/views";
import { getPublicConfig } from "#app/server/config/env.server";
import { capabilitySummaryPdf } from "#app/server/pdf/capability-summary.server";
import { keptSpecSheet } from "#app/server/pdf/kept-spec-sheets.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { specSheetPdf } from "#app/server/pdf/spec-sheet.server";
import { currentFacts } from "#app/server/site-facts/live-facts.server";
import { shownWords } from "#app/server/site-words/published-words.server";
import { shownSpecs } from "#app/server/site-words/shown-specs.server";

/** The answers of the PDF routes (app/routes/documents/), so each route stays one line. */

/** A spec sheet: the copy drawn ahead of requests for this catalog version, or else drawn here. */
export async function specSheetResponse(request: Request, slug: SpecSheetSlug): Promise<Response> {
  const config = getPublicConfig();
  const specs = shownSpecs();
  const file = (await keptSpecSheet(slug, config, specs.key)) ?? (await specSheetPdf(slug, config, specs));
  return pdfResponse(request, file, { fileName: specSheets[slug].fileName });
}

export async function capabilitySummaryResponse(request: Request): Promise<Response> {
  const file = await capabilitySummaryPdf({
    config: getPublicConfig(),
    currentYear: new Date().getFullYear(),
    facts: currentFacts(),
    words: shownWords("government"),
  });
  return pdfResponse(request, file, { fileName: capabilitySummary.fileName });
}
