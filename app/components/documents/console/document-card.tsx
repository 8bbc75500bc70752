import { StatusBadge } from "#app/components/ui/status-badge";
import { expiryStandingTone } from "#app/components/ui/status-tones";
import { DOCUMENT_KIND_LABELS, EXPIRY_STANDING_LABELS } from "#app/domain/documents/documents";
import type { DocumentView } from "#app/domain/documents/views";

import { DocumentDetailsForm, type DocumentFormProps, RemoveDocumentForm, ReplaceFileForm } from "./document-forms";

/** The console's private address of one stored file. */
export const documentVersionPath = (versionId: number) => `/admin/documents/versions/${versionId}`;

/** What the last post of one of this card's forms answered. */
export type DocumentCardForm = Pick<DocumentFormProps, "values" | "errors" | "saved"> & {
  intent: "replace" | "details";
};

/**
 * One document: its kind and expiry, its current file, a form for a new file,
 * its details and removal, and its earlier files.
 */
export function DocumentCard({ document, form }: { document: DocumentView; form?: DocumentCardForm }) {
  const [current, ...earlier] = document.versions;
  const replaced = form?.intent === "replace" ? form : undefined;
  const detailed = form?.intent === "details" ? form : undefined;
  return (
    <li
      aria-labelledby={`document-${document.id}`}
      className={`grid gap-3 rounded-xl border-2 bg-white p-4 sm:p-5 ${document.standing === "expired" ? "border-cedar-700" : "border-stone-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`document-${document.id}`} className="text-xl break-words">
          {document.name}
        </h3>
        <StatusBadge tone={expiryStandingTone[document.standing]}>
          {EXPIRY_STANDING_LABELS[document.standing]}
        </StatusBadge>
      </div>
      <p className="text-sm">
        {DOCUMENT_KIND_LABELS[document.kind]}
        {document.expiry ? ` · expires ${document.expiry}` : ""}
      </p>
      {current ? (
        <p className="break-words">
          Current file:{" "}
          <a href={documentVersionPath(current.id)} className="font-semibold underline underline-offset-4">
            {current.fileName}
          </a>{" "}
          ({current.size}, uploaded <time dateTime={current.uploadedAt}>{current.uploaded}</time>)
        </p>
      ) : null}
      <ReplaceFileForm
        documentId={document.id}
        documentName={document.name}
        expiresOn={document.expiresOn ?? ""}
        errors={replaced?.errors}
        saved={replaced?.saved}
      />
      <details open={detailed ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
          Change the details or remove
        </summary>
        <div className="mt-2 grid gap-4">
          <DocumentDetailsForm
            key={detailed?.saved ?? "details"}
            documentId={document.id}
            documentName={document.name}
            values={
              detailed?.errors
                ? detailed.values
                : { name: document.name, kind: document.kind, expiresOn: document.expiresOn ?? "" }
            }
            errors={detailed?.errors}
            saved={detailed?.saved}
          />
          <RemoveDocumentForm documentId={document.id} documentName={document.name} />
        </div>
      </details>
      {earlier.length ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            Earlier files ({earlier.length})
          </summary>
          <ul className="mt-2 grid gap-2">
            {earlier.map((version) => (
              <li key={version.id} className="break-words">
                <a href={documentVersionPath(version.id)} className="underline underline-offset-4">
                  {version.fileName}
                </a>{" "}
                ({version.size}, uploaded <time dateTime={version.uploadedAt}>{version.uploaded}</time> by{" "}
                {version.uploadedBy})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
