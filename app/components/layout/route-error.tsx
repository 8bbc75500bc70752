import { isRouteErrorResponse, useRouteError } from "react-router";

import { ErrorPage } from "./error-page";

/**
 * A route's `ErrorBoundary`: a loader or action that fails shows a designed
 * error page inside its layout (header, footer and navigation stay).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} />;
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <ErrorPage status={500} detail={detail} />;
}
