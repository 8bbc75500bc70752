import { useId } from "react";
import { Form } from "react-router";

import { SendButton } from "#app/components/ui/send-button";

/**
 * Retry for a failed message. One that may already have arrived (its sender
 * stopped mid-send) asks the owner to accept a possible duplicate first.
 */
export function EmailRetryForm({ uncertain, error }: { uncertain: boolean; error?: string }) {
  const id = useId();
  return (
    <Form method="post" className="mt-4 grid gap-4" aria-labelledby="retry-heading">
      <input type="hidden" name="intent" value="retry" />
      {uncertain ? (
        <>
          <p className="rounded-lg border-l-4 border-cedar-700 bg-cedar-100 px-4 py-3 text-cedar-800">
            The sender stopped in the middle of sending this message, so it may already have arrived. Sending it again
            could give the recipient two copies.
          </p>
          <div>
            <div className="flex min-h-11 items-center gap-3">
              <input
                id={id}
                type="checkbox"
                name="acceptDuplicate"
                value="yes"
                className="size-6 accent-evergreen-800"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <label htmlFor={id} className="font-semibold text-evergreen-900">
                I understand the recipient may get it twice
              </label>
            </div>
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-cedar-800">
                {error}
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <p>The last try didn't get through. Retry now and the sender picks it up within a few seconds.</p>
      )}
      <div>
        <SendButton label="Retry" busyLabel="Retrying…" />
      </div>
    </Form>
  );
}
