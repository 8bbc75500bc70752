import type { NextFunction, Request, Response } from "express";

import { hasSessionCookie } from "#app/server/auth/session-cookie.server";
import type { Env } from "#app/server/config/env.server";

import { sendBuiltFile } from "./compressed-copies.server";
import { inlineScriptHashes, type PrerenderedPage, queryChangesPage, renderPage } from "./prerendered-pages.server";
import { renderingCache } from "./rendering-cache.server";
import { contentSecurityPolicy } from "./security-headers.server";

/** A guest's page with its compressed forms and the policy that vouches for its scripts. */
type GuestPage = PrerenderedPage & { policy: string };

interface Options {
  env: Env;
  /** Pages read from the database at each request that look the same to every guest. */
  paths: readonly string[];
  /** The catalog's version, or null while it cannot be vouched for: then every request is rendered. */
  catalogVersion: () => number | null;
  /** Changes whenever the owner's facts the pages state do. */
  factsKey: () => string;
  /** Renders the page as a guest sees it: no cookie and no nonce, so nothing of a visitor is in it. */
  render: (pathname: string) => Promise<globalThis.Response>;
}

/** Two pages today; room for a few versions of each while requests on an older one finish. */
const LIMITS = { maxEntries: 16, maxAgeMs: 5 * 60_000 };

/**
 * Guests' views of per-request pages (the shop), rendered once per catalog
 * version and set of facts, compressed once, and sent from memory
 * (docs/decisions/0045). Anyone with a session, and an address whose query
 * the page could read, is rendered for the request as before, and so is
 * every request while the catalog's version is unknown (the database away:
 * the render answers 503 as it always has).
 */
export function serveGuestPages({ env, paths, catalogVersion, factsKey, render }: Options) {
  const cached = renderingCache<GuestPage>(LIMITS);
  const served = new Set(paths);

  const make = async (pathname: string): Promise<GuestPage | null> => {
    const response = await render(pathname);
    const html = /^text\/html\b/i.test(response.headers.get("content-type") ?? "");
    if (response.status !== 200 || !html || response.headers.has("set-cookie")) {
      await response.body?.cancel();
      return null;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const page = await renderPage(body, inlineScriptHashes(body.toString("utf8")));
    return { ...page, policy: contentSecurityPolicy(env, { scripts: page.scriptHashes }) };
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !served.has(req.path)) return next();
    if (hasSessionCookie(req.headers.cookie)) return next();
    const query = req.originalUrl.indexOf("?");
    if (query !== -1 && queryChangesPage(req.originalUrl.slice(query))) return next();
    const version = catalogVersion();
    if (version === null) return next();

    let page: GuestPage | null;
    try {
      page = await cached.get(`${req.path}\n${version}\n${factsKey()}`, () => make(req.path));
    } catch {
      // Rendered for the request instead, which reports what went wrong.
      page = null;
    }
    if (!page) return next();
    sendBuiltFile(req, res, page, {
      "Content-Type": "text/html; charset=utf-8",
      // Browsers ask again each time (a 304 while the page is the same): the owner's edits show at once.
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding, Cookie",
      // No opener policy: a guest's page is the same for everyone (docs/decisions/0047).
      "Content-Security-Policy": page.policy,
    });
  };
}
