import { describe, expect, it } from "vitest";

import { createPdfCache, type PdfFile, pdfResponse, PUBLIC_PDF_CACHE } from "./render.server";

const file: PdfFile = { body: Buffer.from("%PDF-1.3 pretend"), etag: '"abc"' };

describe("pdfResponse", () => {
  it("sends the file as a PDF with its name, length, validator and caching", async () => {
    const response = pdfResponse(new Request("http://site.test/x.pdf"), file, { fileName: "nestz-sheet.pdf" });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'inline; filename="nestz-sheet.pdf"',
      "content-length": String(file.body.byteLength),
      "cache-control": PUBLIC_PDF_CACHE,
      etag: '"abc"',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(file.body);
  });

  it("answers 304 with no body when the reader's copy is current", async () => {
    for (const header of ['"abc"', 'W/"abc"', '"old", "abc"', "*"]) {
      const request = new Request("http://site.test/x.pdf", { headers: { "If-None-Match": header } });
      const response = pdfResponse(request, file, { fileName: "a.pdf" });
      expect(response.status, header).toBe(304);
      expect(await response.text()).toBe("");
    }
    const stale = new Request("http://site.test/x.pdf", { headers: { "If-None-Match": '"old"' } });
    expect(pdfResponse(stale, file, { fileName: "a.pdf" }).status).toBe(200);
  });

  it("keeps a file name from breaking out of its header", () => {
    const response = pdfResponse(new Request("http://site.test/x.pdf"), file, { fileName: 'a"b\r\nSet-Cookie: x.pdf' });
    expect(response.headers.get("content-disposition")).toBe('inline; filename="abSet-Cookie: x.pdf"');
  });
});

describe("createPdfCache", () => {
  it("draws once per key and again for a new key", async () => {
    const cached = createPdfCache();
    let drawings = 0;
    const draw = async () => ({ ...file, etag: `"${++drawings}"` });
    expect((await cached("a", draw)).etag).toBe('"1"');
    expect((await cached("a", draw)).etag).toBe('"1"');
    expect((await cached("b", draw)).etag).toBe('"2"');
    expect(drawings).toBe(2);
  });

  it("does not keep a failed drawing", async () => {
    const cached = createPdfCache();
    await expect(cached("a", () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    expect((await cached("a", async () => file)).etag).toBe(file.etag);
  });

  it("lets old keys go past its limit", async () => {
    const cached = createPdfCache(2);
    let drawings = 0;
    const draw = async () => ({ ...file, etag: `"${++drawings}"` });
    await cached("a", draw);
    await cached("b", draw);
    await cached("c", draw);
    await cached("a", draw);
    expect(drawings).toBe(4);
  });
});
