import { createContext, useContext } from "react";
import { useMatches } from "react-router";

import { useNonce } from "#app/components/layout/nonce";
import { SITE_ICON_PATH } from "#app/content/paths";

import { afterFirstPaintScript } from "./after-first-paint";

/**
 * Which pages run React in the browser. A route says `handle = { hydrate:
 * false }` when its page is content only: the document then leaves out
 * React Router's scripts and module preloads, and loads the islands'
 * bootstrap instead. Only the pages that need it hydrate: the two card
 * pay pages (Stripe's card field) and an error no layout caught.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** The handle of a content page: HTML, plus islands where it needs them. */
export const contentPage: PageHandle = { hydrate: false };

function declaresNoHydration(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as PageHandle).hydrate === false;
}

/** Whether this document hydrates. Always true in the browser: only a hydrated document renders there. */
export function usePageHydrates(): boolean {
  const matches = useMatches();
  // The dev server hydrates everything: its module graph (and fast refresh) expects React Router's scripts.
  if (import.meta.env.DEV || typeof document !== "undefined") return true;
  return !matches.some((match) => declaresNoHydration(match.handle));
}

/**
 * What a content page's document needs from the build, given to the server by
 * `virtual:content-page-assets` (scripts/vite/content-page-assets.ts).
 */
export interface ContentPageAssets {
  bootstrap: {
    url: string;
    /** Its static imports, for the page to import beside it instead of one round trip after it. */
    imports: string[];
  };
  /** The site icon's address: a data URL in a build. */
  icon: string;
}

const AssetsContext = createContext<ContentPageAssets | null>(null);

/** Provided by entry.server.tsx: the built bootstrap's files and the icon's data URL. */
export const ContentPageAssetsProvider = AssetsContext.Provider;

/**
 * The one script of a content page: a few inline lines that import the
 * islands' bootstrap (and the chunks it imports, beside it rather than one
 * round trip after it) once the page has painted (./after-first-paint.ts).
 * Its CSP source is the response's nonce, or its hash on a page rendered
 * once for every guest (prerendered pages, the guest page cache).
 */
export function IslandsBootstrap() {
  const assets = useContext(AssetsContext);
  const nonce = useNonce();
  if (!assets) return null;
  const body = afterFirstPaintScript([...assets.bootstrap.imports, assets.bootstrap.url]);
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: body }} />;
}

/**
 * The site icon. A content page carries it as a data URL (under 1 KB), so
 * loading the page is one request fewer; a hydrated page names the file,
 * which the browser keeps in its cache.
 */
export function SiteIcon({ inline }: { inline: boolean }) {
  const assets = useContext(AssetsContext);
  return <link rel="icon" href={inline && assets ? assets.icon : SITE_ICON_PATH} type="image/svg+xml" />;
}
