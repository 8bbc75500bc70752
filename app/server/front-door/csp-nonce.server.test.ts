import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";

describe("the CSP nonce's request context", () => {
  it("is one key for every copy of the module, as server.ts and the built app each load their own", async () => {
    const fromServer = (await import("./csp-nonce.server")).cspNonceContext;
    vi.resetModules();
    const fromBuild = (await import("./csp-nonce.server")).cspNonceContext;
    expect(fromBuild).not.toBeUndefined();

    const context = new RouterContextProvider();
    context.set(fromServer, "abc123");
    expect(context.get(fromBuild)).toBe("abc123");
  });

  it("reads as empty where nothing set it (prerendering)", async () => {
    const { cspNonceContext } = await import("./csp-nonce.server");
    expect(new RouterContextProvider().get(cspNonceContext)).toBe("");
  });
});
