import { describe, expect, it } from "vitest";

import { renderingCache } from "./rendering-cache.server";

describe("renderingCache", () => {
  it("makes each key once, also for requests that arrive while it is being made", async () => {
    const cache = renderingCache<string>({ maxEntries: 4, maxAgeMs: 60_000 });
    let makings = 0;
    const make = async () => `page ${++makings}`;
    const [first, second] = await Promise.all([cache.get("a", make), cache.get("a", make)]);
    expect([first, second, await cache.get("a", make)]).toEqual(["page 1", "page 1", "page 1"]);
    expect(await cache.get("b", make)).toBe("page 2");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = renderingCache<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    let makings = 0;
    const make = async () => `page ${++makings}`;
    await cache.get("a", make);
    await cache.get("b", make);
    await cache.get("a", make); // used again: b is now the oldest
    await cache.get("c", make);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", make)).toBe("page 1");
    expect(await cache.get("b", make)).toBe("page 4");
  });

  it("makes an entry again once it is older than maxAgeMs", async () => {
    let time = 0;
    const cache = renderingCache<string>({ maxEntries: 2, maxAgeMs: 1_000, now: () => time });
    let makings = 0;
    const make = async () => `page ${++makings}`;
    await cache.get("a", make);
    time = 1_000;
    expect(await cache.get("a", make)).toBe("page 1");
    time = 1_001;
    expect(await cache.get("a", make)).toBe("page 2");
  });

  it("keeps neither a failed making nor one that gave nothing", async () => {
    const cache = renderingCache<string>({ maxEntries: 2, maxAgeMs: 60_000 });
    await expect(cache.get("a", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.get("b", async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => "page")).toBe("page");
  });
});
