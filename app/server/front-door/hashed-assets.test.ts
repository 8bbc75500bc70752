import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import { CACHED_FOR_GOOD } from "./compressed-copies.server";
import { compressHashedAssets, serveHashedAssets } from "./hashed-assets.server";

const script = Buffer.from(
  "export function fee(miles) { return miles <= 30 ? 200 : 200 + (miles - 30) * 4; }\n".repeat(60),
);
const picture = randomBytes(4000);
const BUILD_MARKER = Buffer.from("the gzip copy the build wrote");

let assetsDir = "";
let app: LoopbackApp;
const get: LoopbackApp["get"] = (...args) => app.get(...args);

beforeAll(async () => {
  assetsDir = await mkdtemp(path.join(os.tmpdir(), "nestz-assets-"));
  await writeFile(path.join(assetsDir, "fees-Ab12_x.js"), script);
  await writeFile(path.join(assetsDir, "tiny-Q9.css"), "a{}");
  await writeFile(path.join(assetsDir, "photo-Zz.png"), picture);
  await compressHashedAssets(assetsDir);
  // Proof that the server sends the build's copy and compresses nothing itself.
  await writeFile(path.join(assetsDir, "fees-Ab12_x.js.gz"), BUILD_MARKER);
  app = await loopbackApp("/assets", serveHashedAssets(assetsDir));
});

afterAll(() => app.close());

describe("compressHashedAssets", () => {
  it("writes copies of scripts and stylesheets only", async () => {
    await expect(readFile(path.join(assetsDir, "fees-Ab12_x.js.br"))).resolves.toBeInstanceOf(Buffer);
    await expect(readFile(path.join(assetsDir, "tiny-Q9.css.gz"))).resolves.toBeInstanceOf(Buffer);
    await expect(readFile(path.join(assetsDir, "photo-Zz.png.br"))).rejects.toThrow(/ENOENT/);
  });
});

describe("serveHashedAssets", () => {
  it("sends the build's brotli or gzip copy byte for byte, cached for good", async () => {
    for (const [encoding, extension] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const answer = await get("/assets/fees-Ab12_x.js", { "accept-encoding": `deflate, ${encoding}` });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.body).toEqual(await readFile(path.join(assetsDir, `fees-Ab12_x.js${extension}`)));
      if (encoding === "gzip") expect(answer.body).toEqual(BUILD_MARKER);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(answer.headers["cache-control"]).toBe(CACHED_FOR_GOOD);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it("sends the file as it is to a client that takes no compression, or when compressing would not make it smaller", async () => {
    const plain = await get("/assets/fees-Ab12_x.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toEqual(script);

    const tiny = await get("/assets/tiny-Q9.css", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("a{}");
    expect(tiny.headers["content-type"]).toMatch(/^text\/css/);

    const photo = await get("/assets/photo-Zz.png", { "accept-encoding": "br, gzip" });
    expect(photo.headers["content-type"]).toBe("image/png");
    expect(photo.body).toEqual(picture);
  });

  it("answers 304 to a browser that has this version, and HEAD with the headers alone", async () => {
    const first = await get("/assets/fees-Ab12_x.js");
    const etag = first.headers.etag ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/assets/fees-Ab12_x.js", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get("/assets/fees-Ab12_x.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("passes on what the build did not write: other names, paths out of the folder, other methods", async () => {
    for (const pathname of [
      "/assets/missing-1.js",
      "/assets/..%2Fsecret.js",
      "/assets/a/../../secret",
      "/assets/",
      "/assets/fees-Ab12_x.js.map",
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
    expect((await get("/assets/fees-Ab12_x.js", {}, "POST")).status).toBe(404);
  });

  it("finds a file the build writes after a first miss", async () => {
    expect((await get("/assets/late-K1.js")).status).toBe(404);
    await writeFile(path.join(assetsDir, "late-K1.js"), "export {};\n");
    expect((await get("/assets/late-K1.js")).status).toBe(200);
  });
});
