import { createContext, useContext } from "react";
import { useMatches } from "react-router";

/**
 * Which pages run React in the browser. A route says `handle = { hydrate:
 * false }` when its page is content only: the document then leaves out
 * React Router's scripts and module preloads, and loads the islands'
 * bootstrap instead. Every other page (the shop, checkout, accounts, the
 * console, error pages) hydrates as before.
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

const BootstrapUrlContext = createContext<string | null>(null);

/** Provided by entry.server.tsx: the built URL of ./bootstrap.ts. */
export const IslandsBootstrapUrlProvider = BootstrapUrlContext.Provider;

/**
 * The one script of a content page: an external module (so the page's CSP
 * needs no hash or nonce for it), run after the HTML is parsed.
 */
export function IslandsBootstrap() {
  const url = useContext(BootstrapUrlContext);
  return url ? <script type="module" src={url} /> : null;
}
