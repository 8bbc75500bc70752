import { describe, expect, it } from "vitest";

import { checkJsonBody, jsonDepth, looksLikeJson, MAX_JSON_BYTES, MAX_JSON_DEPTH } from "./json-shape.server";

const nested = (levels: number) => Buffer.from(`${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`);

describe("jsonDepth", () => {
  it("counts objects and arrays, and nothing inside strings", () => {
    expect(jsonDepth(Buffer.from("1"))).toBe(0);
    expect(jsonDepth(Buffer.from('{"items":[{"id":1}]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('{"text":"[[[[{{{{ \\" ]]]"}'))).toBe(1);
  });

  it("stops counting once past the limit", () => {
    expect(jsonDepth(nested(100_000), 32)).toBe(33);
  });
});

describe("looksLikeJson", () => {
  it("takes declared JSON and plain text that opens like JSON, not forms", () => {
    expect(looksLikeJson("application/json; charset=utf-8", Buffer.from("x"))).toBe(true);
    expect(looksLikeJson("application/csp-report+json", Buffer.from("x"))).toBe(true);
    expect(looksLikeJson("text/plain;charset=UTF-8", Buffer.from('  {"path":"/"}'))).toBe(true);
    expect(looksLikeJson(undefined, Buffer.from("[1]"))).toBe(true);
    expect(looksLikeJson("text/plain", Buffer.from("hello"))).toBe(false);
    expect(looksLikeJson("application/x-www-form-urlencoded", Buffer.from("{a=1"))).toBe(false);
  });
});

describe("checkJsonBody", () => {
  it("lets an ordinary body through", () => {
    expect(checkJsonBody("application/json", Buffer.from('{"email":"a@b.c","password":"x"}'))).toBeNull();
    expect(checkJsonBody("application/json", nested(MAX_JSON_DEPTH))).toBeNull();
  });

  it("refuses one level past the limit with a 400, and thousands of levels as fast", () => {
    expect(checkJsonBody("application/json", nested(MAX_JSON_DEPTH + 1))).toMatchObject({
      status: 400,
      code: "too_deep",
    });
    expect(checkJsonBody("application/json", nested(20_000))).toMatchObject({ status: 400 });
    const arrays = Buffer.from(`${"[".repeat(10_000)}${"]".repeat(10_000)}`);
    expect(checkJsonBody("text/plain", arrays)).toMatchObject({ status: 400 });
  });

  it("refuses a JSON body over the size limit with a 413", () => {
    const big = Buffer.from(JSON.stringify({ note: "x".repeat(MAX_JSON_BYTES) }));
    expect(checkJsonBody("application/json", big)).toMatchObject({ status: 413, code: "too_large" });
  });

  it("leaves other bodies to their handlers", () => {
    expect(checkJsonBody("application/x-www-form-urlencoded", Buffer.from("a=".padEnd(300_000, "[")))).toBeNull();
  });
});
