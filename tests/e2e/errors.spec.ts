/**
 * Wrong turns and bad input: a helpful 404, clean 4xx answers for unreadable
 * requests (never a 5xx), canonical casing, and the catalog API's contract.
 */
import http from "node:http";

import { expect, expectNoAxeViolations, openPage, pageWidths, test } from "./support/fixtures";
import { pages, SIGNED_IN_ONLY } from "./support/site";

test.describe("the 404 page", () => {
  for (const path of ["/no-such-page", "/Shop/not/here"]) {
    test(`${path} answers 404 with a helpful page`, async ({ page, problems }) => {
      const response = await openPage(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await page.title()).not.toBe("");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: /home page/i })).toHaveAttribute("href", "/");
      expect(await main.getByRole("link").count(), "links to where visitors usually want to go").toBeGreaterThanOrEqual(
        3,
      );
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await expectNoAxeViolations(page, `404 page ${path}`);
      // The document's own 404 is the browser reporting the status; anything else is a fault.
      const pageUrl = page.url();
      expect(problems.messages.filter((message) => !(message.includes("404") && message.includes(pageUrl)))).toEqual(
        [],
      );
    });
  }

  test("a link on it leads back into the site", async ({ page }) => {
    await openPage(page, "/no-such-page");
    await page
      .getByRole("main")
      .getByRole("link", { name: /home page/i })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("fits a 360 px screen with zero axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const response = await openPage(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, "404 page at 360 px");
  });
});

test.describe("the API's errors", () => {
  for (const [method, path] of [
    ["GET", "/api/nope"],
    ["GET", "/api/categories/extra/parts"],
    ["POST", "/api/nope"],
  ] as const) {
    test(`${method} ${path} answers a JSON 404 in the error shape`, async ({ request }) => {
      const response = await request.fetch(path, { method, data: method === "POST" ? { a: 1 } : undefined });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
      expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
      expect(String(body.error?.message)).not.toBe("");
    });
  }
});

test.describe("unreadable requests get a clean 4xx", () => {
  test("a malformed percent-encoding answers 400", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/Specs%zz", "/%"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain("<h1>");
    }
  });

  test("a 3000-character path answers 414", async ({ request }) => {
    const response = await request.get(`/${"a".repeat(3000)}`);
    expect(response.status()).toBe(414);
  });

  test("a body over the limit answers 413", async ({ request }) => {
    const response = await request.post("/Contact", { data: Buffer.alloc(2_000_000, "a") });
    expect(response.status()).toBe(413);
  });

  test("a chunked body of undeclared size answers 411, unread", async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? "");
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        { hostname, port, path: "/SignIn", method: "POST", headers: { "content-type": "text/plain" } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on("error", reject);
      request.write("a".repeat(64 * 1024)); // no Content-Length: Node sends it chunked
      request.end();
    });
    expect(status).toBe(411);
  });

  test("a method a page does not take answers 4xx", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/Specs", { method });
      expect(response.status(), method).toBeGreaterThanOrEqual(400);
      expect(response.status(), method).toBeLessThan(500);
    }
  });

  test("an unknown hashed asset answers 404", async ({ request }) => {
    const response = await request.get("/assets/not-a-real-file-0000.js");
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  });

  // A NUL is refused with 400 (front-door.spec.ts); these merely look odd.
  const junkQueries = [
    "?%%%",
    "?a[]=1&a[]=2",
    `?q=${"x".repeat(1_900)}`,
    `?${"k=v&".repeat(600)}`,
    "?=&=&&",
    "?%C0%80=%E2%80%AE",
  ];
  const junkPaths = ["/", "/Specs", "/Shop", "/Shwag", "/SignIn", "/Checkout", "/Contact"];
  for (const path of junkPaths) {
    test(`${path} with junk query strings answers 200 or a clean 4xx, never 5xx`, async ({ request }) => {
      for (const query of junkQueries) {
        const response = await request.get(`${path}${query}`);
        const label = `${path}${query.slice(0, 30)}`;
        expect(response.status(), label).toBeLessThan(500);
        if (query.length < 1_000) expect(response.status(), label).toBe(200);
        if (response.status() === 200) expect(await response.text(), label).toMatch(/<h1[\s>]/);
      }
    });
  }
});

test.describe("addresses", () => {
  const cases: [string, string][] = [
    ["/specs", "/Specs"],
    ["/SPECS", "/Specs"],
    ["/Story", "/story"],
    ["/STORY", "/story"],
    ["/shop", "/Shop"],
    ["/faq", "/FAQ"],
    ["/signin", "/SignIn"],
    ["/Specs/", "/Specs"],
    ["/Details", "/Specs"],
    ["/details", "/Specs"],
    ["/Inquiries", "/Contact"],
    ["/inquiries", "/Contact"],
    ["/specs?from=ad", "/Specs?from=ad"],
  ];
  for (const [from, to] of cases) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("every public page answers at its canonical address without a redirect", async ({ request }) => {
    for (const info of pages.filter((candidate) => !SIGNED_IN_ONLY.includes(candidate.path))) {
      const response = await request.get(info.path, { maxRedirects: 0 });
      expect(response.status(), info.path).toBe(200);
    }
  });

  test("a redirect in the browser lands on the canonical page", async ({ page }) => {
    const response = await page.goto("/specs");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/Specs$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("GET /api/categories", () => {
  interface ApiItem {
    id: unknown;
    name: unknown;
    price: unknown;
    imageUrl: unknown;
    linkUrl: unknown;
  }
  interface ApiCategory {
    title: unknown;
    items: ApiItem[];
  }

  test("lists categories with their items in the documented shape", async ({ request }) => {
    const response = await request.get("/api/categories");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    const categories = (await response.json()) as ApiCategory[];
    expect(Array.isArray(categories)).toBe(true);
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(["items", "title"]);
      expect(typeof category.title).toBe("string");
      expect(category.items.length).toBeGreaterThan(0);
      for (const item of category.items) {
        expect(Object.keys(item).sort()).toEqual(["id", "imageUrl", "linkUrl", "name", "price"]);
        expect(typeof item.id).toBe("number");
        expect(typeof item.name).toBe("string");
        expect(item.price === null || typeof item.price === "number").toBe(true);
        expect(typeof item.imageUrl).toBe("string");
        expect(typeof item.linkUrl).toBe("string");
      }
    }
    const ids = categories.flatMap((category) => category.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("homes are Call for Price (null) and the sticker costs $1", async ({ request }) => {
    const categories = (await (await request.get("/api/categories")).json()) as ApiCategory[];
    const homes = categories.find((category) => String(category.title).toLowerCase() === "homes");
    expect(homes, "a Homes category").toBeDefined();
    for (const home of homes?.items ?? []) expect(home.price, String(home.name)).toBeNull();
    const stickers = categories
      .flatMap((category) => category.items)
      .filter((item) => /sticker/i.test(String(item.name)));
    expect(stickers).toHaveLength(1);
    expect(stickers[0]?.price).toBe(1);
  });

  test("/api/collections answers the same catalog", async ({ request }) => {
    const [categories, collections] = await Promise.all([
      request.get("/api/categories"),
      request.get("/api/collections"),
    ]);
    expect(collections.status()).toBe(200);
    expect(await collections.json()).toEqual(await categories.json());
  });
});
