import { Outlet } from "react-router";

import { contentPage } from "#app/components/islands/page-scripts";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleFrame } from "#app/components/layout/console/console-frame";
import { consoleLayoutMeta } from "#app/components/layout/console/console-meta";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/layout";

// Never cached: entry.server.tsx marks every signed-in answer private, no-store.
export const meta = consoleLayoutMeta;

/**
 * Every console page is HTML and islands (docs/decisions/0050): its forms are
 * plain posts, each answered with a new page, and a form's button says that
 * it is sending once pressed.
 */
export const handle = contentPage;

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
