import { Readable } from "node:stream";
import { text } from "node:stream/consumers";

import { describe, expect, it } from "vitest";

import { createScriptPriorityStream, lowerScriptPriority } from "./script-priority.server";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  "</head><body><p>Café, 8′ × 20′ 🏡</p><code>&lt;link rel=&quot;modulepreload&quot;</code></body></html>";

const expected = page
  .replace(
    '<link rel="modulepreload" href="/assets/entry.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>',
  )
  .replace(
    '<link rel="modulepreload" href="/assets/root.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>',
  );

async function streamed(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(createScriptPriorityStream()));
}

describe("lowerScriptPriority", () => {
  it("asks for every module preload at low priority and leaves other links alone", () => {
    expect(lowerScriptPriority(page)).toBe(expected);
    expect(lowerScriptPriority('<link rel="stylesheet" href="/a.css"/>')).toBe(
      '<link rel="stylesheet" href="/a.css"/>',
    );
  });
});

describe("createScriptPriorityStream", () => {
  const bytes = Buffer.from(page, "utf8");

  it("rewrites the head however the document is cut into chunks, even inside a tag or a character", async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("rewrites a document sent a byte at a time", async () => {
    const single = [...bytes].map((byte) => Buffer.from([byte]));
    expect(await streamed(single)).toBe(expected);
  });

  it("passes the body through untouched once the head is done", async () => {
    const body = '<body><link rel="modulepreload" href="/late.js"/></body>';
    expect(await streamed([Buffer.from("<head></head>"), Buffer.from(body)])).toBe(`<head></head>${body}`);
  });

  it("still sends a document that has no closing head", async () => {
    expect(await streamed([Buffer.from('<link rel="modulepreload" href="/x.js"/>')])).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/x.js"/>',
    );
  });
});
