import { describe, expect, it } from "vitest";

import { markPrivateIfSignedIn, PRIVATE_CACHE_CONTROL } from "./private-pages.server";

const request = (cookie?: string) => new Request("http://localhost/Account", cookie ? { headers: { cookie } } : {});

describe("markPrivateIfSignedIn", () => {
  it("marks answers to a request with a session cookie private, no-store, over anything set before", () => {
    for (const cookie of ["nestz.session_token=abc", "theme=dark; __Secure-nestz.session_token=abc"]) {
      const headers = new Headers({ "Cache-Control": "public, max-age=60" });
      markPrivateIfSignedIn(request(cookie), headers);
      expect(headers.get("Cache-Control"), cookie).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("leaves guests' answers as they are", () => {
    const headers = new Headers({ "Cache-Control": "public, max-age=60" });
    markPrivateIfSignedIn(request("theme=dark"), headers);
    markPrivateIfSignedIn(request(), headers);
    expect(headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
