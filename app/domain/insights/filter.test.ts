import { describe, expect, it } from "vitest";

import { isConsolePath } from "./endpoint";
import { isBot, isPrefetch, optsOut, whyNotCounted } from "./filter";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const headers = (values: Record<string, string>) => new Headers(values);

describe("what is not counted", () => {
  it("knows robots and crawlers, and takes no user agent for one", () => {
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isBot("curl/8.5.0")).toBe(true);
    expect(isBot("HeadlessChrome/120.0")).toBe(true);
    expect(isBot(null)).toBe(true);
    expect(isBot(CHROME)).toBe(false);
  });

  it("knows prefetches and prerenders by any of their headers", () => {
    expect(isPrefetch(headers({ "sec-purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
    expect(isPrefetch(headers({ purpose: "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({ "x-moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });

  it("honours DNT and Global Privacy Control", () => {
    expect(optsOut(headers({ dnt: "1" }))).toBe(true);
    expect(optsOut(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(optsOut(headers({ dnt: "0" }))).toBe(false);
    expect(optsOut(headers({}))).toBe(false);
  });

  it("leaves out the console's pages", () => {
    expect(isConsolePath("/admin")).toBe(true);
    expect(isConsolePath("/admin/insights")).toBe(true);
    expect(isConsolePath("/ADMIN/orders")).toBe(true);
    expect(isConsolePath("/administrator-guide")).toBe(false);
    expect(isConsolePath("/")).toBe(false);
  });

  it("gives the first reason, and asks whether it is an admin only when nothing else stops it", async () => {
    let asked = 0;
    const admin = (yes: boolean) => () => {
      asked++;
      return Promise.resolve(yes);
    };
    expect(await whyNotCounted(headers({ "user-agent": "Googlebot/2.1" }), "/", admin(true))).toBe("bot");
    expect(await whyNotCounted(headers({ "user-agent": CHROME, "sec-purpose": "prefetch" }), "/", admin(true))).toBe(
      "prefetch",
    );
    expect(await whyNotCounted(headers({ "user-agent": CHROME, "sec-gpc": "1" }), "/", admin(true))).toBe("opted-out");
    expect(await whyNotCounted(headers({ "user-agent": CHROME }), "/admin", admin(true))).toBe("console");
    expect(asked).toBe(0);
    expect(await whyNotCounted(headers({ "user-agent": CHROME }), "/FAQ", admin(true))).toBe("admin");
    expect(await whyNotCounted(headers({ "user-agent": CHROME }), "/FAQ", admin(false))).toBeNull();
    expect(asked).toBe(2);
  });
});
