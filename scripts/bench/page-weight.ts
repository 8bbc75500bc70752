/**
 * What each page costs a first-time visitor, measured in a real browser:
 * Chromium (Playwright) loads the page in a fresh context (empty cache),
 * waits for `load` and then for network idle (no request for 500 ms, so
 * lazily imported route modules and data requests are included), and records
 * every response.
 *
 * Sizes: the decoded body of each response, gzipped here with zlib at level 9.
 * That makes the figures independent of what the server negotiated (brotli,
 * gzip or nothing) and stable from run to run.
 *
 * The app's own JavaScript vs libraries: the bench build has hidden source
 * maps (see server.ts). For each JS chunk the page loads, the map assigns
 * every byte of the chunk to a source file: a source under node_modules/
 * (react, react-dom, scheduler, react-router, @react-router/dev's default
 * client entry, …) counts as library code, anything else (app/…) as the app's
 * own. A chunk's gzip size is split in proportion to those raw bytes (gzip
 * compresses a chunk as a whole, so per-module gzip sizes are an estimate);
 * bytes no mapping points at (import/export glue) are spread the same way.
 * React Router's generated route manifest (/assets/manifest-*.js, no source
 * map) lists the app's routes and grows with them: it counts as the app's.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { type Browser, chromium } from "@playwright/test";

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { PROJECT_ROOT } from "./server";
import { attributeBytes, originOf, type RawSourceMap } from "./source-map";

export type ResourceKind = "document" | "script" | "stylesheet" | "image" | "font" | "data" | "other";

export interface ResourceWeight {
  url: string;
  kind: ResourceKind;
  status: number;
  /** Decoded body size. */
  rawBytes: number;
  /** The body gzipped at level 9. */
  gzipBytes: number;
  /** Scripts only: the gzip bytes attributed to the app's own modules and to node_modules. */
  appGzipBytes?: number;
  libraryGzipBytes?: number;
}

export interface PageWeight {
  path: string;
  /** Where the page ended up when it redirected (e.g. to the sign-in page), else null. */
  redirectedTo: string | null;
  status: number;
  requests: number;
  failedRequests: string[];
  htmlRawBytes: number;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  jsAppGzipBytes: number;
  jsLibraryGzipBytes: number;
  cssGzipBytes: number;
  /** Images, fonts, data requests and the rest: raw (decoded) bytes. */
  otherRawBytes: number;
  /** Estimated gzip bytes per npm package. */
  libraries: Record<string, number>;
  /** Estimated gzip bytes per app module. */
  appModules: Record<string, number>;
  resources: ResourceWeight[];
}

