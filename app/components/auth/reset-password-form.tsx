import { useId } from "react";

import { Alert } from "#app/components/ui/alert";
import { SubmitButton } from "#app/components/ui/button";
import { useSending } from "#app/components/ui/use-sending";
import type { AccountField } from "#app/domain/auth/rules";

import { NewPasswordFields, usePasswordsMatch } from "./new-password-fields";

export interface ResetPasswordFailure {
  message: string;
  field?: AccountField;
}

/**
 * /ResetPassword's form, an island: a plain form posting to the page's own
 * address (the emailed ?token= stays, and travels in the form too), so it
 * works without JavaScript; mounted on the first press, it checks the two
 * passwords match and shows that it is saving. A refusal comes back as a new
 * page with the message focused and both passwords empty.
 */
export function ResetPasswordForm({ token, failure }: { token: string; failure?: ResetPasswordFailure }) {
  const alertId = useId();
  const { mismatch, alert, check } = usePasswordsMatch();
  const { sending, send } = useSending();
  return (
    <form
      method="post"
      onSubmit={(event) => {
        if (check(event)) send(event);
      }}
      className="mt-8 grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
    >
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        labels={{ password: "New password", confirm: "Confirm new password" }}
        invalid={mismatch ? "confirmPassword" : failure?.field}
        alertId={alertId}
      />
      <Alert id={alertId} ref={alert} focusOnLoad>
        {mismatch ?? failure?.message}
      </Alert>
      <div>
        <SubmitButton sending={sending} label="Save my new password" busyLabel="Saving…" />
      </div>
    </form>
  );
}
