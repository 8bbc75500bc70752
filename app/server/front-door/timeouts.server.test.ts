import { describe, expect, it } from "vitest";

import { createHttpServer, idleSocketTimeoutMs, REQUEST_TIMEOUT_MS } from "./timeouts.server";

describe("how long a client may take to send a request", () => {
  it("is 30 s for the headers and the whole request by default, and a silent connection closes after 35 s", () => {
    const server = createHttpServer();
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect([server.headersTimeout, server.requestTimeout, server.timeout]).toEqual([30_000, 30_000, 35_000]);
  });

  it("follows a configured limit, never closing idle connections sooner than 35 s", () => {
    const quick = createHttpServer(5_000);
    expect([quick.headersTimeout, quick.requestTimeout, quick.timeout]).toEqual([5_000, 5_000, 35_000]);
    expect(idleSocketTimeoutMs(120_000)).toBe(125_000);
  });
});
