import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
} from "#app/domain/documents/documents";

export interface DocumentFormProps {
  values: { name: string; kind: string; expiresOn: string };
  errors?: Partial<Record<"name" | "kind" | "expiresOn" | "file" | "form", string>>;
  saved?: string;
}

const kindOptions = [
  { value: "", label: "Choose a kind" },
  ...DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] })),
];

/** The file input of both upload forms: a PDF, checked again by its bytes on the server. */
function PdfFileField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <Field
      label={label}
      name="file"
      type="file"
      accept="application/pdf,.pdf"
      required
      error={error}
      hint={`A PDF up to ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`}
    />
  );
}

/** A document's name, kind and optional expiry: on the new-document form and the details form alike. */
function DetailsFields({ values, errors = {} }: Pick<DocumentFormProps, "values" | "errors">) {
  const field = bindFields(values, errors);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          {...field("name")}
          required
          maxLength={DOCUMENT_NAME_MAX}
          hint="What you call it, like “W-9 (2026)”."
        />
        <Select label="Kind" {...field("kind")} required options={kindOptions} />
      </div>
      <Field
        label="Expires on"
        {...field("expiresOn")}
        type="date"
        hint="Optional. For a certificate: we'll remind you 30 days ahead."
      />
    </>
  );
}

/** A new document: its name, kind, optional expiry and PDF. A plain multipart form. */
export function DocumentUploadForm({ values, errors = {}, saved }: DocumentFormProps) {
  return (
    <Form method="post" encType="multipart/form-data" aria-label="Add a document" className="grid gap-4">
      <input type="hidden" name="intent" value="create" />
      <Alert focusOnLoad tone={saved ? "success" : "error"}>
        {saved ?? errors.form}
      </Alert>
      <DetailsFields values={values} errors={errors} />
      <PdfFileField label="PDF file" error={errors.file} />
      <div>
        <Button type="submit">Save document</Button>
      </div>
    </Form>
  );
}

/** A document's name, kind or expiry changed, keeping its file. */
export function DocumentDetailsForm({
  documentId,
  documentName,
  values,
  errors = {},
  saved,
}: DocumentFormProps & { documentId: number; documentName: string }) {
  return (
    // noValidate: the server names what is wrong beside each field, in words of its own.
    <Form method="post" noValidate aria-label={`Details of ${documentName}`} className="grid gap-4">
      <input type="hidden" name="intent" value="details" />
      <input type="hidden" name="documentId" value={documentId} />
      <Alert focusOnLoad tone={saved ? "success" : "error"}>
        {saved ?? errors.form}
      </Alert>
      <DetailsFields values={values} errors={errors} />
      <div>
        <Button type="submit" variant="secondary">
          Save details
        </Button>
      </div>
    </Form>
  );
}

/** Takes a document off the list; its files stay on record. */
export function RemoveDocumentForm({ documentId, documentName }: { documentId: number; documentName: string }) {
  return (
    <Form method="post" aria-label={`Remove ${documentName}`} className="grid gap-2">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="documentId" value={documentId} />
      <p className="text-sm text-stone-700">
        A removed paper is no longer sent to buyers or listed here. Its files stay on record, and you can restore it
        from the removed papers below.
      </p>
      <Button type="submit" variant="secondary" className="justify-self-start">
        Remove {documentName}
      </Button>
    </Form>
  );
}

/** Puts a removed paper back on the list, files and details as they were. */
export function RestoreDocumentForm({ documentId, documentName }: { documentId: number; documentName: string }) {
  return (
    <Form method="post" aria-label={`Restore ${documentName}`}>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="documentId" value={documentId} />
      <Button type="submit" variant="secondary">
        Restore {documentName}
      </Button>
    </Form>
  );
}

/** A new file for a document (a renewed certificate, say); the earlier file stays in its history. */
export function ReplaceFileForm({
  documentId,
  documentName,
  expiresOn,
  errors = {},
  saved,
}: {
  documentId: number;
  documentName: string;
  expiresOn: string;
  errors?: DocumentFormProps["errors"];
  saved?: string;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={`Replace the file of ${documentName}`}
      className="grid gap-3"
    >
      <input type="hidden" name="intent" value="replace" />
      <input type="hidden" name="documentId" value={documentId} />
      <Alert focusOnLoad tone={saved ? "success" : "error"}>
        {saved ?? errors.form}
      </Alert>
      <div className="grid gap-3 sm:grid-cols-2">
        <PdfFileField label="New PDF file" error={errors.file} />
        <Field
          label="Expires on"
          name="expiresOn"
          type="date"
          defaultValue={expiresOn}
          error={errors.expiresOn}
          hint="Optional. The new file's expiry."
        />
      </div>
      <div>
        <Button type="submit" variant="secondary">
          Replace file
        </Button>
      </div>
    </Form>
  );
}
