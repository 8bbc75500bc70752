/**
 * Every page in the registry (app/content/site/pages.ts), as a visitor sees it on a
 * desktop and on a 360 px phone: it answers, says what it is, is accessible
 * and fits the screen.
 */
import { expect, expectNoAxeViolations, openPage, pageWidths, signUp, test } from "./support/fixtures";
import { titleOf } from "./support/html";
import { canonicalUrl, DESKTOP_NAV_LABELS, NAV_PAGE_LABELS, pages, SIGNED_IN_ONLY } from "./support/site";

test("the registry lists pages to test", () => {
  expect(pages.length).toBeGreaterThan(10);
});

for (const info of pages) {
  const signedIn = SIGNED_IN_ONLY.includes(info.path);

  test.describe(`page ${info.path}${signedIn ? " (signed in)" : ""}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      if (signedIn) await signUp(page, baseURL ?? "");
    });

    // Opened on a 360 px phone, as most visitors first see it, then widened to a 1280 px desktop:
    // one load instead of two, and the page must hold both shapes.
    test("answers 200 with one h1, its own title and meta tags; fits a 360 px phone and a desktop, axe-clean on both", async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const response = await openPage(page, info.path);
      expect(response?.status(), `status of ${info.path}`).toBe(200);
      expect(new URL(page.url()).pathname).toBe(info.path);

      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, `${info.path} is ${scrollWidth - clientWidth}px too wide at 360 px`).toBeLessThanOrEqual(
        clientWidth,
      );
      await expectNoAxeViolations(page, `${info.path} at 360 px`);

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^\s*$/);

      const title = await page.title();
      expect(title).toContain(info.title);

      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", info.description);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", canonicalUrl(info));
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", info.description);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonicalUrl(info));

      await page.setViewportSize({ width: 1280, height: 800 });
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav).toBeVisible();
      if (signedIn) {
        await expect(nav.getByRole("link")).toHaveText(NAV_PAGE_LABELS);
        await expect(nav.getByRole("button", { name: "SIGN OUT" })).toBeVisible();
      } else {
        await expect(nav.getByRole("link")).toHaveText(DESKTOP_NAV_LABELS);
      }
      const wide = await pageWidths(page);
      expect(wide.scrollWidth, `${info.path} scrolls sideways at 1280 px`).toBeLessThanOrEqual(wide.clientWidth);
      await expectNoAxeViolations(page, `${info.path} at 1280 px`);

      expect(problems.messages, `console errors on ${info.path}`).toEqual([]);
    });
  });
}

for (const path of SIGNED_IN_ONLY) {
  test(`a guest at ${path} is sent to sign in and brought back afterwards`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([302, 303, 307]).toContain(response.status());
    const location = new URL(response.headers().location ?? "", "http://site.invalid");
    expect(location.pathname).toBe("/SignIn");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });
}

test("every page has a non-empty title of its own", async ({ page, request, baseURL }) => {
  if (SIGNED_IN_ONLY.length > 0) await signUp(page, baseURL ?? "");
  const titles = new Map<string, string>();
  for (const info of pages) {
    // Pages of an account are read with the signed-in browser's cookies.
    const response = await (SIGNED_IN_ONLY.includes(info.path) ? page.request : request).get(info.path);
    expect(response.status(), info.path).toBe(200);
    const title = titleOf(await response.text());
    expect(title, `title of ${info.path}`).not.toBe("");
    const clash = titles.get(title);
    expect(clash, `${info.path} has the same title as ${clash ?? ""}: "${title}"`).toBeUndefined();
    titles.set(title, info.path);
  }
});
