import { redirect, useActionData, useLoaderData } from "react-router";

import { SignInForm, SignUpForm } from "#app/components/auth/auth-forms";
import { GoogleButton } from "#app/components/auth/google-button";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { Alert } from "#app/components/ui/alert";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { safeRedirect } from "#app/domain/auth/rules";
import { isGoogleEnabled } from "#app/server/auth/auth.server";
import { getSessionUser } from "#app/server/auth/session.server";
import { getEnv } from "#app/server/config/env.server";

import type { Route } from "./+types/sign-in";
import { handleSignInForm } from "./sign-in.server";

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

export async function action({ request }: Route.ActionArgs) {
  return handleSignInForm(request);
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
