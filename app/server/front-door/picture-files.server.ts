import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import type { NextFunction, Request, RequestHandler, Response } from "express";

import { builtFileReader, CACHED_FOR_GOOD, sendBuiltFile, writeCompressedCopies } from "./compressed-copies.server";

/*
 * The site's pictures as files, /images/<name>.svg. The build writes each one
 * (with brotli and gzip copies) into build/client/images/, and the server
 * sends those from memory; app/routes/seo/images.$file.tsx draws them in
 * development and for any name the build did not write. Both answer with the
 * same type and cache rules, from here.
 */

/** Where the build writes them, under build/client, named as their URLs are. */
export const PICTURES_DIR = "images";

export const PICTURE_CONTENT_TYPE = "image/svg+xml; charset=utf-8";

/** Product pictures and client navigation name the file alone, or an older version. */
const FOR_A_DAY = "public, max-age=86400";

/** The version a URL names: a digest of the file's exact bytes. */
export function fileVersion(body: string | Buffer): string {
  return createHash("sha256").update(body).digest("hex").slice(0, 12);
}

export function pictureCacheControl(requestedVersion: string | null, currentVersion: string): string {
  return requestedVersion === currentVersion ? CACHED_FOR_GOOD : FOR_A_DAY;
}

const PICTURE_FILE = /^\/([a-z0-9-]+\.svg)$/;

/** At build time (react-router.config.ts, buildEnd): each picture's file and its compressed copies. */
export async function writePictureFiles(
  dir: string,
  pictures: readonly { name: string; body: string }[],
): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await Promise.all(
    pictures.map(async ({ name, body }) => {
      const file = path.join(dir, `${name}.svg`);
      const bytes = Buffer.from(body);
      await fs.writeFile(file, bytes);
      await writeCompressedCopies(file, bytes);
    }),
  );
}

/**
 * Serves /images/<name>.svg from the build's files, each read on its first
 * request (start-up reads nothing). A name the build did not write goes on
 * to `next`, and so to the route.
 */
export function servePictureFiles(dir: string): RequestHandler {
  const read = builtFileReader(dir, () => true);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const fileName = PICTURE_FILE.exec(req.path)?.[1];
    if (!fileName) return next();
    read(fileName).then((picture) => {
      if (!picture) return next();
      // A digest of a few kilobytes costs microseconds; not worth keeping.
      const requested = typeof req.query.v === "string" ? req.query.v : null;
      const cacheControl = pictureCacheControl(requested, fileVersion(picture.body));
      sendBuiltFile(req, res, picture, { "Content-Type": PICTURE_CONTENT_TYPE, "Cache-Control": cacheControl });
    }, next);
  };
}
