import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { RATES_FILE_MAX_BYTES, ZIP_PLUS4_FILE_MAX_BYTES } from "#app/domain/tax/rate-file-upload";

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** A quarter's two DOR files, uploaded together: a plain multipart form that works without JavaScript. */
export function RateFilesForm({
  errors,
  fileErrors = {},
  saved,
}: {
  errors?: readonly string[];
  fileErrors?: { zipPlus4?: string; rates?: string };
  saved?: string;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label="Upload a quarter's rate files"
      className="mt-3 grid gap-4"
    >
      <p className="text-stone-700">
        Download both from DOR's sales tax rate downloads as text (CSV), unzipped. Uploading a quarter again replaces it
        whole; if anything in either file is wrong, nothing changes and every problem is listed here.
      </p>
      <Alert focusOnLoad tone={saved ? "success" : "error"}>
        {saved ??
          (errors?.length ? (
            <>
              <p>Nothing was changed: {errors.length === 1 ? "one problem" : `${errors.length} problems`} to fix.</p>
              <ul className="mt-2 list-disc pl-5 font-normal">
                {errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </ul>
            </>
          ) : null)}
      </Alert>
      <Field
        label="ZIP+4 file"
        name="zipPlus4File"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        required
        error={fileErrors.zipPlus4}
        hint={`ZIP+4 ranges with their location codes and rates (the short file), up to ${megabytes(ZIP_PLUS4_FILE_MAX_BYTES)}.`}
      />
      <Field
        label="Rates file"
        name="ratesFile"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        required
        error={fileErrors.rates}
        hint={`Rates by location code for the same quarter, up to ${megabytes(RATES_FILE_MAX_BYTES)}.`}
      />
      <div>
        <Button type="submit">Upload and check</Button>
      </div>
    </Form>
  );
}
