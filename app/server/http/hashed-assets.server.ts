import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { type CompressedCopies, pickEncoding, readCompressedCopies, writeCompressedCopies } from "./compressed-copies.server";

/** A hashed file name changes whenever its contents do: cache it for good. */
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

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

interface HashedAsset extends Partial<CompressedCopies> {
  body: Buffer;
  etag: string;
}

/**
 * Serves /assets/<name> from memory: each file and its build-time copies are
 * read on its first request (start-up reads nothing), then sent as they are.
 * Anything else, such as a name the build did not write, goes on to `next`.
 */
export function serveHashedAssets(assetsDir: string): RequestHandler {
  const loaded = new Map<string, Promise<HashedAsset | null>>();
  const load = (name: string) => {
    let asset = loaded.get(name);
    if (!asset) {
      asset = readAsset(assetsDir, name);
      loaded.set(name, asset);
    }
    return asset;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!ASSET_NAME.test(name)) return next();
    load(name).then(
      (asset) => {
        if (!asset) {
          // Not in the build (yet): forget the miss, so a file deployed later is found.
          loaded.delete(name);
          return next();
        }
        send(req, res, name, asset);
      },
      next,
    );
  };
}

async function readAsset(assetsDir: string, name: string): Promise<HashedAsset | null> {
  const file = path.join(assetsDir, name);
  let body: Buffer;
  let modified: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    [body, modified] = [await fs.readFile(file), stat.mtimeMs];
  } catch {
    return null;
  }
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  if (!COMPRESSIBLE.test(name)) return { body, etag };
  return { body, etag, ...(await readCompressedCopies(file, body, modified)) };
}

function send(req: Request, res: Response, name: string, asset: HashedAsset): void {
  res.type(path.extname(name));
  res.set({ "Cache-Control": HASHED_ASSET_CACHE_CONTROL, ETag: asset.etag, Vary: "Accept-Encoding" });
  if (req.headers["if-none-match"] === asset.etag) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const compressed = encoding === "br" ? asset.brotli : encoding === "gzip" ? asset.gzip : undefined;
  // A small file can come out larger compressed: then it goes as it is.
  const useCompressed = compressed !== undefined && compressed.length < asset.body.length;
  const body = useCompressed ? compressed : asset.body;
  if (useCompressed && encoding) res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}
