import { afterEach, describe, expect, it, vi } from "vitest";

import { requestLine, requestLog } from "./request-log.server";

afterEach(() => vi.useRealTimers());

describe("requestLog", () => {
  it("writes the lines of a moment together, within flushMs, and what waits when flushed", async () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = requestLog({ write: (text) => writes.push(text), flushMs: 100 });
    log.add("GET / 200 1.0ms");
    log.add("GET /Shop 200 2.0ms");
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(writes).toEqual(["GET / 200 1.0ms\nGET /Shop 200 2.0ms\n"]);
    log.add("GET /Specs 200 1.0ms");
    log.flush();
    expect(writes).toHaveLength(2);
    expect(writes[1]).toBe("GET /Specs 200 1.0ms\n");
  });

  it("writes at once when much is waiting", () => {
    const writes: string[] = [];
    const log = requestLog({ write: (text) => writes.push(text), maxWaitingChars: 20 });
    log.add("GET / 200 1.0ms");
    expect(writes).toEqual([]);
    log.add("GET /Shop 200 2.0ms");
    expect(writes).toHaveLength(1);
  });
});

describe("requestLine", () => {
  it("names the path without its query, cut at 200 characters", () => {
    expect(requestLine("GET", "/ResetPassword?token=secret", 200, 1.234)).toBe("GET /ResetPassword 200 1.2ms");
    expect(requestLine("GET", `/${"a".repeat(300)}`, 404, 0)).toBe(`GET /${"a".repeat(199)}… 404 0.0ms`);
  });

  const key = "Zq3_x-9AbCdEfGhIjKlMnOpQrStUvWxY";
  it.each([
    ["GET", `/proposal/${key}`, "/proposal/[private]"],
    ["POST", `/proposal/${key}?index`, "/proposal/[private]"],
    ["GET", `/proposal/${key}/pdf`, "/proposal/[private]/pdf"],
    ["GET", `/proposal/${key}/pay`, "/proposal/[private]/pay"],
    ["GET", `/invoice/${key}`, "/invoice/[private]"],
    ["POST", `/change-order/${key}`, "/change-order/[private]"],
    ["GET", `/invoice/${key}/pdf`, "/invoice/[private]/pdf"],
    ["POST", `/invoice/${key}/pay`, "/invoice/[private]/pay"],
    ["GET", `/Invoice/${key}/`, "/Invoice/[private]/"],
    ["GET", `//proposal/${key}`, "//proposal/[private]"],
    ["GET", `/api/auth/reset-password/${key}?callbackURL=%2FResetPassword`, "/api/auth/reset-password/[private]"],
    // The router decodes a path before matching it: an escaped letter opens the same page.
    ["GET", `/%70roposal/${key}`, "/proposal/[private]"],
    ["GET", `/invoice%2F${key}%0Aforged`, "/invoice/[private]"],
  ])("keeps no private link's key: %s %s", (method, target, shown) => {
    const line = requestLine(method, target, 200, 3);
    expect(line).toBe(`${method} ${shown} 200 3.0ms`);
    expect(line).not.toContain(key);
  });

  it("keeps the console's and the shop's paths as they are", () => {
    for (const path of ["/admin/proposals/12", "/admin/invoices", "/Shop/bedroom-nestz", "/api/auth/reset-password"])
      expect(requestLine("GET", path, 200, 0)).toBe(`GET ${path} 200 0.0ms`);
  });
});
