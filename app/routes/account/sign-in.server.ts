/** The sign-in page's forms: sign in, create an account, or go on to Google. */
import { data, redirect } from "react-router";

import { type FormResult } from "#app/components/auth/auth-forms";
import { firstError, signInForm, signUpForm } from "#app/domain/auth/forms";
import { type AccountField, DISPLAY_NAME_MAX, fieldFor, messages, safeRedirect } from "#app/domain/auth/rules";
import { EMAIL_MAX } from "#app/domain/email/email";
import { isGoogleEnabled } from "#app/server/auth/auth.server";
import { callAuth, describeAuthFailure, withCookies } from "#app/server/auth/auth-calls.server";
import { getEnv } from "#app/server/config/env.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

/** A failed attempt: the message, the input it is about (given, or known from the message), and what was typed. */
function failure(
  form: FormResult["form"],
  problem: string | { message: string; field?: AccountField },
  values: FormResult["values"],
  status: number,
) {
  const { message, field = fieldFor(message) } = typeof problem === "string" ? { message: problem } : problem;
  return data<FormResult>({ form, error: message, ...(field ? { field } : {}), values }, { status });
}

/** Google's sign-in page, where the browser goes next. */
interface GoogleHandoff {
  continueTo: string;
}

export async function handleSignInForm(request: Request) {
  const form = await readForm(request);
  const fields = textFields(form, ["intent", "redirectTo", "displayName", "email", "password", "confirmPassword"]);
  const redirectTo = safeRedirect(fields.redirectTo);

  if (fields.intent === "sign-in") {
    const values = { email: fields.email?.slice(0, EMAIL_MAX) };
    const parsed = signInForm.safeParse(fields);
    if (!parsed.success) return failure("sign-in", firstError(parsed.error), values, 400);
    const result = await callAuth(request, "/sign-in/email", { ...parsed.data, rememberMe: true });
    if (!result.ok) return failure("sign-in", describeAuthFailure(result), values, result.status);
    throw withCookies(redirect(redirectTo), result.setCookies);
  }

  if (fields.intent === "sign-up") {
    const values = {
      email: fields.email?.slice(0, EMAIL_MAX),
      displayName: fields.displayName?.slice(0, DISPLAY_NAME_MAX),
    };
    const parsed = signUpForm.safeParse(fields);
    if (!parsed.success) return failure("sign-up", firstError(parsed.error), values, 400);
    const { displayName, email, password } = parsed.data;
    const result = await callAuth(request, "/sign-up/email", { name: displayName, email, password });
    if (!result.ok) return failure("sign-up", describeAuthFailure(result), values, result.status);
    throw withCookies(redirect(redirectTo), result.setCookies);
  }

  if (fields.intent === "google" && isGoogleEnabled(getEnv())) {
    const result = await callAuth<{ url?: string }>(request, "/sign-in/social", {
      provider: "google",
      callbackURL: redirectTo,
      errorCallbackURL: "/SignIn?error=google",
    });
    if (!result.ok) return failure("sign-in", describeAuthFailure(result), {}, result.status);
    if (!result.data?.url) {
      console.error("auth: Google sign-in answered without a URL to go to");
      return failure("sign-in", messages.generic, {}, 502);
    }
    // A form may only be sent to this site, redirects included (CSP form-action 'self'): the page
    // that answers sends the browser on to Google itself, as a navigation of its own.
    return data<GoogleHandoff>(
      { continueTo: result.data.url },
      { headers: result.setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]) },
    );
  }

  return failure("sign-in", UNREADABLE_FORM_MESSAGE, {}, 400);
}
