import { mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { pickEncoding, readCompressedCopies, writeCompressedCopies } from "./compressed-copies.server";

describe("pickEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("writeCompressedCopies and readCompressedCopies", () => {
  const body = Buffer.from("const note = 'a flat fee within 30 miles';\n".repeat(40));

  async function fileWithCopies() {
    const dir = await mkdtemp(path.join(os.tmpdir(), "nestz-copies-"));
    const file = path.join(dir, "entry-x.js");
    await writeFile(file, body);
    await writeCompressedCopies(file, body);
    return file;
  }

  it("writes copies that decode to the file, and reads them back byte for byte", async () => {
    const file = await fileWithCopies();
    expect(brotliDecompressSync(await readFile(`${file}.br`))).toEqual(body);
    expect(gunzipSync(await readFile(`${file}.gz`))).toEqual(body);

    const marker = Buffer.from("made by the build");
    await writeFile(`${file}.br`, marker);
    const copies = await readCompressedCopies(file, body, 0);
    expect(copies.brotli).toEqual(marker);
    expect(gunzipSync(copies.gzip)).toEqual(body);
  });

  it("makes a copy that is missing or older than the file", async () => {
    const file = await fileWithCopies();
    await rm(`${file}.gz`);
    await writeFile(`${file}.br`, "left by an older build");
    const old = new Date(Date.now() - 60_000);
    await utimes(`${file}.br`, old, old);
    const copies = await readCompressedCopies(file, body, Date.now());
    expect(gunzipSync(copies.gzip)).toEqual(body);
    expect(brotliDecompressSync(copies.brotli)).toEqual(body);
  });
});
