import { useId } from "react";
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";

import { NewPasswordFields, usePasswordsMatch } from "#app/components/account/new-password-fields";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";
import { firstError, resetPasswordForm } from "#app/domain/accounts/forms";
import { fieldFor, messages } from "#app/domain/accounts/rules";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

import type { Route } from "./+types/reset-password";

const page = pageInfo("/ResetPassword");

export const meta = metaFor(page);

/** The emailed link lands here (through /api/auth/reset-password/:token) with ?token=… or ?error=… */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const valid = token !== null && token.length > 0 && token.length <= 200 && !url.searchParams.has("error");
  return { token: valid ? token : null };
}

export async function action({ request }: Route.ActionArgs) {
  const fields = textFields(await readForm(request), ["token", "password", "confirmPassword"]);
  const parsed = resetPasswordForm.safeParse(fields);
  if (!parsed.success) return data(firstError(parsed.error), { status: 400 });
  const result = await callAuth(request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!result.ok) {
    const message = describeAuthFailure(result);
    return data({ message, field: fieldFor(message) }, { status: result.status });
  }
  throw redirect("/SignIn?notice=password-reset");
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const { mismatch, checkPasswords } = usePasswordsMatch();
  const alertId = useId();
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">Choose a new password</h1>
        {token ? (
          <Form
            method="post"
            onSubmit={checkPasswords}
            className="mt-8 grid gap-4 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
          >
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields
              labels={{ password: "New password", confirm: "Confirm new password" }}
              invalid={mismatch ? "confirmPassword" : result?.field}
              alertId={alertId}
              failure={result}
            />
            <Alert id={alertId}>{mismatch ?? result?.message}</Alert>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? "Saving…" : "Save my new password"}
              </Button>
            </div>
          </Form>
        ) : (
          <div className="mt-8">
            <Alert>{messages.resetLinkInvalid}</Alert>
          </div>
        )}
        {/* Below the form too: a link can expire while its page is open. */}
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/ForgotPassword" className="inline-flex min-h-11 items-center font-semibold">
            Ask for a new link
          </Link>
          <Link to="/SignIn" className="inline-flex min-h-11 items-center font-semibold">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
