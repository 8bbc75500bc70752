import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";

import stylesheet from "./app.css?url";
import { LazyArt, markPageHydrated } from "./components/art/art";
import { usePageViews } from "./components/insights/page-views";
import { IslandsBootstrap, SiteIcon, usePageHydrates } from "./components/islands/page-scripts";
import { ErrorPage } from "./components/layout/error-page";
import { useNonce } from "./components/layout/nonce";

export const links = () => [
  // React writes stylesheets with a precedence first in <head>, ahead of the
  // script preloads, so the page can paint without waiting on JavaScript.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The document every page shares; each layout (site, console) brings its own frame and <main>. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Content pages are HTML and islands; the rest hydrate (docs/decisions/0016).
  const hydrates = usePageHydrates();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#10302a" />
        <Meta />
        <Links />
        <SiteIcon inline={!hydrates} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <LazyArt lazy={!hydrates}>{children}</LazyArt>
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <IslandsBootstrap />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // From here on, pictures mounted by client navigation load as image files.
  useEffect(markPageHydrated, []);
  usePageViews();
  return <Outlet />;
}

/** The last resort, for an error no layout caught: the page without its frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <ErrorPage status={status} detail={detail} />
    </main>
  );
}
