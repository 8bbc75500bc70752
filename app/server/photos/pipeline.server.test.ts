import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { MAX_UPLOAD_BYTES } from "#app/domain/photos/rules";
import { makeImage, PDF_BYTES, pngClaiming } from "#tests/support/test-images";

import { preparePhoto } from "./pipeline.server";

// Encoding a 2000 px photo three times in AVIF, WebP and JPEG is real work: on a busy two-core
// machine it takes longer than Vitest's five seconds. A limit for hangs, not a speed test.
describe("preparePhoto", { timeout: 30_000 }, () => {
  it("turns a JPEG into three widths in AVIF, WebP and JPEG, with no camera metadata left", async () => {
    const upload = await makeImage("jpeg", { width: 2000, height: 1500, gps: true });
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const result = await preparePhoto(upload);
    if (!result.ok) throw new Error(result.message);
    const { photo } = result;
    expect(photo).toMatchObject({ sourceFormat: "jpeg", width: 1600, height: 1200 });
    expect(photo.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(photo.renditions.map((r) => `${r.format}@${r.width}x${r.height}`).sort()).toEqual(
      [
        "avif@480x360",
        "avif@960x720",
        "avif@1600x1200",
        "jpeg@480x360",
        "jpeg@960x720",
        "jpeg@1600x1200",
        "webp@480x360",
        "webp@960x720",
        "webp@1600x1200",
      ].sort(),
    );
    for (const rendition of photo.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format === "heif" ? "avif" : meta.format).toBe(rendition.format);
      expect(meta.width).toBe(rendition.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("never enlarges a small photo, and takes PNG and WebP", async () => {
    const png = await preparePhoto(await makeImage("png", { width: 700, height: 400 }));
    if (!png.ok) throw new Error(png.message);
    expect([...new Set(png.photo.renditions.map((r) => r.width))].sort((a, b) => a - b)).toEqual([480, 700]);
    expect(png.photo).toMatchObject({ width: 700, height: 400, sourceFormat: "png" });
    const webp = await preparePhoto(await makeImage("webp", { width: 300, height: 300 }));
    expect(webp.ok && webp.photo.renditions.every((r) => r.width === 300)).toBe(true);
  });

  it("refuses what is not a photo, whatever it is called", async () => {
    expect(await preparePhoto(PDF_BYTES)).toMatchObject({ ok: false, reason: "not_a_photo" });
    expect(await preparePhoto(new TextEncoder().encode("hello, I am a .jpg"))).toMatchObject({
      ok: false,
      reason: "not_a_photo",
    });
    expect(await preparePhoto(new Uint8Array())).toMatchObject({ ok: false, reason: "empty" });
  });

  it("refuses a damaged file that starts like a JPEG", async () => {
    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect(await preparePhoto(damaged)).toMatchObject({ ok: false, reason: "unreadable" });
  });

  it("refuses a 50,000 × 50,000 picture from its header, at once and without decoding it", async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(50_000);
    const started = performance.now();
    const result = await preparePhoto(bomb);
    expect(result).toMatchObject({ ok: false, reason: "bad_dimensions" });
    expect(!result.ok && result.message).toMatch(/50000 × 50000 pixels, too big/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("refuses more than 15 MB before looking inside", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await preparePhoto(big)).toMatchObject({ ok: false, reason: "too_large" });
  });
});
