import { createHash } from "node:crypto";

import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";

import {
  dimensionProblem,
  MAX_PIXELS,
  MAX_UPLOAD_BYTES,
  PHOTO_FORMATS,
  type PhotoFormat,
  renditionWidths,
  sniffUploadFormat,
  type UploadFormat,
} from "#app/domain/photos/rules";

export interface Rendition {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PreparedPhoto {
  hash: string;
  sourceFormat: UploadFormat;
  sourceBytes: number;
  /** The largest rendition's size. */
  width: number;
  height: number;
  renditions: Rendition[];
}

/** Why an upload was refused: nothing sent, over the size limit, not a photo format, the wrong size in pixels, or damaged. */
export type PhotoRefusal = "empty" | "too_large" | "not_a_photo" | "bad_dimensions" | "unreadable";

export type PrepareResult = { ok: true; photo: PreparedPhoto } | { ok: false; reason: PhotoRefusal; message: string };

/** Orientations 5–8 turn the picture a quarter: its upright width is the stored height. */
const turnsSideways = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 2 keeps an upload to about a second on a small server; the files stay much smaller than JPEG.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  // JPEG has no transparency: a PNG's clear parts turn white, as on the page behind it.
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Checks an upload by its bytes and turns it, once, into every stored size
 * and format. The header is read first: a picture too large to decode is
 * refused before a pixel is decoded, and sharp's own pixel limit stands
 * behind that check. The camera's rotation is applied and every other piece
 * of metadata (EXIF, GPS, ICC comments) is left out of the files made.
 */
export async function preparePhoto(bytes: Uint8Array): Promise<PrepareResult> {
  if (bytes.length === 0) return { ok: false, reason: "empty", message: "That file is empty. Please choose a photo." };
  if (bytes.length > MAX_UPLOAD_BYTES) {
    return { ok: false, reason: "too_large", message: "That photo is over 15 MB. Please send a smaller copy of it." };
  }
  const sourceFormat = sniffUploadFormat(bytes);
  if (!sourceFormat) {
    return {
      ok: false,
      reason: "not_a_photo",
      message: "That file isn't a JPEG, PNG or WebP photo. Please choose a photo in one of those formats.",
    };
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options: SharpOptions = { limitInputPixels: MAX_PIXELS, failOn: "error", sequentialRead: true };
  let metadata: Metadata;
  try {
    // Reading the header decodes no pixels; with the limit on, sharp would refuse a huge picture without its size.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return unreadable();
  }
  if (metadata.format !== sourceFormat && !(sourceFormat === "jpeg" && metadata.format === "jpeg")) return unreadable();
  const sideways = turnsSideways(metadata.orientation);
  const width = sideways ? metadata.height : metadata.width;
  const height = sideways ? metadata.width : metadata.height;
  const problem = dimensionProblem(width ?? 0, height ?? 0);
  if (problem) return { ok: false, reason: "bad_dimensions", message: problem };

  try {
    const renditions: Rendition[] = [];
    for (const target of renditionWidths(width)) {
      // Decoded and resized once per width; each format is encoded from that one resize.
      const resized = await sharp(input, options)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
      for (const format of PHOTO_FORMATS) {
        const encoded = await ENCODERS[format](sharp(resized.data, { raw })).toBuffer({ resolveWithObject: true });
        renditions.push({ format, width: encoded.info.width, height: encoded.info.height, bytes: encoded.data });
      }
    }
    const largest = renditions.reduce((best, item) => (item.width > best.width ? item : best));
    return {
      ok: true,
      photo: {
        hash: createHash("sha256").update(input).digest("hex").slice(0, 16),
        sourceFormat,
        sourceBytes: bytes.length,
        width: largest.width,
        height: largest.height,
        renditions,
      },
    };
  } catch {
    return unreadable();
  }
}

function unreadable(): PrepareResult {
  return {
    ok: false,
    reason: "unreadable",
    message: "We couldn't read that photo; the file may be damaged. Please try another copy of it.",
  };
}
