import { HeadedSection } from "#app/components/ui/headed-section";
import { DOCUMENT_KIND_LABELS } from "#app/domain/documents/documents";
import type { RemovedDocuments } from "#app/domain/documents/views";

import { RestoreDocumentForm } from "./document-forms";

/** The Documents page's removed papers, most recently removed first, each with its Restore button. */
export function RemovedDocumentList({ removed }: { removed: RemovedDocuments }) {
  if (removed.shown.length === 0) return null;
  return (
    <HeadedSection headingId="removed-heading" className="mt-8" title="Removed papers">
      <p className="mt-1 text-stone-700">Not sent to buyers. Restore one to use it again, files and all.</p>
      <ul className="mt-3 grid gap-3">
        {removed.shown.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold break-words">{document.name}</p>
              <p className="text-sm text-stone-700">
                {DOCUMENT_KIND_LABELS[document.kind]} · removed{" "}
                <time dateTime={document.removedAt}>{document.removed}</time>
              </p>
            </div>
            <RestoreDocumentForm documentId={document.id} documentName={document.name} />
          </li>
        ))}
      </ul>
      {removed.older ? (
        <p className="mt-3 text-sm text-stone-700">
          Only the {removed.shown.length} most recently removed are listed. To use an older one again, add it below.
        </p>
      ) : null}
    </HeadedSection>
  );
}
