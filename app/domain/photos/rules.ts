/**
 * The owner's product photos: what an upload may be, the sizes each one is
 * turned into, and the public address of each file. Pure: no I/O.
 */

/** Formats an upload may be in, told apart by their first bytes (never by name or stated type). */
export const UPLOAD_FORMATS = ["jpeg", "png", "webp"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Formats each photo is stored in: two modern ones, and JPEG for the <img> every browser reads. */
export const PHOTO_FORMATS = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Widths each photo is made in, never wider than the upload itself. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The largest upload; the front door lets its form a little more (app/server/front-door/body-limits.server.ts). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** A picture bigger than this, once decoded, would take too much memory to resize. */
export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 12_000;
/** Too small to be of use on a product card. */
export const MIN_SIDE = 64;
export const MAX_ALT_LENGTH = 250;

/** The format the bytes start like, or null when they are none of the allowed ones. */
export function sniffUploadFormat(bytes: Uint8Array): UploadFormat | null {
  const starts = (offset: number, values: readonly number[]) =>
    bytes.length >= offset + values.length && values.every((value, index) => bytes[offset + index] === value);
  if (starts(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" <size> "WEBP"
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}

/** Why an image of these decoded dimensions is refused, or null. */
export function dimensionProblem(width: number, height: number): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    return "That image has no size we can read. Please try another file.";
  }
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS) {
    return `That image is ${width} × ${height} pixels, too big to work with. Please send one under ${MAX_SIDE.toLocaleString("en-US")} pixels a side and ${MAX_PIXELS / 1_000_000} megapixels (a phone photo is fine).`;
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    return `That image is only ${width} × ${height} pixels. Please send one at least ${MIN_SIDE} pixels a side.`;
  }
  return null;
}

/** The widths a photo this wide is made in: the standard ones below it, and its own width up to the largest. */
export function renditionWidths(width: number): number[] {
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? width;
  const below = PHOTO_WIDTHS.filter((candidate) => candidate < width);
  return [...new Set([...below, Math.min(width, largest)])].sort((a, b) => a - b);
}

/** The height of a rendition `width` wide of a photo `original` in size, rounded as the resizer rounds. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}

/** Why an alt text is refused, or null. It is read aloud in place of the photo, so it is required. */
export function altProblem(alt: string): string | null {
  if (alt.length === 0) return "Describe the photo: what would someone who can't see it want to know?";
  if (alt.length > MAX_ALT_LENGTH) return `Please keep the description under ${MAX_ALT_LENGTH} characters.`;
  return null;
}

/** Cleans an alt text as typed: trimmed, runs of white space made one space. */
export function cleanAlt(raw: string | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim();
}

export const PHOTO_PATH_PREFIX = "/photos/";

/** The public address of one stored file; the hash changes with the content, so it may be cached for good. */
export function photoFilePath(id: number, hash: string, width: number, format: PhotoFormat): string {
  return `${PHOTO_PATH_PREFIX}${id}-${hash}-${width}.${PHOTO_EXTENSIONS[format]}`;
}

export interface PhotoFileKey {
  id: number;
  hash: string;
  width: number;
  format: PhotoFormat;
}

const FILE_NAME = /^([1-9][0-9]{0,8})-([0-9a-f]{16})-([1-9][0-9]{1,4})\.(avif|webp|jpg)$/;

/** Reads a file name made by photoFilePath; anything else is null (a 404). */
export function parsePhotoFileName(name: string): PhotoFileKey | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, id, hash, width, extension] = match;
  const format = PHOTO_FORMATS.find((candidate) => PHOTO_EXTENSIONS[candidate] === extension);
  if (!id || !hash || !width || !format) return null;
  return { id: Number(id), hash, width: Number(width), format };
}

export interface PhotoSource {
  type: string;
  srcset: string;
}

/** What a page needs to show one photo: every size in every format, and the box it fills. */
export interface PhotoView {
  id: number;
  alt: string;
  width: number;
  height: number;
  /** AVIF and WebP, best first, for <source> elements. */
  sources: PhotoSource[];
  /** The JPEG fallback. */
  src: string;
  srcset: string;
}

/** A product's photo in the console: its view, and its place in the product's order. */
export interface ConsolePhotoView extends PhotoView {
  position: number;
  createdAt: string;
}

/** Builds a view from what is stored of a photo: its largest size and the widths it has. */
export function photoView(photo: {
  id: number;
  hash: string;
  alt: string;
  width: number;
  height: number;
  widths: readonly number[];
}): PhotoView {
  const widths = [...photo.widths].sort((a, b) => a - b);
  const srcsetOf = (format: PhotoFormat) =>
    widths.map((width) => `${photoFilePath(photo.id, photo.hash, width, format)} ${width}w`).join(", ");
  const fallbackWidth = widths.find((width) => width >= 960) ?? widths[widths.length - 1] ?? photo.width;
  return {
    id: photo.id,
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sources: (["avif", "webp"] as const).map((format) => ({
      type: PHOTO_CONTENT_TYPES[format],
      srcset: srcsetOf(format),
    })),
    src: photoFilePath(photo.id, photo.hash, fallbackWidth, "jpeg"),
    srcset: srcsetOf("jpeg"),
  };
}

/** A description the owner typed that was refused, shown again beside its photo. */
export interface PhotoAltError {
  photoId: number;
  alt: string;
  message: string;
}

/** Where a photo's order moves. */
export const PHOTO_DIRECTIONS = ["up", "down"] as const;
export type PhotoDirection = (typeof PHOTO_DIRECTIONS)[number];
