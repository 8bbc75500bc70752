import { describe, expect, it } from "vitest";

import { bodyHasNul, bodyKind, jsonHasNul, queryHasNul } from "./nul-bytes.server";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

describe("queryHasNul", () => {
  it("finds an encoded NUL in a name or a value", () => {
    expect(queryHasNul("?token=a%00b")).toBe(true);
    expect(queryHasNul("%00=1")).toBe(true);
    expect(queryHasNul("?a=1&b=%00")).toBe(true);
  });

  it("passes ordinary and merely odd query strings", () => {
    for (const query of [
      "",
      "?",
      "?q=tiny+homes",
      "?%%%",
      "?a[]=1&a[]=2",
      "?q=%ff",
      "?q=%C0%80",
      "?q=%E2%80%AE",
      "?=&=&&",
    ]) {
      expect(queryHasNul(query), query).toBe(false);
    }
  });
});

describe("jsonHasNul", () => {
  it("finds a NUL in any string, key or nested value", () => {
    expect(jsonHasNul("a\u0000")).toBe(true);
    expect(jsonHasNul({ email: "a\u0000@example.com" })).toBe(true);
    expect(jsonHasNul({ "k\u0000": 1 })).toBe(true);
    expect(jsonHasNul({ items: [{ id: 1 }, { note: ["x", "y\u0000"] }] })).toBe(true);
  });

  it("passes values without one", () => {
    expect(jsonHasNul({ email: "a@example.com", items: [1, null, true, { n: "\u202E" }] })).toBe(false);
    expect(jsonHasNul(null)).toBe(false);
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    let deep: unknown = "end\u0000";
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(jsonHasNul(deep)).toBe(true);
  });
});

describe("bodyKind", () => {
  it("reads the media type as the handlers do", () => {
    expect(bodyKind("application/x-www-form-urlencoded; charset=utf-8")).toBe("form");
    expect(bodyKind("application/json")).toBe("json");
    expect(bodyKind("Application/Vnd.Api+JSON")).toBe("json");
    expect(bodyKind("multipart/form-data; boundary=x")).toBe("multipart");
    expect(bodyKind("text/plain")).toBe("text");
    expect(bodyKind(undefined)).toBe("text");
    expect(bodyKind("image/png")).toBe("binary");
    expect(bodyKind("application/octet-stream")).toBe("binary");
  });
});

describe("bodyHasNul", () => {
  it("finds a NUL in a form field, a JSON string, a text body", async () => {
    expect(await bodyHasNul("application/x-www-form-urlencoded", bytes("token=a%00b&password=x"))).toBe(true);
    expect(await bodyHasNul("application/json", bytes(JSON.stringify({ email: "a\u0000@example.com" })))).toBe(true);
    expect(await bodyHasNul("application/json", bytes('{"email":"a\u0000"'))).toBe(true);
    expect(await bodyHasNul("text/plain", bytes("a\u0000b"))).toBe(true);
    expect(await bodyHasNul(undefined, bytes("a\u0000b"))).toBe(true);
  });

  it("finds a NUL in a multipart text field, but not in a file", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([0, 1, 2, 0])]), "picture.png");
    form.set("name", "fine");
    const withFile = new Request("http://x/", { method: "POST", body: form });
    const fileType = withFile.headers.get("content-type") ?? "";
    expect(await bodyHasNul(fileType, new Uint8Array(await withFile.arrayBuffer()))).toBe(false);

    form.set("name", "a\u0000b");
    const withNul = new Request("http://x/", { method: "POST", body: form });
    expect(
      await bodyHasNul(withNul.headers.get("content-type") ?? "", new Uint8Array(await withNul.arrayBuffer())),
    ).toBe(true);
  });

  it("passes ordinary bodies, files and the literal text \\u0000", async () => {
    expect(await bodyHasNul("application/x-www-form-urlencoded", bytes("email=a%40example.com&q=%ff"))).toBe(false);
    expect(await bodyHasNul("application/json", bytes('{"note":"the escape \\\\u0000 as text"}'))).toBe(false);
    expect(await bodyHasNul("image/png", new Uint8Array([137, 80, 78, 71, 0, 0]))).toBe(false);
    expect(await bodyHasNul("application/json", new Uint8Array())).toBe(false);
    expect(await bodyHasNul("multipart/form-data; boundary=nope", bytes("not multipart at all"))).toBe(false);
  });
});
