/**
 * What every response promises the browser: security headers, a policy that
 * lets exactly the page's own scripts run, and long-lived compressed assets.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";

import type { APIRequestContext, APIResponse, Page } from "@playwright/test";

import { BUILD_DIR } from "#app/server/config/build-paths.server";

import { expect, signUp, signUpAdmin, test, waitForHydration } from "./support/fixtures";
import { assetUrlsOf, attributeOf, scriptsOf } from "./support/html";
import { prerenderedPages } from "./support/site";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values]),
  );
}

/** The requests of `page`'s browser, signed in to a fresh owner's account: the console, an app page, answers it. */
async function signedInRequest(page: Page, baseURL: string | undefined): Promise<APIRequestContext> {
  await signUpAdmin(page, baseURL ?? "");
  return page.request;
}

function expectBaseHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  // Served over plain http on localhost: HSTS would pin a developer's browser to https.
  expect(headers["strict-transport-security"], label).toBeUndefined();
  expect(headers["x-powered-by"], label).toBeUndefined();
}

function expectStrictPolicy(policy: Map<string, string[]>, label: string) {
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  const scripts = policy.get("script-src") ?? [];
  expect(scripts, label).toContain("'self'");
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(policy.has("upgrade-insecure-requests"), label).toBe(false);
}

const sha256 = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

test("a prerendered page runs one inline script, which starts its islands from this origin and is vouched for by hash", async ({
  request,
}) => {
  for (const path of ["/", "/Specs", "/Contact"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expectBaseHeaders(response, path);
    const policy = directives(response.headers()["content-security-policy"] ?? "");
    expectStrictPolicy(policy, path);
    const scripts = policy.get("script-src") ?? [];
    expect(
      scripts.some((source) => source.startsWith("'nonce-")),
      path,
    ).toBe(false);

    // Content pages do not hydrate (docs/decisions/0016): no hand-off script, no external script,
    // one inline module that imports the islands' bootstrap once the page has painted (0048).
    const all = scriptsOf(await response.text()).filter(
      ({ attributes }) => !/json/i.test(attributeOf(attributes, "type") ?? ""),
    );
    expect(
      all.map(({ attributes }) => attributeOf(attributes, "src")),
      path,
    ).toEqual([undefined]);
    const [starter] = all;
    expect(attributeOf(starter?.attributes ?? "", "type"), path).toBe("module");
    expect(starter?.body, path).toMatch(/"\/assets\/islands-[\w-]+\.js"/);
    expect(scripts, path).toContain(sha256(starter?.body ?? ""));
  }
});

test("a server-rendered page gets a fresh nonce that its scripts carry", async ({ page, baseURL }) => {
  const request = await signedInRequest(page, baseURL);
  // The console and /Account are HTML and islands rendered for the person signed in: their
  // starter is an inline script. (React Router's own inline scripts, on the hydrated pay pages,
  // are checked in stripe-checkout.spec.ts.)
  for (const path of ["/admin", "/Account"]) {
    const nonces: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectBaseHeaders(response, path);
      const policy = directives(response.headers()["content-security-policy"] ?? "");
      expectStrictPolicy(policy, path);
      const nonce = (policy.get("script-src") ?? []).find((source) => source.startsWith("'nonce-"));
      expect(nonce, `a nonce in script-src of ${path}`).toBeDefined();
      const value = nonce?.slice("'nonce-".length, -1) ?? "";
      expect(value.length).toBeGreaterThanOrEqual(16);
      const scripts = scriptsOf(await response.text());
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) {
        if (/json/i.test(attributeOf(script.attributes, "type") ?? "")) continue;
        expect(attributeOf(script.attributes, "nonce"), script.body.slice(0, 60)).toBe(value);
      }
      nonces.push(value);
    }
    expect(nonces[0], path).not.toBe(nonces[1]);
  }
});

test("errors, redirects, API answers and assets carry the security headers too", async ({ request }) => {
  for (const path of [
    "/no-such-page",
    "/api/categories",
    "/api/nope",
    "/healthz",
    "/%E0%A4%A",
    "/Details",
    "/robots.txt",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
    expectBaseHeaders(response, path);
  }
  const notFound = await request.get("/no-such-page");
  expectStrictPolicy(directives(notFound.headers()["content-security-policy"] ?? ""), "/no-such-page");
});

test("an answer to a signed-in visitor cuts ties with other sites' windows; a guest's does not ask to", async ({
  page,
  baseURL,
}) => {
  const opener = (response: APIResponse) => response.headers()["cross-origin-opener-policy"];
  // A guest's answer depends on its address alone, the same for everyone (docs/decisions/0047).
  const guestPaths = [
    ...prerenderedPages.map(({ path }) => path),
    "/Shop",
    "/SignIn",
    "/Checkout",
    "/ResetPassword?token=abc",
    "/Contact?model=bedroom",
  ];
  for (const path of guestPaths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(opener(response), path).toBeUndefined();
  }
  expect(opener(await page.request.get("/no-such-page")), "/no-such-page").toBeUndefined();
  // Signed in, every page may show the visitor's own account, cart or orders.
  await signUp(page, baseURL ?? "");
  for (const path of ["/", "/Specs", "/Shop", "/Checkout", "/Account", "/no-such-page"]) {
    expect(opener(await page.request.get(path)), path).toBe("same-origin");
  }
});

test("pages that build forms in the browser run under the policy without a single violation", async ({
  page,
  baseURL,
}) => {
  // A refusal the page's own code catches (a library trying `new Function`) logs no console error.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

  // The quote form's island validates with the same schemas as the server.
  await page.goto("/Contact#quote");
  await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute("data-island-mounted", "");
  expect(await violations(), "/Contact with the quote form mounted").toEqual([]);

  await signUpAdmin(page, baseURL ?? "");
  for (const path of ["/admin", "/admin/products", "/admin/proposals"]) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await violations(), path).toEqual([]);
    if (path.startsWith("/admin")) {
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /^The Nestz console/);
    }
  }
});

