import { data, useActionData } from "react-router";

import { ForgotPasswordForm, type ForgotPasswordResult } from "#app/components/auth/forgot-password-form";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { firstError, forgotPasswordForm } from "#app/domain/auth/forms";
import { EMAIL_MAX } from "#app/domain/email/email";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

import type { Route } from "./+types/forgot-password";

const page = pageInfo("/ForgotPassword");

export const meta = metaFor(page);

// HTML and an island, answered per request (docs/decisions/0044).
export const handle = contentPage;

export async function action({ request }: Route.ActionArgs) {
  const fields = textFields(await readForm(request), ["email"]);
  const parsed = forgotPasswordForm.safeParse(fields);
  if (!parsed.success) {
    // The only input is the email, so a form that does not parse is about it.
    return data<ForgotPasswordResult>(
      { sent: false, error: firstError(parsed.error).message, invalid: true, email: fields.email?.slice(0, EMAIL_MAX) },
      { status: 400 },
    );
  }
  const result = await callAuth(request, "/request-password-reset", {
    email: parsed.data.email,
    redirectTo: "/ResetPassword",
  });
  if (!result.ok) {
    return data<ForgotPasswordResult>(
      { sent: false, error: describeAuthFailure(result), invalid: false, email: parsed.data.email },
      { status: result.status },
    );
  }
  return { sent: true, error: null, invalid: false, email: parsed.data.email } satisfies ForgotPasswordResult;
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">Forgot your password?</h1>
        <p className="mt-4 text-lg text-stone-700">
          Tell us the email you signed up with and we'll send a link to choose a new one.
        </p>
        <Island name="forgot-password-form" component={ForgotPasswordForm} props={{ result }} />
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
