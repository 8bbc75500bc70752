import { describe, expect, it } from "vitest";

import { ALLOW_HEADER, checkMethod, checkRequestShape, isOriginForm, isValidHost } from "./request-shape.server";

const sound = { method: "GET", target: "/Shop", host: "127.0.0.1:3000", protocol: "http" };

describe("isValidHost", () => {
  it.each([
    "localhost",
    "localhost:3000",
    "127.0.0.1",
    "127.0.0.1:65535",
    "nestz.example",
    "www.nestz.example.",
    "[::1]",
    "[::1]:3000",
    "my_host:80",
  ])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    ["a port past 65535", "127.0.0.1:99999"],
    ["port 0", "127.0.0.1:0"],
    ["an unclosed IPv6 literal", "[::1"],
    ["a malformed IPv6 literal", "[1:2]"],
    ["percent-encoding", "%ff"],
    ["an empty value", ""],
    ["no value", undefined],
    ["user info", "user@nestz.example"],
    ["a path", "nestz.example/x"],
    ["a space", "nestz example"],
    ["an IPv4 address out of range", "1.2.3.256"],
    ["an empty port", "nestz.example:"],
    ["a non-numeric port", "nestz.example:http"],
    ["a NUL", "nestz.example\u0000"],
    ["a right-to-left override", "nestz\u202Eexample"],
    ["a 300-character name", `${"a".repeat(300)}.example`],
  ])("refuses %s", (_label, host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

describe("isOriginForm", () => {
  it("takes paths and refuses absolute URLs and the asterisk", () => {
    expect(isOriginForm("/")).toBe(true);
    expect(isOriginForm("/api/categories?x=1")).toBe(true);
    expect(isOriginForm("http://evil.example/api/categories")).toBe(false);
    expect(isOriginForm("*")).toBe(false);
    expect(isOriginForm("evil.example:443")).toBe(false);
  });
});

describe("checkMethod", () => {
  it("passes the methods the site answers", () => {
    for (const method of ALLOW_HEADER.split(", ")) expect(checkMethod(method)).toBeNull();
  });

  it("answers 405 to TRACE and CONNECT, which the fetch API cannot even represent", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT"]) expect(checkMethod(method)?.status).toBe(405);
  });

  it("answers 405, never a 5xx, to methods it does not implement", () => {
    for (const method of ["PROPFIND", "QUERY", "PURGE", "MKCOL", "get"]) expect(checkMethod(method)?.status).toBe(405);
  });
});

describe("checkRequestShape", () => {
  it("passes a well-formed request", () => {
    expect(checkRequestShape(sound)).toBeNull();
    expect(checkRequestShape({ ...sound, protocol: "https", host: "nestz.example" })).toBeNull();
  });

  it("refuses a bad method before looking at anything else", () => {
    expect(checkRequestShape({ ...sound, method: "TRACE", target: "*" })?.status).toBe(405);
  });

  it("refuses absolute and asterisk targets with 400", () => {
    expect(checkRequestShape({ ...sound, target: "http://evil.example/api/categories" })).toMatchObject({
      status: 400,
      code: "bad_request_target",
    });
    expect(checkRequestShape({ ...sound, method: "OPTIONS", target: "*" })).toMatchObject({
      status: 400,
      code: "bad_request_target",
    });
  });

  it("refuses a missing or malformed host, or a protocol a proxy made up, with 400", () => {
    for (const host of [undefined, "", "127.0.0.1:99999", "[::1", "%ff"]) {
      expect(checkRequestShape({ ...sound, host }), String(host)).toMatchObject({ status: 400, code: "bad_host" });
    }
    expect(checkRequestShape({ ...sound, protocol: "gopher" })).toMatchObject({ status: 400, code: "bad_host" });
  });

  it("gives every refusal a heading and a sentence a person can read", () => {
    const refusal = checkRequestShape({ ...sound, host: "%ff" });
    expect(refusal?.heading).toMatch(/^[A-Z].+[^.]$/);
    expect(refusal?.detail).toMatch(/^[A-Z].+\.$/);
  });
});
