import { data, redirect, useActionData, useLoaderData } from "react-router";

import { type FormResult, SignInForm, SignUpForm } from "#app/components/auth/auth-forms";
import { GoogleButton } from "#app/components/auth/google-button";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { Alert } from "#app/components/ui/alert";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { firstError, signInForm, signUpForm } from "#app/domain/auth/forms";
import { type AccountField, DISPLAY_NAME_MAX, fieldFor, messages, safeRedirect } from "#app/domain/auth/rules";
import { EMAIL_MAX } from "#app/domain/email/email";
import { isGoogleEnabled } from "#app/server/auth/auth.server";
import { callAuth, describeAuthFailure, withCookies } from "#app/server/auth/auth-calls.server";
import { getSessionUser } from "#app/server/auth/session.server";
import { getEnv } from "#app/server/config/env.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

import type { Route } from "./+types/sign-in";

const page = pageInfo("/SignIn");

export const meta = metaFor(page);

// HTML and islands, rendered and answered per request (docs/decisions/0044).
export const handle = contentPage;

const notices: Record<string, string> = {
  "password-reset": "Your password is changed. Sign in with the new one.",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await getSessionUser(request)) throw redirect(redirectTo);
  const notice = notices[url.searchParams.get("notice") ?? ""] ?? null;
  const oauthError = url.searchParams.has("error") ? "Google sign-in didn't finish. Please try again." : null;
  return { redirectTo, notice, oauthError, googleEnabled: isGoogleEnabled(getEnv()) };
}

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

export async function action({ request }: Route.ActionArgs) {
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

export default function SignInPage() {
  const { redirectTo, notice, oauthError, googleEnabled } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const result = answer && "form" in answer ? answer : undefined;
  const handoff = answer && "continueTo" in answer ? answer : undefined;
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">Your account</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Sign in or create an account</h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">
          An account keeps your orders in one place and makes checkout quicker. Homes are still ordered by phone.
        </p>
        {/* Each arrives with a new page: focused, unless a form's own message came back with it. */}
        {notice ? (
          <Alert tone="success" className="mt-6 max-w-2xl" focusOnLoad={!result}>
            {notice}
          </Alert>
        ) : null}
        {handoff ? (
          <>
            <meta httpEquiv="refresh" content={`0;url=${handoff.continueTo}`} />
            <Alert tone="info" className="mt-6 max-w-2xl" focusOnLoad>
              Taking you to Google…{" "}
              <a href={handoff.continueTo} className="underline underline-offset-4">
                Continue to Google
              </a>
            </Alert>
          </>
        ) : null}
        {oauthError ? (
          <Alert className="mt-6 max-w-2xl" focusOnLoad={!result}>
            {oauthError}
          </Alert>
        ) : null}
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <section className="rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
            <Island name="sign-in-form" component={SignInForm} props={{ result, redirectTo }} />
            {googleEnabled ? (
              <div className="mt-6 border-t border-stone-200 pt-6">
                <GoogleButton redirectTo={redirectTo} />
              </div>
            ) : null}
          </section>
          <section className="rounded-2xl border border-stone-200 bg-white p-6 sm:p-8">
            <Island name="sign-up-form" component={SignUpForm} props={{ result, redirectTo }} />
          </section>
        </div>
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
