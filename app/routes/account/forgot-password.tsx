import { useId } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";

import { EmailField } from "#app/components/account/email-field";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";
import { firstError, forgotPasswordForm } from "#app/domain/accounts/forms";
import { EMAIL_MAX } from "#app/domain/email/email";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

import type { Route } from "./+types/forgot-password";

const page = pageInfo("/ForgotPassword");

export const meta = metaFor(page);

/** The same words whether or not the email has an account, so the page reveals nothing. */
const SENT =
  "If an account uses that email, a link to choose a new password is on its way. It works once, for one hour.";

export async function action({ request }: Route.ActionArgs) {
  const fields = textFields(await readForm(request), ["email"]);
  const parsed = forgotPasswordForm.safeParse(fields);
  if (!parsed.success) {
    // The only input is the email, so a form that does not parse is about it.
    return data(
      { sent: false, error: firstError(parsed.error).message, invalid: true, email: fields.email?.slice(0, EMAIL_MAX) },
      { status: 400 },
    );
  }
  const result = await callAuth(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/ResetPassword",
  });
  if (!result.ok) {
    return data(
      { sent: false, error: describeAuthFailure(result), invalid: false, email: parsed.data.email },
      { status: result.status },
    );
  }
  return { sent: true, error: null, invalid: false, email: parsed.data.email };
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const alertId = useId();
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">Forgot your password?</h1>
        <p className="mt-4 text-lg text-stone-700">
          Tell us the email you signed up with and we'll send a link to choose a new one.
        </p>
        <Form method="post" className="mt-8 grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
          <EmailField defaultValue={result?.email} invalidBy={result?.invalid ? alertId : undefined} />
          <Alert id={alertId} tone={result?.sent ? "success" : "error"}>
            {result?.sent ? SENT : result?.error}
          </Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? "Sending…" : "Send me a link"}
            </Button>
            <Link to="/SignIn" className="inline-flex min-h-11 items-center font-semibold">
              Back to sign in
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
