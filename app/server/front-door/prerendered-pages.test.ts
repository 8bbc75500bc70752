import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import {
  compressPrerenderedPages,
  inlineScriptHashes,
  loadPrerenderedPages,
  queryChangesPage,
} from "./prerendered-pages.server";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline classic and module scripts", () => {
    const html = `<script>window.a=1</script><script type="module">import("/x.js")</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import("/x.js")')]);
  });

  it("skips external scripts and data blocks", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("queryChangesPage", () => {
  it("is false without a query, or with campaign tags only", () => {
    expect(queryChangesPage("")).toBe(false);
    expect(queryChangesPage("?")).toBe(false);
    expect(queryChangesPage("?utm_source=news&utm_medium=email&fbclid=abc&gclid=x")).toBe(false);
  });

  it("is true when a page could read the query", () => {
    expect(queryChangesPage("?zip=98101")).toBe(true);
    expect(queryChangesPage("?model=office&utm_source=news")).toBe(true);
    expect(queryChangesPage("?miles=40&state=OR")).toBe(true);
  });
});

describe("compressPrerenderedPages and loadPrerenderedPages", () => {
  async function buildWithPages(pages: Record<string, string>) {
    const clientDir = await mkdtemp(path.join(os.tmpdir(), "nestz-prerendered-"));
    for (const [pathname, html] of Object.entries(pages)) {
      await mkdir(path.join(clientDir, pathname), { recursive: true });
      await writeFile(path.join(clientDir, pathname, "index.html"), html);
    }
    return clientDir;
  }
  const html = `<!doctype html><html><body><h1>Delivery</h1>${"<p>Flat fee within 30 miles.</p>".repeat(50)}<script type="module" src="/assets/islands-x.js"></script></body></html>`;

  it("writes brotli and gzip copies at build time that the server then serves as they are", async () => {
    const clientDir = await buildWithPages({ "/": html, "/Delivery": html });
    await compressPrerenderedPages(clientDir, ["/", "/Delivery"]);
    const brotliFile = path.join(clientDir, "Delivery", "index.html.br");
    expect(brotliDecompressSync(await readFile(brotliFile)).toString()).toBe(html);
    expect(gunzipSync(await readFile(path.join(clientDir, "index.html.gz"))).toString()).toBe(html);

    // What start-up reads is the build's file, byte for byte: nothing is compressed again.
    const marker = Buffer.from("built at build time");
    await writeFile(brotliFile, marker);
    const pages = await loadPrerenderedPages(clientDir, ["/", "/Delivery"]);
    expect(pages.get("/Delivery")?.brotli).toEqual(marker);
    expect(pages.get("/")?.body.toString()).toBe(html);
    expect(pages.get("/")?.scriptHashes).toEqual([]);
  });

  it("compresses at start when a copy is missing or older than its page", async () => {
    const clientDir = await buildWithPages({ "/FAQ": html });
    await compressPrerenderedPages(clientDir, ["/FAQ"]);
    const page = path.join(clientDir, "FAQ", "index.html");
    await rm(`${page}.gz`);
    const edited = html.replace("Delivery", "Questions");
    await writeFile(page, edited);
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);

    const loaded = (await loadPrerenderedPages(clientDir, ["/FAQ"])).get("/FAQ");
    expect(gunzipSync(loaded?.gzip ?? Buffer.alloc(0)).toString()).toBe(edited);
    expect(brotliDecompressSync(loaded?.brotli ?? Buffer.alloc(0)).toString()).toBe(edited);
  });

  it("says which page is missing", async () => {
    const clientDir = await buildWithPages({});
    await expect(loadPrerenderedPages(clientDir, ["/Specs"])).rejects.toThrow(/no prerendered page for \/Specs/);
  });
});
