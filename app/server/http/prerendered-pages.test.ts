import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pickEncoding, queryChangesPage } from "./prerendered-pages.server";

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

describe("pickEncoding", () => {
  it("prefers brotli, then gzip", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
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
