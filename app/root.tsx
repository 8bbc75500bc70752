import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { markPageHydrated } from "./components/art/art";
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ErrorPage } from "./components/layout/error-page";
import { getSessionUser } from "./server/auth/session.server";
import { getPublicConfig } from "./server/env.server";

export const links: Route.LinksFunction = () => [
  // React writes stylesheets with a precedence first in <head>, ahead of the
  // script preloads, so the page can paint without waiting on JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return {
    config: getPublicConfig(),
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

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10302a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader signedIn={Boolean(data?.user)} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {data ? (
          <SiteFooter
            phone={data.config.contactPhone}
            email={data.config.contactEmail}
            legalName={data.config.legalName}
            year={data.year}
          />
        ) : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // From here on, pictures mounted by client navigation load as image files.
  useEffect(markPageHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} />;
  }
  if (import.meta.env.DEV && error instanceof Error) {
    return <ErrorPage status={500} detail={error.stack ?? error.message} />;
  }
  return <ErrorPage status={500} />;
}
