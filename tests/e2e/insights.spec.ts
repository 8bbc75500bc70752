/**
 * Insights (docs/decisions/0026): a visit from a campaign address and the
 * quote request it leads to show under that campaign; public pages write no
 * cookie and no storage; the console's views, and a signed-in admin's, are
 * not counted; the Insights page passes axe and works from the keyboard.
 */
import { randomUUID } from "node:crypto";

import type { Browser, Page } from "@playwright/test";

import { test } from "./support/admin-session";
import { E2E_PORT, e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { isPageViewBeacon, pages, SIGNED_IN_ONLY } from "./support/site";

/** Playwright's Chromium says "HeadlessChrome", which is a robot and never counted: visitors here say they are Chrome. */
const chromeOf = (tag: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e/${tag}`;
const byte = () => Math.floor(Math.random() * 250) + 1;

/** A guest's browser of its own: its own address (the server trusts one proxy) and user agent, so a visitor of its own. */
async function guest(browser: Browser) {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    storageState: { cookies: [], origins: [] },
    userAgent: chromeOf(randomUUID()),
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.${byte()}.${byte()}` },
  });
  return { context, page: await context.newPage() };
}

/** Opens a page and waits for its page view to be answered. */
async function visit(page: Page, path: string): Promise<number> {
  const answered = page.waitForResponse((response) => isPageViewBeacon(response.url()));
  await page.goto(path);
  return (await answered).status();
}

const eventsAt = (path: string) =>
  e2eQuery<{ path: string }>("select path from insight_events where path = $1", [path]);

test.describe("Insights", () => {
  test("a campaign visit and the quote request it led to show under that campaign", async ({ page, browser }) => {
    const campaign = `e2e-${randomUUID().slice(0, 8)}`;
    const source = `newsletter-${randomUUID().slice(0, 6)}`;
    const visitor = await guest(browser);
    try {
      expect(await visit(visitor.page, `/?utm_source=${source}&utm_medium=email&utm_campaign=${campaign}`)).toBe(204);
      // On to the form by a link, as a visitor would: its address carries no tags any more.
      await visitor.page.goto("/Contact#quote");
      await waitForHydration(visitor.page);
      const form = visitor.page.getByRole("form", { name: "Tell us what you need" });
      await form.getByLabel("Name").fill("Campaign Visitor");
      await form.getByLabel("Email").fill(`${campaign}@example.com`);
      await form.getByRole("radio", { name: "Myself or my family" }).check();
      await form.getByRole("radio", { name: "Buy" }).check();
      await form.getByLabel("How many units").fill("2");
      await form.getByRole("radio", { name: "Office Nestz" }).check();
      await form.getByLabel("Delivery ZIP code").fill("97201");
      await form.getByLabel("When do you need them?").fill(`${new Date().getFullYear() + 1}-04`);
      await form.getByRole("button", { name: "Send my request" }).click();
      await expect(visitor.page.getByText(/^Your reference is Q-\d+/)).toBeVisible();
    } finally {
      await visitor.context.close();
    }
    const [request] = await e2eQuery<{ source: string; campaign: string; medium: string; reference: string }>(
      "select source, medium, campaign, reference from quote_requests where email = $1",
      [`${campaign}@example.com`],
    );
    expect(request).toMatchObject({ source, medium: "email", campaign });

    // The request's own page says where it came from.
    await page.goto(`/admin/quote-requests/${request?.reference ?? ""}`);
    const sent = page.getByRole("region", { name: "What they sent" });
    await expect(sent.getByRole("definition").filter({ hasText: `campaign ${campaign}` })).toHaveText(
      `${source} (medium email, campaign ${campaign})`,
    );

    await page.goto("/admin/insights?period=today");
    const campaigns = page.getByRole("region", { name: "Campaigns, this period against the one before" });
    await expect(campaigns.getByRole("rowheader", { name: campaign })).toBeVisible();
    const funnel = page.getByRole("region", { name: /^The funnel by source/ });
    const row = funnel.getByRole("row").filter({ has: page.getByRole("rowheader", { name: source, exact: true }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await expect(row.getByRole("cell").nth(1)).toContainText("1 (2 units)");
  });

  for (const path of [
    ...pages.map((info) => info.path).filter((path) => !SIGNED_IN_ONLY.includes(path)),
    "/no-such-page",
  ]) {
    test(`${path}: no cookie and no storage written, one page view sent`, async ({ browser }) => {
      const visitor = await guest(browser);
      try {
        const beacons: string[] = [];
        visitor.page.on("request", (request) => {
          if (isPageViewBeacon(request.url())) beacons.push(request.postData() ?? "");
        });
        expect(await visit(visitor.page, path)).toBe(204);
        const stored = await visitor.page.evaluate(() => ({
          cookie: document.cookie,
          local: window.localStorage.length,
          session: window.sessionStorage.length,
        }));
        expect(stored).toEqual({ cookie: "", local: 0, session: 0 });
        expect(await visitor.context.cookies()).toEqual([]);
        expect(beacons.map((body) => (JSON.parse(body) as { p: string }).p)).toEqual([path]);
      } finally {
        await visitor.context.close();
      }
    });
  }

  test("the console's views and a signed-in admin's are not counted; a guest's are", async ({ page, browser }) => {
    const adminPath = `/no-such-page-admin-${randomUUID()}`;
    const guestPath = `/no-such-page-guest-${randomUUID()}`;
    await page.goto("/admin/insights");
    await page.goto("/admin");
    expect(await visit(page, adminPath)).toBe(204);
    const visitor = await guest(browser);
    try {
      expect(await visit(visitor.page, guestPath)).toBe(204);
    } finally {
      await visitor.context.close();
    }
    // Views are written in batches, a moment after they arrive.
    await expect.poll(async () => (await eventsAt(guestPath)).length).toBe(1);
    expect(await eventsAt(adminPath)).toEqual([]);
    expect(await e2eQuery("select path from insight_events where path ilike '/admin%'")).toEqual([]);
  });

  test("the Insights page passes axe, and a period is chosen with the keyboard alone", async ({ page }) => {
    await page.goto("/admin/insights");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Visitors per day/ })).toBeVisible();
    await expectNoAxeViolations(page, "/admin/insights");
    const period = page.getByRole("combobox", { name: "Period", exact: true });
    await tabTo(page, period);
    await period.selectOption("7d");
    await tabTo(page, page.getByRole("button", { name: "Show this period" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/period=7d/);
    await expect(page.getByRole("heading", { level: 2, name: / to / }).first()).toBeVisible();
    await expectNoAxeViolations(page, "/admin/insights?period=7d");

    // A chosen range that ends before it starts is refused with the fields kept.
    await page.goto("/admin/insights?period=range&from=2026-11-10&to=2026-11-01");
    await expect(page.getByRole("alert")).toContainText("The last day must not come before the first.");
    await expectNoAxeViolations(page, "/admin/insights with a wrong range");

    const csv = await page.request.get("/admin/insights.csv?period=30d&table=sources");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain("Source,Visitors,");
  });
});
