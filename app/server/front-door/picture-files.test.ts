import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import {
  fileVersion,
  PICTURE_CONTENT_TYPE,
  pictureCacheControl,
  servePictureFiles,
  writePictureFiles,
} from "./picture-files.server";

const cabin = `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 20">${'<rect width="8" height="20"/>'.repeat(30)}</svg>`;
const FOR_GOOD = "public, max-age=31536000, immutable";
const FOR_A_DAY = "public, max-age=86400";

let dir = "";
let app: LoopbackApp;
const get: LoopbackApp["get"] = (...args) => app.get(...args);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "nestz-pictures-"));
  await writePictureFiles(dir, [{ name: "cabin", body: cabin }]);
  app = await loopbackApp("/images", servePictureFiles(dir));
});

afterAll(() => app.close());

describe("fileVersion and pictureCacheControl", () => {
  it("names a file by a digest of its bytes, and keeps only that version for good", () => {
    expect(fileVersion(cabin)).toMatch(/^[0-9a-f]{12}$/);
    expect(fileVersion(Buffer.from(cabin))).toBe(fileVersion(cabin));
    expect(fileVersion(`${cabin} `)).not.toBe(fileVersion(cabin));
    expect(pictureCacheControl(fileVersion(cabin), fileVersion(cabin))).toBe(FOR_GOOD);
    expect(pictureCacheControl("000000000000", fileVersion(cabin))).toBe(FOR_A_DAY);
    expect(pictureCacheControl(null, fileVersion(cabin))).toBe(FOR_A_DAY);
  });
});

describe("writePictureFiles and servePictureFiles", () => {
  it("writes each picture with its compressed copies", async () => {
    expect(await readFile(path.join(dir, "cabin.svg"), "utf8")).toBe(cabin);
    expect(brotliDecompressSync(await readFile(path.join(dir, "cabin.svg.br"))).toString()).toBe(cabin);
  });

  it("sends the build's file for good to a URL naming its version, and for a day to any other", async () => {
    const current = await get(`/images/cabin.svg?v=${fileVersion(cabin)}`, { "accept-encoding": "br" });
    expect(current.status).toBe(200);
    expect(current.headers["content-type"]).toBe(PICTURE_CONTENT_TYPE);
    expect(current.headers["content-encoding"]).toBe("br");
    expect(current.body).toEqual(await readFile(path.join(dir, "cabin.svg.br")));
    expect(current.headers["cache-control"]).toBe(FOR_GOOD);

    for (const other of ["/images/cabin.svg", "/images/cabin.svg?v=000000000000", "/images/cabin.svg?v=a&v=b"]) {
      const answer = await get(other);
      expect(answer.status, other).toBe(200);
      expect(answer.headers["cache-control"], other).toBe(FOR_A_DAY);
      expect(answer.body.toString(), other).toBe(cabin);
    }
  });

  it("answers 304 to a browser that has the file", async () => {
    const etag = (await get("/images/cabin.svg")).headers.etag ?? "";
    expect((await get("/images/cabin.svg", { "if-none-match": etag })).status).toBe(304);
  });

  it("passes on names the build did not write and other methods (to the route, in the app)", async () => {
    for (const pathname of [
      "/images/shed.svg",
      "/images/cabin.png",
      "/images/cabin.svg.br",
      "/images/../cabin.svg",
      "/images/Cabin.svg",
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    expect((await get("/images/cabin.svg", {}, "DELETE")).status).toBe(404);
    await writeFile(path.join(dir, "shed.svg"), cabin);
    expect((await get("/images/shed.svg")).status).toBe(200);
  });
});
