import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface PrerenderedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** 'sha256-…' sources for the page's inline scripts, for its CSP. */
  scriptHashes: string[];
}

/**
 * Loads the HTML that the build prerendered for each path, compressed once,
 * so a guest's page view costs no rendering and no compression.
 */
export async function loadPrerenderedPages(
  clientDir: string,
  paths: readonly string[],
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const pathname of paths) {
    const file = path.join(clientDir, pathname, "index.html");
    let html: Buffer;
    try {
      html = await fs.readFile(file);
    } catch {
      throw new Error(`The build has no prerendered page for ${pathname} (${file}). Run npm run build.`);
    }
    pages.set(pathname, await renderPage(html, inlineScriptHashes(html.toString("utf8"))));
  }
  return pages;
}

/** A page's HTML with its compressed forms and validator, ready to serve. */
export async function renderPage(html: Buffer, scriptHashes: string[]): Promise<PrerenderedPage> {
  return {
    html,
    gzip: await gzip(html, { level: 9 }),
    brotli: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes,
  };
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

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
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