test("/healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toMatchObject({ database: "up" });
});

test("every picture file a content page names is that version's, cached for good; other picture URLs for a day", async ({
  request,
}) => {
  const files = new Set<string>();
  for (const page of prerenderedPages) {
    const html = await (await request.get(page.path)).text();
    for (const tag of html.match(/<img [^>]*>/g) ?? []) {
      const src = attributeOf(tag, "src") ?? "";
      if (!src.startsWith("/images/")) continue;
      expect(src, page.path).toMatch(/^\/images\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
      files.add(src);
    }
  }
  // The lazily loaded drawings and the product pictures in the product pages' option cards.
  expect(files.size).toBeGreaterThan(20);
  expect(
    [...files].some((file) => file.startsWith("/images/bathroom.svg?")),
    "a product picture",
  ).toBe(true);
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
    expectBaseHeaders(response, file);
  }

  // The same picture by its plain name (products, client navigation) or an old version: a day.
  for (const file of [...files].slice(0, 3)) {
    const plain = file.replace(/\?v=.*$/, "");
    const current = await (await request.get(file)).text();
    for (const other of [plain, `${plain}?v=000000000000`]) {
      const answer = await request.get(other);
      expect(answer.status(), other).toBe(200);
      expect(answer.headers()["cache-control"], other).toBe("public, max-age=86400");
      expect(await answer.text(), "the same file").toBe(current);
    }
  }
});

test.describe("hashed assets", () => {
  /**
   * A signed-in page's assets, and every script and style the build made: most pages name only
   * the islands' bootstrap, and the rest (React, the islands) are imported when needed.
   */
  async function pageAssets(request: APIRequestContext) {
    const html = await (await request.get("/admin")).text();
    const named = assetUrlsOf(html);
    expect(
      named.some((url) => url.endsWith(".js")),
      "the page loads scripts from /assets",
    ).toBe(true);
    const built = readdirSync(join(BUILD_DIR, "client", "assets"))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `/assets/${file}`);
    return [...new Set([...named, ...built])];
  }

  test("are cached for good (immutable)", async ({ page, baseURL }) => {
    const request = await signedInRequest(page, baseURL);
    for (const url of await pageAssets(request)) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const cacheControl = response.headers()["cache-control"] ?? "";
      expect(cacheControl, url).toContain("immutable");
      expect(cacheControl, url).toMatch(/max-age=(\d{8,})/);
      expectBaseHeaders(response, url);
    }
  });

  for (const encoding of ["br", "gzip"] as const) {
    test(`are compressed with ${encoding} when the browser asks for it`, async ({ page, baseURL }) => {
      const request = await signedInRequest(page, baseURL);
      const assets = await pageAssets(request);
      // The largest script of the page: small files may rightly be sent as they are.
      let largest = { url: "", size: 0 };
      for (const url of assets.filter((candidate) => candidate.endsWith(".js"))) {
        const size = (await (await request.get(url, { headers: { "Accept-Encoding": "identity" } })).body()).length;
        if (size > largest.size) largest = { url, size };
      }
      expect(largest.size).toBeGreaterThan(10_000);
      const response = await request.get(largest.url, { headers: { "Accept-Encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers()["vary"] ?? "").toMatch(/accept-encoding/i);
      expect(response.headers()["cache-control"]).toContain("immutable");
      expect((await response.body()).length, "decoded to the same file").toBe(largest.size);
    });

    test(`prerendered HTML is compressed with ${encoding} too`, async ({ request }) => {
      const response = await request.get("/Specs", { headers: { "Accept-Encoding": encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"]).toBe(encoding);
      // A signed-in visitor gets the page rendered for them: caches must key on the cookie too.
      expect(response.headers()["vary"] ?? "").toMatch(/accept-encoding/i);
      expect(response.headers()["vary"] ?? "").toMatch(/cookie/i);
      expect(await response.text()).toContain("<h1");
    });
  }

  test("prerendered HTML answers 304 to a browser that has it, and HEAD with the headers alone", async ({
    request,
  }) => {
    const first = await request.get("/Specs");
    const etag = first.headers()["etag"] ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await request.get("/Specs", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    const head = await request.head("/Specs", { headers: { "Accept-Encoding": "br" } });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-encoding"]).toBe("br");
    expect(head.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  });
});
