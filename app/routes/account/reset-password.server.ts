/** The reset-password form: check the new password, set it with the emailed token, and go on to sign in. */
import { data, redirect } from "react-router";

import type { ResetPasswordFailure } from "#app/components/auth/reset-password-form";
import { firstError, resetPasswordForm } from "#app/domain/auth/forms";
import { fieldFor } from "#app/domain/auth/rules";
import { callAuth, describeAuthFailure } from "#app/server/auth/auth-calls.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export async function handleResetPasswordForm(request: Request) {
  const fields = textFields(await readForm(request), ["token", "password", "confirmPassword"]);
  const parsed = resetPasswordForm.safeParse(fields);
  if (!parsed.success) return data<ResetPasswordFailure>(firstError(parsed.error), { status: 400 });
  const result = await callAuth(request, "/reset-password", {
    token: parsed.data.token,
    newPassword: parsed.data.password,
  });
  if (!result.ok) {
    const message = describeAuthFailure(result);
    return data<ResetPasswordFailure>({ message, field: fieldFor(message) }, { status: result.status });
  }
  throw redirect("/SignIn?notice=password-reset");
}
