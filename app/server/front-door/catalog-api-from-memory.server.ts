import type { NextFunction, Request, Response } from "express";

import { compressedCopies, etagOf, sendBuiltFile, type ServableFile } from "./compressed-copies.server";
import { SERVING_BROTLI_QUALITY } from "./prerendered-pages.server";
import { renderingCache } from "./rendering-cache.server";

interface Options {
  /** The API's addresses that answer the catalog (it reads no query, and no cookie). */
  paths: readonly string[];
  /** The catalog's version, or null while it cannot be vouched for: then every request is passed on. */
  catalogVersion: () => number | null;
  /** The API's body as the database holds the catalog now. */
  read: () => Promise<Buffer>;
  /** Its headers (type and caching); the site's security headers are set before this. */
  headers: Readonly<Record<string, string>>;
}

/** One body per version; a few while requests on an older one finish. Made again after 5 minutes at most. */
const LIMITS = { maxEntries: 4, maxAgeMs: 5 * 60_000 };

/**
 * The catalog API answered from memory: read once per catalog version,
 * compressed once, and sent as the same bytes (with an ETag, so a 304) until
 * the next change (docs/decisions/0070). While the version is unknown (a
 * change being read back, the database away) and when a read fails, the
 * request goes on to the route, which reads the database and answers 503 when
 * it cannot.
 */
export function serveCatalogApi({ paths, catalogVersion, read, headers }: Options) {
  const cached = renderingCache<ServableFile>(LIMITS);
  const served = new Set(paths);
  const make = async (): Promise<ServableFile> => {
    const body = await read();
    return { body, etag: etagOf(body), ...(await compressedCopies(body, SERVING_BROTLI_QUALITY)) };
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !served.has(req.path)) return next();
    const version = catalogVersion();
    if (version === null) return next();
    let file: ServableFile | null;
    try {
      file = await cached.get(String(version), make);
    } catch {
      // Read for the request instead, which answers what went wrong.
      file = null;
    }
    if (!file) return next();
    sendBuiltFile(req, res, file, { ...headers, Vary: "Accept-Encoding" });
  };
}
