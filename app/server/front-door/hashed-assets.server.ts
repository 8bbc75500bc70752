import fs from "node:fs/promises";
import path from "node:path";

import type { NextFunction, Request, RequestHandler, Response } from "express";

import { builtFileReader, CACHED_FOR_GOOD, sendBuiltFile, writeCompressedCopies } from "./compressed-copies.server";

/** The build's text files; fonts and pictures in other formats are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;
/** The build writes its assets flat, with names such as `app-DN5eikh4.css`. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*$/;

/**
 * At build time (react-router.config.ts, buildEnd): brotli and gzip copies
 * beside each script and stylesheet, as for the prerendered pages. Every page
 * waits on its stylesheet, so it should cost no compression per request.
 */
export async function compressHashedAssets(assetsDir: string): Promise<void> {
  const names = (await fs.readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(assetsDir, name);
      await writeCompressedCopies(file, await fs.readFile(file));
    }),
  );
}

/**
 * Serves /assets/<name> from memory: each file and its build-time copies are
 * read on its first request (start-up reads nothing), then sent as they are.
 * Anything else, such as a name the build did not write, goes on to `next`.
 */
export function serveHashedAssets(assetsDir: string): RequestHandler {
  const read = builtFileReader(assetsDir, (name) => COMPRESSIBLE.test(name));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!ASSET_NAME.test(name)) return next();
    read(name).then((asset) => {
      if (!asset) return next();
      res.type(path.extname(name));
      sendBuiltFile(req, res, asset, { "Cache-Control": CACHED_FOR_GOOD });
    }, next);
  };
}
