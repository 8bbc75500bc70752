import { models } from "#app/content/facts";
import type { RoutePath } from "#app/content/paths";
import type { DocumentInfo, SpecSheetSlug } from "#app/domain/documents/views";

/*
 * The PDFs the site offers, each stated once: where it is served, the file
 * name a download gets, and the title written into the file. The server draws
 * them (app/server/pdf/); pages link to them with <DocumentLink>.
 */

/** Which model of facts.ts each spec sheet describes. */
export const specSheetModels = {
  "bedroom-nestz": "bedroom",
  "office-nestz": "office",
} as const satisfies Record<SpecSheetSlug, keyof typeof models>;

export const specSheets = {
  "bedroom-nestz": {
    path: "/spec-sheets/bedroom-nestz.pdf",
    fileName: "nestz-bedroom-spec-sheet.pdf",
    title: `${models.bedroom.name} spec sheet`,
  },
  "office-nestz": {
    path: "/spec-sheets/office-nestz.pdf",
    fileName: "nestz-office-spec-sheet.pdf",
    title: `${models.office.name} spec sheet`,
  },
} as const satisfies Record<SpecSheetSlug, DocumentInfo<RoutePath>>;

export const capabilitySummary = {
  path: "/Government/capability-summary.pdf",
  fileName: "nestz-capability-summary.pdf",
  title: "Nestz capability summary",
} as const satisfies DocumentInfo<RoutePath>;

export function isSpecSheetSlug(slug: string): slug is SpecSheetSlug {
  return Object.hasOwn(specSheets, slug);
}
