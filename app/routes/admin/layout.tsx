import { Outlet } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleFrame } from "#app/components/admin/console-frame";
import { consoleLayoutMeta } from "#app/components/admin/console-meta";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/layout";

// Never cached: entry.server.tsx marks every signed-in answer private, no-store.
export const meta = consoleLayoutMeta;

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireConsoleUser({ request, url });
  return { email: user.email };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame email={loaderData.email}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** Refused (403), or the console's own data failed: the console frame without its sections. */
export function ErrorBoundary() {
  return (
    <ConsoleFrame email={null}>
      <ConsoleErrorBoundary />
    </ConsoleFrame>
  );
}