interface ChunkShares {
  /** Fraction of the chunk per module; sums to 1. */
  modules: { module: string; kind: "app" | "library"; packageName?: string; share: number }[];
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

function classify(resourceType: string, contentType: string): ResourceKind {
  if (resourceType === "document") return "document";
  if (/javascript|ecmascript/.test(contentType) || resourceType === "script") return "script";
  if (contentType.includes("text/css") || resourceType === "stylesheet") return "stylesheet";
  if (resourceType === "image") return "image";
  if (resourceType === "font") return "font";
  if (resourceType === "fetch" || resourceType === "xhr") return "data";
  return "other";
}

/** Splits a chunk into module shares using its hidden source map (cached: chunks repeat across pages). */
function chunkShares(
  buildClientDir: string,
  pathname: string,
  body: Buffer,
  cache: Map<string, ChunkShares>,
): ChunkShares {
  const cached = cache.get(pathname);
  if (cached) return cached;
  const mapFile = path.join(buildClientDir, `${pathname}.map`);
  let shares: ChunkShares;
  if (/^\/assets\/manifest-[^/]+\.js$/.test(pathname)) {
    shares = { modules: [{ module: "(React Router route manifest)", kind: "app", share: 1 }] };
  } else if (!pathname.startsWith("/assets/") || !existsSync(mapFile)) {
    shares = { modules: [{ module: `(no source map) ${pathname}`, kind: "app", share: 1 }] };
  } else {
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as RawSourceMap;
    const { bySource } = attributeBytes(body.toString("utf8"), map, mapFile, PROJECT_ROOT);
    const mapped = [...bySource.values()].reduce((sum, bytes) => sum + bytes, 0);
    shares = {
      modules:
        mapped === 0
          ? [{ module: `(empty mapping) ${pathname}`, kind: "app", share: 1 }]
          : [...bySource].map(([source, bytes]) => {
              const origin = originOf(source);
              return origin.kind === "library"
                ? { module: origin.module, kind: "library", packageName: origin.packageName, share: bytes / mapped }
                : { module: origin.module, kind: "app", share: bytes / mapped };
            }),
    };
  }
  cache.set(pathname, shares);
  return shares;
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  buildClientDir: string,
  cache: Map<string, ChunkShares>,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  try {
    const page = await context.newPage();
    let requests = 0;
    const failedRequests: string[] = [];
    const pending: Promise<(ResourceWeight & { body: Buffer }) | null>[] = [];
    // Network requests only: blob: and data: URLs never leave the browser.
    const isNetwork = (url: string) => /^https?:/.test(url);
    page.on("request", (request) => {
      if (isNetwork(request.url())) requests++;
    });
    page.on("requestfailed", (request) => {
      if (isNetwork(request.url()))
        failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? "failed"})`);
    });
    page.on("response", (response) => {
      if (!isNetwork(response.url())) return;
      const status = response.status();
      // Redirects have no body; the request they lead to is recorded on its own.
      if (status >= 300 && status < 400) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            kind: classify(response.request().resourceType(), response.headers()["content-type"] ?? ""),
            status,
            rawBytes: body.length,
            gzipBytes: gzipSize(body),
            body,
          }),
          () => null, // e.g. a request the page aborted: counted, but it has no body to weigh
        ),
      );
    });

    const url = new URL(pagePath, baseUrl).href;
    const navigation = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForLoadState("networkidle", { timeout: 60_000 });
    const settled = await Promise.all(pending);

    const resources: ResourceWeight[] = [];
    const libraries: Record<string, number> = {};
    const appModules: Record<string, number> = {};
    for (const entry of settled) {
      if (!entry) continue;
      const { body, ...resource } = entry;
      if (resource.kind === "script") {
        const pathname = new URL(resource.url).pathname;
        const shares = chunkShares(buildClientDir, pathname, body, cache);
        let app = 0;
        let library = 0;
        for (const share of shares.modules) {
          const bytes = resource.gzipBytes * share.share;
          if (share.kind === "library") {
            library += bytes;
            const name = share.packageName ?? share.module;
            libraries[name] = (libraries[name] ?? 0) + bytes;
          } else {
            app += bytes;
            appModules[share.module] = (appModules[share.module] ?? 0) + bytes;
          }
        }
        resource.appGzipBytes = Math.round(app);
        resource.libraryGzipBytes = Math.round(library);
      }
      resources.push(resource);
    }

    const sum = (kind: ResourceKind, pick: (resource: ResourceWeight) => number) =>
      resources.filter((resource) => resource.kind === kind).reduce((total, resource) => total + pick(resource), 0);
    // The page's own document: the last response of its redirect chain.
    const finalUrl = navigation?.url() ?? url;
    const documentResponse = resources.find((resource) => resource.kind === "document" && resource.url === finalUrl);
    const final = new URL(finalUrl);
    const roundAll = (record: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(record)
          .sort(([, a], [, b]) => b - a)
          .map(([key, value]) => [key, Math.round(value)]),
      );
    return {
      path: pagePath,
      redirectedTo: finalUrl === url ? null : final.pathname + final.search,
      status: navigation?.status() ?? 0,
      requests,
      failedRequests,
      htmlRawBytes: documentResponse?.rawBytes ?? 0,
      htmlGzipBytes: documentResponse?.gzipBytes ?? 0,
      jsGzipBytes: sum("script", (resource) => resource.gzipBytes),
      jsAppGzipBytes: sum("script", (resource) => resource.appGzipBytes ?? 0),
      jsLibraryGzipBytes: sum("script", (resource) => resource.libraryGzipBytes ?? 0),
      cssGzipBytes: sum("stylesheet", (resource) => resource.gzipBytes),
      otherRawBytes: resources
        .filter((resource) => !["document", "script", "stylesheet"].includes(resource.kind))
        .reduce((total, resource) => total + resource.rawBytes, 0),
      libraries: roundAll(libraries),
      appModules: roundAll(appModules),
      resources,
    };
  } finally {
    await context.close();
  }
}

/** Loads every path in turn (one browser, a fresh context per page) and weighs what it loaded. */
export async function measurePages(baseUrl: string, paths: readonly string[], buildDir: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  const cache = new Map<string, ChunkShares>();
  try {
    const results: PageWeight[] = [];
    for (const pagePath of paths) {
      results.push(await measurePage(browser, baseUrl, pagePath, path.join(buildDir, "client"), cache));
    }
    return results;
  } finally {
    await browser.close();
  }
}
