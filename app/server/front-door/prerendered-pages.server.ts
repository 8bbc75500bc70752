import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import {
  type CompressedCopies,
  compressedCopies,
  etagOf,
  readCompressedCopies,
  type ServableFile,
  writeCompressedCopies,
} from "./compressed-copies.server";

/** A page's HTML (`body`) with both compressed forms, ready to send. */
export type PrerenderedPage = ServableFile &
  CompressedCopies & {
    /** 'sha256-…' sources for the page's inline scripts, for its CSP. */
    scriptHashes: string[];
  };

const pageFile = (clientDir: string, pathname: string) => path.join(clientDir, pathname, "index.html");

/**
 * At build time (react-router.config.ts, buildEnd): compresses each
 * prerendered page once, at the highest levels, into index.html.br and
 * index.html.gz, so starting the server costs no compression.
 */
export async function compressPrerenderedPages(clientDir: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (pathname) => {
      const file = pageFile(clientDir, pathname);
      await writeCompressedCopies(file, await fs.readFile(file));
    }),
  );
}

/**
 * Loads the HTML that the build prerendered for each path, with its
 * compressed copies, so a guest's page view costs no rendering and no
 * compression. A copy that is missing or older than its page (a build from
 * before compression moved there, or a page edited by hand) is made here.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  paths: readonly string[],
): Promise<Map<string, PrerenderedPage>> {
  const loaded = await Promise.all(paths.map((pathname) => loadPage(clientDir, pathname)));
  return new Map(paths.map((pathname, index) => [pathname, loaded[index] as PrerenderedPage]));
}

async function loadPage(clientDir: string, pathname: string): Promise<PrerenderedPage> {
  const file = pageFile(clientDir, pathname);
  let html: Buffer;
  let modified: number;
  try {
    [html, { mtimeMs: modified }] = await Promise.all([fs.readFile(file), fs.stat(file)]);
  } catch {
    throw new Error(`The build has no prerendered page for ${pathname} (${file}). Run npm run build.`);
  }
  return {
    body: html,
    ...(await readCompressedCopies(file, html, modified)),
    etag: etagOf(html),
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
  };
}

/** Brotli's level for a page re-made while serving: about a third of the build level's time, a little larger. */
export const SERVING_BROTLI_QUALITY = 9;

/**
 * A page's HTML with its compressed forms and validator, ready to serve: for
 * a page whose owner-edited facts changed since the build (server.ts). Made
 * once per change, so a quicker brotli level than the build's is enough.
 */
export async function renderPage(html: Buffer, scriptHashes: string[]): Promise<PrerenderedPage> {
  return { body: html, ...(await compressedCopies(html, SERVING_BROTLI_QUALITY)), etag: etagOf(html), scriptHashes };
}

/** Hashes of every inline script that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Query parameters that only tell analytics where a visitor came from; no page reads them. */
const TRACKING_PARAMETER = /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid)$/i;

/**
 * Whether a query string can change what a page shows (a form that GETs its
 * page, a link that pre-fills a form), so the page must be rendered for it
 * rather than served prerendered. Campaign tags alone keep the fast path.
 */
export function queryChangesPage(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => !TRACKING_PARAMETER.test(key));
}
