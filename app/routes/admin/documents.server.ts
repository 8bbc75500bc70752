/**
 * The Documents page's forms (a new document; a new file, new details or
 * removal for one; restoring a removed one) and the request page's "Send the
 * papers" button. Everything is checked before
 * anything is stored: a bad field or file answers 4xx with the form again.
 */
import { data } from "react-router";

import { joinList } from "#app/domain/common/text";
import {
  DETAILS_MESSAGES,
  type DetailsField,
  displayFileName,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MAX_BYTES,
  documentIdOf,
  parseDocumentDetails,
  UPLOAD_PROBLEM_MESSAGES,
  uploadProblem,
} from "#app/domain/documents/documents";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import {
  type CheckedFile,
  createDocument,
  removeDocument,
  replaceDocumentFile,
  restoreDocument,
  sendRequestedPapers,
  updateDocumentDetails,
} from "#app/server/documents/changes.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

export type DocumentFormField = DetailsField | "file" | "form";

export interface DocumentFormState {
  intent: "create" | "replace" | "details" | "remove" | "restore";
  /** The document a replace, details, remove or restore form was for. */
  documentId?: number;
  values: { name: string; kind: string; expiresOn: string };
  errors?: Partial<Record<DocumentFormField, string>>;
  saved?: string;
}

type FileCheck = { ok: true; file: CheckedFile } | { ok: false; status: 400 | 413; message: string };

/** The uploaded file, checked by its bytes: present, not empty, at most 5 MB, and a PDF. */
async function checkedFile(value: FormDataEntryValue | null): Promise<FileCheck> {
  if (!(value instanceof File) || (value.size === 0 && value.name === ""))
    return { ok: false, status: 400, message: UPLOAD_PROBLEM_MESSAGES.missing };
  if (value.size > DOCUMENT_MAX_BYTES) return { ok: false, status: 413, message: UPLOAD_PROBLEM_MESSAGES["too-large"] };
  const bytes = Buffer.from(await value.arrayBuffer());
  const problem = uploadProblem(bytes);
  if (problem)
    return { ok: false, status: problem === "too-large" ? 413 : 400, message: UPLOAD_PROBLEM_MESSAGES[problem] };
  return { ok: true, file: { fileName: displayFileName(value.name), bytes } };
}

const NOT_FOUND = "That document could not be found. It may have been removed.";
const NOT_REMOVED = "That document is not among the removed ones. It may have been restored already.";

const answer = (state: DocumentFormState, status = 200) => data<DocumentFormState>(state, { status });

export async function handleDocumentConsoleForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const fields = textFields(form, ["name", "kind", "expiresOn", "documentId"]);
  const values = {
    name: (fields.name ?? "").slice(0, 500),
    kind: (fields.kind ?? "").slice(0, 40),
    expiresOn: (fields.expiresOn ?? "").slice(0, 40),
  };
  if (intent === "create") {
    const details = parseDocumentDetails(values);
    const file = await checkedFile(form.get("file"));
    const errors = { ...(details.ok ? {} : details.errors), ...(file.ok ? {} : { file: file.message }) };
    if (!details.ok || !file.ok) return answer({ intent, values, errors }, !file.ok && file.status === 413 ? 413 : 400);
    await createDocument(admin.actor, details.details, file.file);
    return answer({
      intent,
      values: { name: "", kind: "", expiresOn: "" },
      saved: `${details.details.name} is saved.`,
    });
  }
  if (intent === "replace") {
    const documentId = documentIdOf(fields.documentId);
    if (documentId === null) return answer({ intent, values, errors: { form: NOT_FOUND } }, 404);
    const expiry = parseDocumentDetails({ name: "x", kind: "other", expiresOn: values.expiresOn });
    const file = await checkedFile(form.get("file"));
    const errors = {
      ...(expiry.ok ? {} : { expiresOn: DETAILS_MESSAGES.expiresOn }),
      ...(file.ok ? {} : { file: file.message }),
    };
    if (!expiry.ok || !file.ok)
      return answer({ intent, documentId, values, errors }, !file.ok && file.status === 413 ? 413 : 400);
    const result = await replaceDocumentFile(admin.actor, documentId, expiry.details.expiresOn, file.file);
    if (!result.ok) return answer({ intent, documentId, values, errors: { form: NOT_FOUND } }, 404);
    return answer({ intent, documentId, values, saved: "New file saved. The earlier one stays in the history." });
  }
  if (intent === "details" || intent === "remove") {
    const documentId = documentIdOf(fields.documentId);
    const notFound = () =>
      answer({ intent, documentId: documentId ?? undefined, values, errors: { form: NOT_FOUND } }, 404);
    if (documentId === null) return notFound();
    if (intent === "remove") {
      const result = await removeDocument(admin.actor, documentId);
      if (!result.ok) return notFound();
      return answer({
        intent,
        documentId,
        values,
        saved: `${result.name} is removed. It will no longer be sent to buyers; you can restore it below.`,
      });
    }
    const details = parseDocumentDetails(values);
    if (!details.ok) return answer({ intent, documentId, values, errors: details.errors }, 400);
    const result = await updateDocumentDetails(admin.actor, documentId, details.details);
    if (!result.ok) return notFound();
    return answer({ intent, documentId, values, saved: "Details saved." });
  }
  if (intent === "restore") {
    const documentId = documentIdOf(fields.documentId);
    const notRemoved = () =>
      answer({ intent, documentId: documentId ?? undefined, values, errors: { form: NOT_REMOVED } }, 404);
    if (documentId === null) return notRemoved();
    const result = await restoreDocument(admin.actor, documentId);
    if (!result.ok) return notRemoved();
    return answer({
      intent,
      documentId,
      values,
      saved: `${result.name} is back on the list. It will be sent to buyers who ask for it.`,
    });
  }
  return answer({ intent: "create", values, errors: { form: UNREADABLE_FORM_MESSAGE } }, 400);
}

export interface PapersSendState {
  tone: "success" | "error";
  message: string;
}

/** The request page's "Send the papers": one email with each paper asked for attached. */
export async function sendPapersFromForm(
  admin: AdminUser,
  quoteRequestId: number,
): Promise<{ status: number; state: PapersSendState }> {
  const result = await sendRequestedPapers(admin.actor, quoteRequestId);
  if (result.ok)
    return {
      status: 200,
      state: {
        tone: "success",
        message: `Sent to ${result.to}: ${joinList(result.sent.map((kind) => DOCUMENT_KIND_LABELS[kind]))}.`,
      },
    };
  if (result.reason !== "missing") {
    if (result.reason === "not-found") throw data(null, { status: 404 });
    return { status: 409, state: { tone: "error", message: "This request didn't ask for any papers." } };
  }
  return {
    status: 409,
    state: {
      tone: "error",
      message: `Nothing was sent: there is no current ${joinList(result.missing.map((kind) => DOCUMENT_KIND_LABELS[kind]))} in Documents. Upload it there, then send again.`,
    },
  };
}
