import type { DocumentKind, ExpiryStanding, RequestablePaper } from "./documents";

/** One stored file of a document, as the console lists it. */
export interface DocumentVersionView {
  id: number;
  fileName: string;
  /** "1.2 MB", "84 KB". */
  size: string;
  /** ISO time, for <time dateTime>. */
  uploadedAt: string;
  uploaded: string;
  uploadedBy: string;
}

/** A document with its current file first and the earlier ones after it. */
export interface DocumentView {
  id: number;
  name: string;
  kind: DocumentKind;
  expiresOn: string | null;
  expiry: string | null;
  standing: ExpiryStanding;
  versions: DocumentVersionView[];
}

/** A document taken off the list, which the owner can put back. */
/** The most recently removed documents, and whether older ones were left off. */
export interface RemovedDocuments {
  shown: RemovedDocumentView[];
  older: boolean;
}

export interface RemovedDocumentView {
  id: number;
  name: string;
  kind: DocumentKind;
  /** ISO time, for <time dateTime>. */
  removedAt: string;
  removed: string;
}

/** A paper a buyer asked for, and what would be sent. */
export interface RequestedPaperView {
  kind: RequestablePaper;
  label: string;
  /** The document whose current file would be attached; null when there is none, or it has expired. */
  document: { name: string; fileName: string } | null;
  expired: boolean;
}

/** The papers a request asked for, on its console page. */
export interface RequestedPapersView {
  asked: RequestedPaperView[];
  /** When they were last sent, in words; null if never. */
  sent: string | null;
  ready: boolean;
}

/** A paper the overview warns about. */
export interface ExpiringDocumentView {
  id: number;
  name: string;
  expiry: string;
  standing: "expiring" | "expired";
}

/**
 * A PDF the site offers: where it is served, the name a saved copy gets, and
 * its title. `Path` is the site's typed path list (app/content/paths.ts), which
 * the domain cannot import.
 */
export interface DocumentInfo<Path extends string = string> {
  path: Path;
  /** The name a saved copy gets (Content-Disposition). */
  fileName: string;
  /** The document's title, in the file and in links to it. */
  title: string;
}

/** The models that have a spec sheet, by their catalog slug. */
export type SpecSheetSlug = "bedroom-nestz" | "office-nestz";
