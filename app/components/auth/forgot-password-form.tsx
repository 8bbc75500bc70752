import { useId } from "react";

import { Alert } from "#app/components/ui/alert";
import { SubmitButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { useSending } from "#app/components/ui/use-sending";

import { EmailField } from "./email-field";

/** The same words whether or not the email has an account, so the page reveals nothing. */
export const RESET_LINK_SENT =
  "If an account uses that email, a link to choose a new password is on its way. It works once, for one hour.";

export interface ForgotPasswordResult {
  sent: boolean;
  error: string | null;
  /** The email itself was refused: the input is marked invalid. */
  invalid: boolean;
  email?: string;
}

/**
 * /ForgotPassword's form, an island: a plain form posting to the page, so it
 * works without JavaScript; mounted on the first press, it shows that it is
 * sending. The answer comes back as a new page with the message focused.
 */
export function ForgotPasswordForm({ result }: { result?: ForgotPasswordResult }) {
  const alertId = useId();
  const { sending, send } = useSending();
  return (
    <form
      method="post"
      onSubmit={send}
      className="mt-8 grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
    >
      <EmailField defaultValue={result?.email} invalidBy={result?.invalid ? alertId : undefined} />
      <Alert id={alertId} tone={result?.sent ? "success" : "error"} focusOnLoad>
        {result?.sent ? RESET_LINK_SENT : result?.error}
      </Alert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SubmitButton sending={sending} label="Send me a link" busyLabel="Sending…" />
        <Link to="/SignIn" className="inline-flex min-h-11 items-center font-semibold">
          Back to sign in
        </Link>
      </div>
    </form>
  );
}
