import { isRouteErrorResponse, Link, useRouteError } from "react-router";

import { LinkButton } from "#app/components/ui/button";

const copy: Record<number, { title: string; body: string }> = {
  403: {
    title: "This part of the site is for the Nestz team",
    body: "You're signed in, but this account can't open the console. If you think it should, ask the owner to give it access.",
  },
  404: { title: "Nothing here", body: "That page of the console doesn't exist, or the record it showed has gone." },
  503: {
    title: "The console can't reach its records",
    body: "The database isn't answering right now. Nothing you saved is lost; please try again in a minute.",
  },
};

const fallback = {
  title: "Something went wrong",
  body: "That didn't work, and nothing was changed. Please try again; if it keeps happening, the server log says why.",
};

/** A console route's `ErrorBoundary`: the error shown inside the console frame, with a way back. */
export function ConsoleErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const awaitingConfirmation =
    isRouteErrorResponse(error) &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { awaitingConfirmation?: unknown }).awaitingConfirmation === true;
  const text = copy[status] ?? fallback;
  return (
    <div className="max-w-2xl">
      <title>{`${text.title} | Nestz console`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-[0.12em] text-cedar-700 uppercase">Error {status}</p>
      <h1 className="mt-2 text-3xl sm:text-4xl">{text.title}</h1>
      {awaitingConfirmation ? (
        <p className="mt-4 text-lg">
          Your address is on the team list. To open the console, prove it's yours: choose “Forgot password” with this
          address, and follow the link we email you. Setting your password there confirms the address.
        </p>
      ) : (
        <p className="mt-4 text-lg">{text.body}</p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {awaitingConfirmation ? <LinkButton to="/ForgotPassword">Email me the link</LinkButton> : null}
        <LinkButton to={status === 403 ? "/" : "/admin"} variant={awaitingConfirmation ? "secondary" : "primary"}>
          {status === 403 ? "Back to the site" : "Console overview"}
        </LinkButton>
        {status === 403 ? null : (
          <Link to="/" className="inline-flex min-h-11 items-center px-2 font-semibold">
            View the site
          </Link>
        )}
      </div>
    </div>
  );
}
