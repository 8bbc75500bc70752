import fs from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli and gzip copies of a file the server sends as it is (a prerendered
 * page, a hashed script or stylesheet), made once by the build at the highest
 * levels and written beside it, so no request and no start pays for them.
 */
export interface CompressedCopies {
  gzip: Buffer;
  brotli: Buffer;
}

const BROTLI_EXTENSION = ".br";
const GZIP_EXTENSION = ".gz";

export const toBrotli = (body: Buffer) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
export const toGzip = (body: Buffer) => gzip(body, { level: 9 });

/** At build time: writes `<file>.br` and `<file>.gz` beside `file`, whose contents are `body`. */
export async function writeCompressedCopies(file: string, body: Buffer): Promise<void> {
  const [brotliBody, gzipBody] = await Promise.all([toBrotli(body), toGzip(body)]);
  await Promise.all([fs.writeFile(file + BROTLI_EXTENSION, brotliBody), fs.writeFile(file + GZIP_EXTENSION, gzipBody)]);
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
