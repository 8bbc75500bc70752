import { Outlet } from "react-router";

import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SiteHeader } from "#app/components/layout/site-header";
import { SiteNotice } from "#app/components/site/site-notice";
import { getSessionUser } from "#app/server/auth/session.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { currentFacts } from "#app/server/site-facts/live-facts.server";
import { shownSiteNotice } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/layout";

/** The public site's frame: the marketing header and footer around every page. */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    config: getPublicConfig(),
    facts: currentFacts(),
    notice: shownSiteNotice(),
    user: await visitor(request),
    year: new Date().getFullYear(),
  };
}

/** Who is signing the navigation; a database hiccup shows the guest navigation rather than an error. */
async function visitor(request: Request) {
  try {
    const user = await getSessionUser(request);
    return user ? { displayName: user.displayName } : null;
  } catch (error) {
    console.error("session: could not be read", error);
    return null;
  }
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { config, notice, user, year } = loaderData;
  return (
    <>
      <SiteHeader signedIn={Boolean(user)} />
      <SiteNotice notice={notice} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter phone={config.contactPhone} email={config.contactEmail} legalName={config.legalName} year={year} />
    </>
  );
}

/** The layout's own loader failed: keep the header so the visitor can find their way. */
export function ErrorBoundary() {
  return (
    <>
      <SiteHeader signedIn={false} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary />
      </main>
    </>
  );
}
