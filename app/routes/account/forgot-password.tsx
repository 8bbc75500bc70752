import { useActionData } from "react-router";

import { ForgotPasswordForm } from "#app/components/auth/forgot-password-form";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";

import type { Route } from "./+types/forgot-password";
import { handleForgotPasswordForm } from "./forgot-password.server";

const page = pageInfo("/ForgotPassword");

export const meta = metaFor(page);

// HTML and an island, answered per request (docs/decisions/0044).
export const handle = contentPage;

export const action = ({ request }: Route.ActionArgs) => handleForgotPasswordForm(request);

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
