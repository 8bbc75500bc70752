import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/*
 * Brotli and gzip copies of a file the server sends as it is (a prerendered
 * page, a hashed script or stylesheet, a picture), made once by the build at
 * the highest levels and written beside it, so no request and no start pays
 * for them; and the sending of such files.
 */

/** A file's compressed forms, as the build wrote them. */
export interface CompressedCopies {
  gzip: Buffer;
  brotli: Buffer;
}

const BROTLI_EXTENSION = ".br";
const GZIP_EXTENSION = ".gz";

/** The build's brotli level: the smallest files, at a cost paid once. */
const BUILD_BROTLI_QUALITY = 11;

const toBrotli = (body: Buffer, quality = BUILD_BROTLI_QUALITY) =>
  brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
const toGzip = (body: Buffer) => gzip(body, { level: 9 });

/** Both compressed forms of `body`; a file made while serving may take a quicker brotli level. */
export async function compressedCopies(body: Buffer, brotliQuality = BUILD_BROTLI_QUALITY): Promise<CompressedCopies> {
  const [brotliBody, gzipBody] = await Promise.all([toBrotli(body, brotliQuality), toGzip(body)]);
  return { brotli: brotliBody, gzip: gzipBody };
}

/** At build time: writes `<file>.br` and `<file>.gz` beside `file`, whose contents are `body`. */
export async function writeCompressedCopies(file: string, body: Buffer): Promise<void> {
  const copies = await compressedCopies(body);
  await Promise.all([
    fs.writeFile(file + BROTLI_EXTENSION, copies.brotli),
    fs.writeFile(file + GZIP_EXTENSION, copies.gzip),
  ]);
}

/**
 * The build's copies of `file` (whose contents are `body`, last modified at
 * `modified` ms). A copy that is missing or older than the file (a build from
 * before the copies, or a file edited by hand) is made here instead.
 */
export async function readCompressedCopies(file: string, body: Buffer, modified: number): Promise<CompressedCopies> {
  const [brotliBody, gzipBody] = await Promise.all([
    readFresh(file + BROTLI_EXTENSION, modified).then((copy) => copy ?? toBrotli(body)),
    readFresh(file + GZIP_EXTENSION, modified).then((copy) => copy ?? toGzip(body)),
  ]);
  return { gzip: gzipBody, brotli: brotliBody };
}

/** The file's contents, unless it is missing or older than `notBefore` (ms since the epoch). */
async function readFresh(file: string, notBefore: number): Promise<Buffer | null> {
  try {
    const { mtimeMs } = await fs.stat(file);
    return mtimeMs >= notBefore ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** A file of the build, held in memory with its copies, ready to send. */
export interface ServableFile extends Partial<CompressedCopies> {
  body: Buffer;
  etag: string;
}

/** For a URL that changes whenever its file does (a hashed name, a `?v=` version): cache it for good. */
export const CACHED_FOR_GOOD = "public, max-age=31536000, immutable";

/** The validator of a file's exact bytes. */
export const etagOf = (body: Buffer) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Reads the files of `dir` on first request, each with its build-time copies
 * when `compressible` says it has them, and keeps them. A name that is not a
 * file there is null and not kept, so a file written later is still found.
 */
export function builtFileReader(dir: string, compressible: (name: string) => boolean) {
  const loaded = new Map<string, Promise<ServableFile | null>>();
  return async (name: string): Promise<ServableFile | null> => {
    let reading = loaded.get(name);
    if (!reading) {
      reading = readBuiltFile(path.join(dir, name), compressible(name));
      loaded.set(name, reading);
    }
    const file = await reading;
    if (!file) loaded.delete(name);
    return file;
  };
}

async function readBuiltFile(file: string, compressible: boolean): Promise<ServableFile | null> {
  let body: Buffer;
  let modified: number;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    [body, modified] = [await fs.readFile(file), stat.mtimeMs];
  } catch {
    return null;
  }
  const etag = etagOf(body);
  return compressible ? { body, etag, ...(await readCompressedCopies(file, body, modified)) } : { body, etag };
}

/**
 * Sends `file` with `headers`: 304 to a browser that has this version, else
 * the smallest form the browser takes (a tiny file can grow when compressed).
 * A `Vary` in `headers` must name Accept-Encoding too.
 */
export function sendBuiltFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: ServableFile,
  headers: Record<string, string>,
): void {
  // Node's own calls, not Express's: this also answers before Express (docs/decisions/0045).
  res.setHeader("Vary", "Accept-Encoding");
  for (const name in headers) res.setHeader(name, headers[name] as string);
  res.setHeader("ETag", file.etag);
  if (req.headers["if-none-match"] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const compressed = encoding === "br" ? file.brotli : encoding === "gzip" ? file.gzip : undefined;
  const useCompressed = compressed !== undefined && compressed.length < file.body.length;
  const body = useCompressed ? compressed : file.body;
  if (useCompressed && encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}
