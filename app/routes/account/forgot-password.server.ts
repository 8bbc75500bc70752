/** The forgot-password form: check the address and ask for a reset link to be emailed to it. */
import { data } from "react-router";

import type { ForgotPasswordResult } from "#app/components/auth/forgot-password-form";
import { firstError, forgotPasswordForm } from "#app/domain/auth/forms";
import { EMAIL_MAX } from "#app/domain/email/email";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export async function handleForgotPasswordForm(request: Request) {
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
