import { createContext, useContext } from "react";
import { preloadModule } from "react-dom";
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

const BootstrapContext = createContext<{ url: string; imports: string[] } | null>(null);

/** Provided by entry.server.tsx: the built URL of ./bootstrap.ts and of the chunks it imports. */
export const IslandsBootstrapProvider = BootstrapContext.Provider;

/**
 * The one script of a content page: an external module (so the page's CSP
 * needs no hash or nonce for it), run after the HTML is parsed. The chunks it
 * imports are preloaded from the head, so they download beside it rather than
 * one round trip after it.
 */
export function IslandsBootstrap() {
  const files = useContext(BootstrapContext);
  if (!files) return null;
  for (const url of files.imports) preloadModule(url);
  return <script type="module" src={files.url} />;
}
