import { data } from "react-router";

import { contentPage } from "#app/components/islands/page-scripts";
import { ErrorPage } from "#app/components/layout/error-page";

export const handle = contentPage;

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
