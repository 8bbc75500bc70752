import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_NAME_MAX } from "#app/domain/documents/documents";

export interface DocumentFormProps {
  values: { name: string; kind: string; expiresOn: string };
  errors?: Partial<Record<"name" | "kind" | "expiresOn" | "file" | "form", string>>;
  saved?: string;
}

const kindOptions = [
  { value: "", label: "Choose a kind" },
  ...DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] })),
];

/** A new document: its name, kind, optional expiry and PDF. A plain multipart form. */
export function DocumentUploadForm({ values, errors = {}, saved }: DocumentFormProps) {
  return (
    <Form method="post" encType="multipart/form-data" aria-label="Add a document" className="grid gap-4">
      <input type="hidden" name="intent" value="create" />
      <Alert tone={saved ? "success" : "error"}>{saved ?? errors.form}</Alert>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          required
          maxLength={DOCUMENT_NAME_MAX}
          defaultValue={values.name}
          error={errors.name}
          hint="What you call it, like “W-9 (2026)”."
        />
        <Select
          label="Kind"
          name="kind"
          required
          options={kindOptions}
          defaultValue={values.kind}
          error={errors.kind}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Expires on"
          name="expiresOn"
          type="date"
          defaultValue={values.expiresOn}
          error={errors.expiresOn}
          hint="Optional. For a certificate: we'll remind you 30 days ahead."
        />
        <Field
          label="PDF file"
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          required
          error={errors.file}
          hint="A PDF up to 5 MB."
        />
      </div>
      <div>
        <Button type="submit">Save document</Button>
      </div>
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
      <Alert tone={saved ? "success" : "error"}>{saved ?? errors.form}</Alert>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="New PDF file"
          name="file"
          type="file"
          accept="application/pdf,.pdf"
          required
          error={errors.file}
          hint="A PDF up to 5 MB."
        />
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
