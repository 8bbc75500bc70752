import { useId } from "react";

import { Alert } from "#app/components/ui/alert";
import { SubmitButton } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { useSending } from "#app/components/ui/use-sending";
import { DISPLAY_NAME_MAX } from "#app/domain/auth/rules";

/** What the last save said, and what was typed (kept on a failure, so nothing is lost). */
export interface DisplayNameResult {
  ok: boolean;
  message: string;
  typed: string;
}

/**
 * /Account's display-name form, an island: a plain form posting to the page,
 * so it works without JavaScript; mounted on the first press, it shows that
 * it is saving. The answer comes back as a new page with its message focused.
 */
export function DisplayNameForm({ displayName, result }: { displayName: string; result?: DisplayNameResult }) {
  const alertId = useId();
  const { sending, send } = useSending();
  return (
    <form method="post" onSubmit={send} className="mt-8 grid gap-4 border-t border-stone-200 pt-6">
      <h3 className="text-xl">Change your display name</h3>
      <Field
        label="Display name"
        name="displayName"
        required
        maxLength={DISPLAY_NAME_MAX}
        defaultValue={result && !result.ok ? result.typed : displayName}
        autoComplete="nickname"
        invalidBy={result && !result.ok ? alertId : undefined}
      />
      <Alert id={alertId} tone={result?.ok ? "success" : "error"} focusOnLoad>
        {result?.message}
      </Alert>
      <div>
        <SubmitButton sending={sending} label="Save display name" busyLabel="Saving…" />
      </div>
    </form>
  );
}
