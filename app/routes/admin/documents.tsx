import { DocumentCard } from "#app/components/documents/console/document-card";
import { DocumentUploadForm } from "#app/components/documents/console/document-forms";
import { RemovedDocumentList } from "#app/components/documents/console/removed-documents";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listDocuments, listRemovedDocuments } from "#app/server/documents/console-queries.server";

import type { Route } from "./+types/documents";
import { handleDocumentConsoleForm } from "./documents.server";

export const meta = consoleMeta("Documents");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const [documents, removed] = await Promise.all([listDocuments(), listRemovedDocuments()]);
  return { documents, removed };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleDocumentConsoleForm(request, admin);
}

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { documents, removed } = loaderData;
  const created = actionData?.intent === "create" ? actionData : undefined;
  // Removing and restoring both answer above the list, which they change.
  const listChange = actionData?.intent === "remove" || actionData?.intent === "restore" ? actionData : undefined;
  // A change to a document no longer listed (removed in another tab) is answered above the list.
  const unlisted =
    actionData && actionData.intent !== "create" && !documents.some(({ id }) => id === actionData.documentId)
      ? actionData
      : undefined;
  return (
    <>
      <ConsoleHeading
        title="Documents"
        lead="Your W-9, certificate of insurance and other papers, kept private. Buyers ask for them on the quote form; you send them from the request with one click."
      />
      <HeadedSection headingId="papers-heading" className="mt-6" title={<>Your papers ({documents.length})</>}>
        <Alert focusOnLoad tone={listChange?.saved ? "success" : "error"}>
          {listChange?.saved ?? listChange?.errors?.form ?? unlisted?.errors?.form}
        </Alert>
        {documents.length ? (
          <ul className="mt-3 grid gap-4">
            {documents.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                form={
                  (actionData?.intent === "replace" || actionData?.intent === "details") &&
                  actionData.documentId === document.id
                    ? { ...actionData, intent: actionData.intent }
                    : undefined
                }
              />
            ))}
          </ul>
        ) : (
          <p className="mt-2">No papers yet. Add your W-9 and certificate of insurance below.</p>
        )}
      </HeadedSection>
      <RemovedDocumentList removed={removed} />
      <HeadedSection
        headingId="add-heading"
        className="mt-8 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        title="Add a document"
      >
        <div className="mt-3">
          <DocumentUploadForm
            key={created?.saved ?? "upload"}
            values={created?.values ?? { name: "", kind: "", expiresOn: "" }}
            errors={created?.errors}
            saved={created?.saved}
          />
        </div>
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
