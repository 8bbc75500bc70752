import { useActionData, useLoaderData } from "react-router";

import { ResetPasswordForm } from "#app/components/auth/reset-password-form";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { Alert } from "#app/components/ui/alert";
import { Link } from "#app/components/ui/link";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { messages } from "#app/domain/auth/rules";

import type { Route } from "./+types/reset-password";
import { handleResetPasswordForm } from "./reset-password.server";

const page = pageInfo("/ResetPassword");

export const meta = metaFor(page);

// HTML and an island, answered per request (docs/decisions/0044).
export const handle = contentPage;

/** The emailed link lands here (through /api/auth/reset-password/:token) with ?token=… or ?error=… */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const valid = token !== null && token.length > 0 && token.length <= 200 && !url.searchParams.has("error");
  return { token: valid ? token : null };
}

export const action = ({ request }: Route.ActionArgs) => handleResetPasswordForm(request);

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-4xl sm:text-5xl">Choose a new password</h1>
        {token ? (
          <Island name="reset-password-form" component={ResetPasswordForm} props={{ token, failure: result }} />
        ) : (
          <div className="mt-8">
            <Alert focusOnLoad>{messages.resetLinkInvalid}</Alert>
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
