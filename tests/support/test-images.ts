import { crc32 } from "node:zlib";

import sharp from "sharp";

/** A photo-like picture made on the spot: a gradient, so encoders have something to keep. */
export async function makeImage(
  format: "jpeg" | "png" | "webp",
  {
    width = 2000,
    height = 1500,
    gps = false,
    uncompressed = false,
  }: {
    width?: number;
    height?: number;
    gps?: boolean;
    /** PNG only: stored, not deflated. */ uncompressed?: boolean;
  } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 120;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Nestz test", Copyright: "owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 35/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "122/1 36/1 0/1" },
    });
  }
  if (format === "jpeg") return image.jpeg().toBuffer();
  if (format === "png") return image.png(uncompressed ? { compressionLevel: 0 } : {}).toBuffer();
  return image.webp().toBuffer();
}

/**
 * A small, valid PNG whose header claims `width` × `height`: what a
 * "decompression bomb" looks like to a server that trusts the header.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage("png", { width: 64, height: 64 }));
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4), … , CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const crc = crc32(png.subarray(12, 29));
  png.writeUInt32BE(crc, 29);
  return png;
}

/** Bytes of a one-page PDF: not an image, whatever its name says. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
