/**
 * The owner's console: who may open it, its frame, and the figures the site
 * states (units ready, next build slot) changed without a rebuild.
 */
import { randomUUID } from "node:crypto";

import { e2eQuery } from "./support/e2e-database";
import {
  expect,
  expectNoAxeViolations,
  openPage,
  pageWidths,
  signUp,
  signUpAdmin,
  test,
  waitForHydration,
} from "./support/fixtures";

/** Every console address; each must refuse guests and ordinary accounts. */
export const CONSOLE_PATHS = [
  "/admin",
  "/admin/no-such-section",
  "/admin/orders",
  "/admin/orders/1",
  "/admin/orders.csv",
  "/admin/email",
  "/admin/email/1",
  "/admin/people",
  "/admin/activity",
  "/admin/quote-requests",
  "/admin/quote-requests/Q-1001",
  "/admin/quote-requests.csv",
  "/admin/rentals",
  "/admin/products",
  "/admin/products/new",
  "/admin/products/1",
  "/admin/products/categories/1",
];

/** Console downloads (resource routes): no page, so a refusal is a short plain-text answer. */
const isDownload = (path: string) => path.endsWith(".csv");

test.describe("who may open the console", () => {
  for (const path of CONSOLE_PATHS) {
    test(`a guest asking for ${path} is sent to sign in, and no console data is sent`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`/SignIn?redirectTo=${encodeURIComponent(path)}`);
      const data = await request.get(`${path}.data`, { maxRedirects: 0 });
      expect(await data.text()).not.toContain("unitsReady");
    });
  }

  // One customer for every address: sign-ups are rate limited per client (10 a minute), and the list grows with each section.
  test("a signed-in customer gets the 403 page (or a plain 403 for a download) at every console address", async ({
    page,
    baseURL,
  }) => {
    await signUp(page, baseURL ?? "");
    for (const path of CONSOLE_PATHS) {
      await test.step(path, async () => {
        if (isDownload(path)) {
          const download = await page.request.get(path, { maxRedirects: 0 });
          expect(download.status()).toBe(403);
          expect(download.headers()["content-type"]).toMatch(/^text\/plain/);
          expect(await download.text()).toBe("This download is for the Nestz team.");
          return;
        }
        const response = await page.goto(path);
        expect(response?.status()).toBe(403);
        await expect(
          page.getByRole("heading", { level: 1, name: "This part of the site is for the Nestz team" }),
        ).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
        await expect(page.locator("body")).not.toContainText("Units ready");
      });
    }
  });

  test("a guest who signs in as an admin comes back to the console page they asked for", async ({ page, baseURL }) => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const password = "moss on cedar bark";
    const created = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Owner", email, password },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(created.status()).toBe(200);
    await e2eQuery(`update "user" set role = 'admin' where email = $1`, [email]);
    await page.context().clearCookies();

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/SignIn\?redirectTo=%2Fadmin$/);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "I already have an account" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill(password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  });

  test("the 403 page has no axe violations and fits a phone", async ({ page, baseURL }) => {
    await signUp(page, baseURL ?? "");
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/admin");
    await expectNoAxeViolations(page, "the console's 403 page");
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

test.describe("as an admin", () => {
  // One after another: these tests share the one row of site settings (a save in one would move the version another checks).
  test.describe.configure({ mode: "default" });

  test.beforeEach(async ({ page, baseURL }) => {
    await signUpAdmin(page, baseURL ?? "");
  });

  test("the overview has its own frame, its sections, noindex and no-store, and no axe violations", async ({
    page,
    problems,
  }) => {
    const response = await openPage(page, "/admin");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveTitle("Overview | Nestz console");
    const sections = page.getByRole("navigation", { name: "Console" }).getByRole("link");
    await expect(sections).toHaveText([
      "Overview",
      "Products",
      "Pages",
      "Orders",
      "Quote requests",
      "Proposals",
      "Invoices",
      "Payments",
      "Receivables",
      "Tax",
      "Production",
      "Documents",
      "Rentals",
      "Insights",
      "Email",
      "People",
      "Activity",
    ]);
    // No marketing chrome in the console.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the console overview");
    expect(problems.messages).toEqual([]);
  });

  test("works on a phone: no sideways scrolling at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, "/admin");
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, "the console overview at 360 px");
  });

  test("changing Units ready shows on the prerendered home page at its next load, with no rebuild", async ({
    page,
    browser,
  }) => {
    await openPage(page, "/admin");
    await page.getByLabel("Units ready").fill("-2");
    await page.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByLabel("Units ready")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "the overview with an error");

    const units = 10 + Math.floor(Math.random() * 80);
    // Keyboard only: the field, then the month, then the button.
    await page.getByLabel("Units ready").fill(String(units));
    await page.getByLabel("Next build slot").fill("2027-04");
    await page.getByLabel("Next build slot").press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toContainText("Saved");
    await expectNoAxeViolations(page, "the overview after a save");

    // A guest (no cookie) gets the prerendered page, with the new figure written in.
    const guest = await browser.newPage();
    const home = await guest.goto("/");
    expect(home?.status()).toBe(200);
    await expect(guest.getByText(`${units} units are ready to deliver now.`)).toBeVisible();
    await guest.goto("/Delivery");
    await expect(guest.getByText("The next free build slot is in April 2027.")).toBeVisible();
    await guest.close();

    const audit = await e2eQuery<{ after: { unitsReady: number } }>(
      `select after from audit_log where action = 'settings.updated' order by id desc limit 1`,
    );
    expect(audit[0]?.after.unitsReady).toBe(units);
  });

  test("a wrong figure is shown beside its field and nothing is saved; works without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? "" });
    const page = await context.newPage();
    await signUpAdmin(page, baseURL ?? "");
    await page.goto("/admin");
    const before = await page.getByLabel("Units ready").inputValue();
    await page.getByLabel("Units ready").fill("lots");
    await page.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByLabel("Units ready")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Units ready: enter a whole number from 0 to 9,999.")).toBeVisible();
    await expect(page.getByLabel("Units ready")).toHaveValue("lots");
    await page.goto("/admin");
    await expect(page.getByLabel("Units ready")).toHaveValue(before);
    await context.close();
  });

  test("a change posted from another site is refused and changes nothing", async ({ page }) => {
    await openPage(page, "/admin");
    const version = await page.locator('input[name="version"]').inputValue();
    const response = await page.request.post("/admin", {
      form: { intent: "save-facts", unitsReady: "0", nextBuildMonth: "", version },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    // A request without any Origin (not a browser's form) is refused by the console's own check.
    const noOrigin = await page.request.post("/admin", {
      form: { intent: "save-facts", unitsReady: "0", nextBuildMonth: "", version },
      maxRedirects: 0,
    });
    expect(noOrigin.status()).toBe(403);
    await page.reload();
    expect(await page.locator('input[name="version"]').inputValue()).toBe(version);
  });
});
