/**
 * The routes that are not pages: sitemap, robots, icons and the catalog's
 * pictures. Every address a page or the API hands out must answer.
 */
import { expect, signUpAdmin, test } from "./support/fixtures";
import { attributeOf } from "./support/html";
import { builtPublicUrl, pages } from "./support/site";

test("sitemap.xml lists every indexed page at its canonical address, and nothing else", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const body = await response.text();
  const listed = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = pages.filter((info) => info.indexed).map((info) => `${builtPublicUrl()}${info.path}`);
  expect(listed.sort()).toEqual(expected.sort());
});

test("robots.txt points to the sitemap and keeps crawlers out of the API and checkout", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const body = await response.text();
  expect(body).toContain(`Sitemap: ${builtPublicUrl()}/sitemap.xml`);
  expect(body).toMatch(/^Disallow: \/api\/$/m);
  expect(body).toMatch(/^Disallow: \/Checkout$/m);
});

test("/favicon.ico leads to the site's icon", async ({ request }) => {
  const redirect = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  const icon = await request.get(redirect.headers().location ?? "");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\//);
});

test("a content page, the console's too, carries the site icon itself", async ({ page, request, baseURL }) => {
  // The icon is the only link to it, and inline, so no browser has a file to ask for. (The
  // headless shell the specs run in never asks for icons, so counting its requests would prove
  // nothing: docs/decisions/0051.)
  const file = (await (await request.get("/favicon.svg")).text()).trim().replace(/\s+/g, " ");
  await page.goto("/FAQ", { waitUntil: "networkidle" });
  const inline = await page.locator('link[rel="icon"]').getAttribute("href");
  expect(inline?.startsWith("data:image/svg+xml,")).toBe(true);
  expect(decodeURIComponent(inline?.slice("data:image/svg+xml,".length) ?? "")).toBe(file);
  await expect(page.locator('link[href*="favicon"]'), "no link to an icon file").toHaveCount(0);

  // The console is HTML and islands too (docs/decisions/0050). The hydrated pay pages name the
  // cached file instead: stripe-checkout.spec.ts.
  await signUpAdmin(page, baseURL ?? "");
  await page.goto("/admin", { waitUntil: "networkidle" });
  expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe(inline);
  await expect(page.locator('link[href*="favicon"]'), "no link to an icon file").toHaveCount(0);
});

test("every icon, stylesheet and preview image a page links to answers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const linked = [...html.matchAll(/<link\b([^>]*)>/gi)]
    .map((match) => attributeOf(match[1] ?? "", "href"))
    .filter((href): href is string => Boolean(href?.startsWith("/")));
  const previews = [...html.matchAll(/<meta\b([^>]*)>/gi)]
    .filter((match) => /property\s*=\s*["']og:image["']/i.test(match[1] ?? ""))
    .map((match) => new URL(attributeOf(match[1] ?? "", "content") ?? "").pathname);
  expect(previews).toHaveLength(1);
  for (const path of [...new Set([...linked, ...previews])]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("every catalog picture answers as an image, and an unknown one is a 404", async ({ request }) => {
  const categories = (await (await request.get("/api/categories")).json()) as { items: { imageUrl: string }[] }[];
  const images = new Set(categories.flatMap((category) => category.items.map((item) => item.imageUrl)));
  expect(images.size).toBeGreaterThan(0);
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\//);
  }
  expect((await request.get("/images/not-a-picture.svg")).status()).toBe(404);
  expect([400, 404]).toContain((await request.get("/images/..%2Fpackage.json")).status());
});

test("a content page asks for its scripts only once it has painted", async ({ page, baseURL }) => {
  // /, /FAQ, /Shop, /SignIn, /Checkout, /Account and the console load the islands' bootstrap alone
  // (docs/decisions/0016, 0043, 0044, 0046, 0049, 0050), and only after their first contentful paint
  // (0048): the HTML names no script to fetch. (The hydrated pay pages: stripe-checkout.spec.ts.)
  await signUpAdmin(page, baseURL ?? "");
  for (const path of ["/", "/FAQ", "/Shop", "/SignIn", "/Checkout", "/Account", "/admin", "/admin/orders"]) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toMatch(/<link\b[^>]*\brel="modulepreload"/i);
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/i);

    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("data-islands", "ready");
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timings.paint, `${path}: painted`).not.toBeNull();
    expect(timings.scripts.length, path).toBeGreaterThan(0);
    for (const script of timings.scripts)
      expect(script.start, `${path}: ${script.url} asked for after the paint`).toBeGreaterThan(
        timings.paint ?? Infinity,
      );
  }
});
