import { describe, expect, it } from "vitest";

import { cleanHost, cleanUtm, describeRequestSource, referrerHost, utmOf, visitSource } from "./source";

describe("UTM tags", () => {
  it("reads the three tags of a query string, trimmed and in lower case", () => {
    expect(utmOf("?utm_source=Newsletter&utm_medium=%20Email%20&utm_campaign=Spring-2027&x=1")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring-2027",
    });
    expect(utmOf("")).toEqual({ source: null, medium: null, campaign: null });
    expect(utmOf(new URLSearchParams({ utm_source: "" }))).toEqual({ source: null, medium: null, campaign: null });
  });

  it("drops control characters and cuts long values", () => {
    expect(cleanUtm("a\u0000b\u001fc\u007f")).toBe("abc");
    expect(cleanUtm("x".repeat(500))).toHaveLength(100);
    expect(cleanUtm("   ")).toBeNull();
    expect(cleanUtm(undefined)).toBeNull();
  });
});

describe("the referrer's host", () => {
  it("keeps only the host of an http(s) referrer, without www", () => {
    expect(referrerHost("https://www.Google.com/search?q=tiny+homes", "nestz.example")).toBe("google.com");
    expect(referrerHost("http://news.example.org:8080/a", "nestz.example")).toBe("news.example.org");
    expect(referrerHost("duckduckgo.com", "nestz.example")).toBe("duckduckgo.com");
  });

  it("is null for the site itself, other schemes, nonsense and nothing", () => {
    expect(referrerHost("https://nestz.example/FAQ", "nestz.example")).toBeNull();
    expect(referrerHost("http://localhost:3000/", "localhost:3000")).toBeNull();
    expect(referrerHost("android-app://com.google.android.gm/", "nestz.example")).toBeNull();
    expect(referrerHost("javascript:alert(1)", "nestz.example")).toBeNull();
    expect(referrerHost("not a host", "nestz.example")).toBeNull();
    expect(referrerHost("", "nestz.example")).toBeNull();
    expect(referrerHost(null, "nestz.example")).toBeNull();
  });

  it("accepts only real host names", () => {
    expect(cleanHost("Example.COM.")).toBe("example.com");
    expect(cleanHost("-bad-.com")).toBeNull();
    expect(cleanHost("a".repeat(254))).toBeNull();
  });
});

describe("the source of a visit", () => {
  it("prefers the tags, then the referrer, then calls it direct", () => {
    expect(visitSource({ source: "newsletter", medium: "email", campaign: "spring" }, "mail.example.com")).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      referrerHost: "mail.example.com",
    });
    expect(visitSource({ source: null, medium: null, campaign: null }, "google.com")).toMatchObject({
      source: "google.com",
      medium: "organic",
    });
    expect(visitSource({ source: null, medium: null, campaign: null }, "blog.example.org")).toMatchObject({
      source: "blog.example.org",
      medium: "referral",
    });
    expect(visitSource({ source: null, medium: null, campaign: null }, null)).toEqual({
      source: "(direct)",
      medium: "(none)",
      campaign: null,
      referrerHost: null,
    });
    expect(visitSource({ source: "flyer", medium: null, campaign: null }, null).medium).toBe("(not set)");
  });
});

describe("the beacon's shape", () => {
  it("takes a path and short tags, and nothing else", async () => {
    const { pageViewEventSchema, countedPath, isEventContentType } = await import("./event");
    expect(pageViewEventSchema.safeParse({ p: "/FAQ", r: "google.com", s: "x", m: "y", c: "z" }).success).toBe(true);
    expect(pageViewEventSchema.safeParse({ p: "/FAQ\u0000" }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ p: "/FAQ?x=1" }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ p: "FAQ" }).success).toBe(false);
    expect(pageViewEventSchema.safeParse({ p: "/", extra: 1 }).success).toBe(false);
    expect(countedPath("/Specs/")).toBe("/Specs");
    expect(countedPath("/")).toBe("/");
    expect(isEventContentType("text/plain;charset=UTF-8")).toBe(true);
    expect(isEventContentType("application/json")).toBe(true);
    expect(isEventContentType("application/x-www-form-urlencoded")).toBe(false);
    expect(isEventContentType(null)).toBe(false);
  });
});

describe("a request's source, in words", () => {
  it("names the source, then what else is known", () => {
    const none = { medium: null, campaign: null, referrerHost: null };
    expect(describeRequestSource({ ...none, source: "(direct)" })).toBe("(direct)");
    expect(describeRequestSource({ ...none, source: "google.com", referrerHost: "google.com" })).toBe("google.com");
    expect(
      describeRequestSource({
        source: "newsletter",
        medium: "email",
        campaign: "spring",
        referrerHost: "mail.example",
      }),
    ).toBe("newsletter (medium email, campaign spring, by way of mail.example)");
    expect(describeRequestSource({ ...none, source: null })).toMatch(/^Not known/);
  });
});
