import { data } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/not-found";

/** An unknown console address: admins see a console 404; nobody else learns what exists. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  throw data(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}

export const ErrorBoundary = ConsoleErrorBoundary;
