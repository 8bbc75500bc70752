/**
 * The two third parties, with their settings present: the 3D tour frame and
 * the social feed script. Both load only when the visitor asks for them or
 * reaches them, the CSP lets them in, and the feed falls back to our own
 * links when its service does not answer. Their settings are baked into the
 * prerendered pages, so this spec makes its own build (build-e2e-integrations/).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { freePort } from "#app/server/db/embedded.server";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { preparedDataDir } from "./support/prepared-data";
import { cleanUp, type ServerProcess, startServer, stopServer, waitUntilHealthy } from "./support/server-process";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_DIR = "build-e2e-integrations";
const TOUR = "https://tour.example.com/nestz-bedroom";
const FEED_ID = "nestz-test-feed";
const FEED_SCRIPT = `https://cdn.curator.io/published/${FEED_ID}.js`;

let server: ServerProcess;
let base = "";

function build(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(PROJECT_ROOT, "node_modules/.bin/react-router"), ["build"], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}):\n${errors}`))));
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://localhost:${port}`;
  const settings = { BUILD_DIR, PUBLIC_URL: base, WALKTHROUGH_URL: TOUR, SOCIAL_FEED_ID: FEED_ID };
  await build(settings);
  server = startServer({ port, env: { ...settings, DATA_DIR: await preparedDataDir() } });
  await waitUntilHealthy(server);
});

test.afterAll(async () => {
  await stopServer(server);
  await cleanUp();
});

test("the 3D tour loads only when asked for, inside the page, and the CSP allows it", async ({ page, problems }) => {
  const tourRequests: string[] = [];
  await page.route("https://tour.example.com/**", async (route) => {
    tourRequests.push(route.request().url());
    await route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>Tour</title><p>360° tour</p>",
    });
  });
  await page.goto(`${base}/`);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Step inside the Bedroom Nestz" }).scrollIntoViewIfNeeded();
  expect(tourRequests).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("link", { name: "Start the 3D tour" }).click();
  const frame = page.getByTitle("3D walkthrough of the Bedroom Nestz");
  await expect(frame).toHaveAttribute("src", TOUR);
  await expect(frame).toBeFocused();
  await expect(page.frameLocator("iframe").getByText("360° tour")).toBeVisible();
  expect(tourRequests).toEqual([TOUR]);
  expect(problems.messages).toEqual([]);
});

test("the 3D tour opens with the keyboard too, on a home page that loaded no React before", async ({
  page,
  problems,
}) => {
  await page.route("https://tour.example.com/**", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: "<!doctype html><title>Tour</title><p>360° tour</p>",
    }),
  );
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window), "the home page is not hydrated").toBe(false);
  await expectNoAxeViolations(page, "the home page with the tour facade");
  const start = page.getByRole("link", { name: "Start the 3D tour" });
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  const frame = page.getByTitle("3D walkthrough of the Bedroom Nestz");
  await expect(frame).toHaveAttribute("src", TOUR);
  await expect(frame).toBeFocused();
  await expect(page).toHaveURL(`${base}/`);
  expect(problems.messages).toEqual([]);
});

test("the social feed's script is fetched only when the visitor reaches the feed, then shows its posts", async ({
  page,
  problems,
}) => {
  // A short phone screen: the feed starts well below the fold (and its 300 px head start).
  await page.setViewportSize({ width: 360, height: 300 });
  const scripts: string[] = [];
  await page.route(FEED_SCRIPT, async (route) => {
    scripts.push(route.request().url());
    await route.fulfill({
      contentType: "application/javascript",
      body: `document.getElementById("curator-feed-default-feed-layout")
        .insertAdjacentHTML("beforeend", '<div class="crt-post-c"><p>A guest room in Hood River, tagged #Nestz</p></div>');`,
    });
  });
  await page.goto(`${base}/Social`);
  await waitForHydration(page);
  const feedTop = await page
    .locator("#curator-feed-default-feed-layout")
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(feedTop).toBeGreaterThan(300 + 300);
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);

  await page.getByRole("heading", { name: "Posts tagged #Nestz" }).scrollIntoViewIfNeeded();
  await expect(page.getByText("A guest room in Hood River, tagged #Nestz")).toBeVisible();
  await expect(page.getByText(/Loading the latest posts/)).toHaveCount(0);
  expect(scripts).toEqual([FEED_SCRIPT]);
  expect(problems.messages).toEqual([]);
});

test("when the feed's service does not answer, our own links stand in", async ({ page }) => {
  await page.route(FEED_SCRIPT, (route) => route.abort("connectionrefused"));
  await page.goto(`${base}/Social`);
  await waitForHydration(page);
  await page.getByRole("heading", { name: "Posts tagged #Nestz" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Be part of the feed" })).toBeVisible();
  for (const network of ["X (Twitter)", "Facebook", "Instagram", "LinkedIn", "Pinterest"]) {
    await expect(page.getByRole("link", { name: `${network} (opens in a new tab)`, exact: true })).toBeVisible();
  }
});

test("the CSP lets both third parties in when they are configured, and neither otherwise", async ({ request }) => {
  const home = (await request.get(`${base}/`)).headers()["content-security-policy"] ?? "";
  expect(home).toContain("frame-src https://tour.example.com");
  expect(home).toContain("https://cdn.curator.io");
  const withoutSettings = (await request.get("/")).headers()["content-security-policy"] ?? "";
  expect(withoutSettings).toContain("frame-src 'none'");
  expect(withoutSettings).not.toContain("curator");
});
