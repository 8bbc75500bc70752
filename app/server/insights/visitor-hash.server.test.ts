import { describe, expect, it } from "vitest";

import { visitorHash } from "./visitors.server";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131 Safari/537.36";

describe("the visitor hash", () => {
  it("is the same for the same browser on the same day, and fits a JavaScript number", () => {
    const one = visitorHash("salt-of-today", "203.0.113.9", UA, "nestz.example");
    expect(visitorHash("salt-of-today", "203.0.113.9", UA, "nestz.example")).toBe(one);
    expect(Number.isSafeInteger(one)).toBe(true);
    expect(one).toBeLessThan(2 ** 48);
  });

  it("is another visitor with a new day's salt, another address, browser or site", () => {
    const one = visitorHash("salt-of-today", "203.0.113.9", UA, "nestz.example");
    expect(visitorHash("salt-of-tomorrow", "203.0.113.9", UA, "nestz.example")).not.toBe(one);
    expect(visitorHash("salt-of-today", "203.0.113.10", UA, "nestz.example")).not.toBe(one);
    expect(visitorHash("salt-of-today", "203.0.113.9", `${UA} Edg/131`, "nestz.example")).not.toBe(one);
    expect(visitorHash("salt-of-today", "203.0.113.9", UA, "other.example")).not.toBe(one);
  });

  it("spreads a thousand addresses over a thousand distinct visitors", () => {
    const hashes = new Set(
      Array.from({ length: 1000 }, (_, n) => visitorHash("s", `10.0.${n >> 8}.${n & 255}`, UA, "x")),
    );
    expect(hashes.size).toBe(1000);
  });
});
