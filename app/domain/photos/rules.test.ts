import { describe, expect, it } from "vitest";

import {
  altProblem,
  cleanAlt,
  dimensionProblem,
  parsePhotoFileName,
  photoFilePath,
  photoView,
  renditionWidths,
  sniffUploadFormat,
} from "./rules";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("sniffUploadFormat", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(sniffUploadFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("jpeg");
    expect(sniffUploadFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    expect(sniffUploadFormat(webp)).toBe("webp");
  });

  it("refuses anything else, however it is named", () => {
    expect(sniffUploadFormat(new TextEncoder().encode("%PDF-1.4"))).toBeNull();
    expect(sniffUploadFormat(new TextEncoder().encode("just some text.jpg"))).toBeNull();
    expect(sniffUploadFormat(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffUploadFormat(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
    expect(sniffUploadFormat(bytes())).toBeNull();
    expect(sniffUploadFormat(bytes(0xff, 0xd8))).toBeNull();
  });
});

describe("dimensionProblem", () => {
  it("takes a phone photo", () => {
    expect(dimensionProblem(4032, 3024)).toBeNull();
  });
  it("refuses more than 40 megapixels, or a side over 12,000 pixels", () => {
    expect(dimensionProblem(50_000, 50_000)).toMatch(/too big/);
    expect(dimensionProblem(8_000, 6_000)).toMatch(/too big/);
    expect(dimensionProblem(12_001, 100)).toMatch(/too big/);
    expect(dimensionProblem(12_000, 3_000)).toBeNull();
  });
  it("refuses pictures too small to use, or with no size", () => {
    expect(dimensionProblem(32, 400)).toMatch(/only 32 × 400/);
    expect(dimensionProblem(0, 0)).toMatch(/no size/);
  });
});

describe("renditionWidths", () => {
  it("makes the standard widths below the upload, and never enlarges it", () => {
    expect(renditionWidths(4000)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1600)).toEqual([480, 960, 1600]);
    expect(renditionWidths(1200)).toEqual([480, 960, 1200]);
    expect(renditionWidths(480)).toEqual([480]);
    expect(renditionWidths(300)).toEqual([300]);
  });
});

describe("alt text", () => {
  it("is required, trimmed, and kept short", () => {
    expect(cleanAlt("  The  porch\n at dusk ")).toBe("The porch at dusk");
    expect(altProblem(cleanAlt("   "))).toMatch(/Describe the photo/);
    expect(altProblem("x".repeat(251))).toMatch(/under 250/);
    expect(altProblem("The porch at dusk")).toBeNull();
  });
});

describe("photo file names", () => {
  it("round-trip", () => {
    const path = photoFilePath(12, "0123456789abcdef", 960, "avif");
    expect(path).toBe("/photos/12-0123456789abcdef-960.avif");
    expect(parsePhotoFileName(path.slice("/photos/".length))).toEqual({
      id: 12,
      hash: "0123456789abcdef",
      width: 960,
      format: "avif",
    });
    expect(parsePhotoFileName("12-0123456789abcdef-960.jpg")?.format).toBe("jpeg");
  });

  it("refuse anything malformed", () => {
    for (const name of [
      "abc-0123456789abcdef-960.jpg",
      "0-0123456789abcdef-960.jpg",
      "12-0123456789ABCDEF-960.jpg",
      "12-0123456789abcde-960.jpg",
      "12-0123456789abcdef-960.gif",
      "12-0123456789abcdef-960.jpeg",
      "../../etc/passwd",
      "12-0123456789abcdef-960.jpg/extra",
      "1234567890-0123456789abcdef-960.jpg",
    ]) {
      expect(parsePhotoFileName(name), name).toBeNull();
    }
  });
});

describe("photoView", () => {
  it("lists every width in every format, the JPEG as the fallback", () => {
    const view = photoView({
      id: 4,
      hash: "00000000000000aa",
      alt: "Porch",
      width: 1600,
      height: 1200,
      widths: [960, 480, 1600],
    });
    expect(view.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(view.sources[0]?.srcset).toBe(
      "/photos/4-00000000000000aa-480.avif 480w, /photos/4-00000000000000aa-960.avif 960w, /photos/4-00000000000000aa-1600.avif 1600w",
    );
    expect(view.src).toBe("/photos/4-00000000000000aa-960.jpg");
    expect(view.srcset).toContain("/photos/4-00000000000000aa-1600.jpg 1600w");
    expect(view).toMatchObject({ alt: "Porch", width: 1600, height: 1200 });
  });
});
