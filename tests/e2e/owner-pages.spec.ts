/**
 * Console → Pages, as the owner uses it: edit an FAQ answer by keyboard,
 * preview the draft (private, never cached or indexed), publish it, and a
 * guest on a second instance of the site (sharing the database, as behind a
 * load balancer) reads it within 2 s; then a revert gives the page back
 * exactly as it was. Axe on the editor and on the edited page.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";

import { test } from "./support/admin-session";
import { E2E_PORT, e2eDatabaseUrl } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { cleanUp, type ServerProcess, startServer, tempDataDir, waitUntilHealthy } from "./support/server-process";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const mainInstance = `http://127.0.0.1:${E2E_PORT}`;
/** Clear of the ports other specs start servers on (E2E_PORT+10 to +16). */
const SECOND_PORT = E2E_PORT + 20;
let second: ServerProcess;
/** The second instance starts while the owner edits; the guest's checks wait for it. */
let secondReady: Promise<void>;

/** The page as a guest on the second instance gets it, its live facts set aside (other specs change those). */
async function guestFaq(baseUrl = second.baseUrl): Promise<string> {
  const response = await fetch(`${baseUrl}/FAQ`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/(<span data-live-fact="[^"]+"[^>]*>)[^<]*/g, "$1");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const stamp = JSON.parse(readFileSync(BUILD_STAMP_FILE, "utf8")) as { publicUrl: string };
  second = startServer({
    port: SECOND_PORT,
    env: {
      DATABASE_URL: e2eDatabaseUrl(),
      DATA_DIR: await tempDataDir(),
      PUBLIC_URL: stamp.publicUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
    },
  });
  secondReady = waitUntilHealthy(second);
  // Not left unhandled while the test runs; the test awaits it.
  secondReady.catch(() => {});
});

test.afterAll(async () => {
  await cleanUp();
});

test("the owner edits an FAQ answer, previews and publishes it, and a revert gives the page back exactly", async ({
  page,
  browser,
}) => {
  const before = await guestFaq(mainInstance);
  const answer = `Yes, a real home of its own: ${randomUUID().slice(0, 8)} owners live in one all year.`;

  await openPage(page, "/admin/pages");
  await page.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
  const live = page.getByRole("listitem").filter({ hasText: "Live now" });
  const liveNumber = (await live.getByText(/^Version \d+/).innerText()).match(/\d+/)?.[0] ?? "";
  await expectNoAxeViolations(page, "the FAQ editor");

  // By keyboard: to the first answer, replace it, and save for a preview.
  const first = page.getByRole("group", { name: "Question 1" });
  const field = first.getByRole("textbox", { name: "Answer" });
  await tabTo(page, field, 120);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(answer);
  await page.getByRole("button", { name: "Save and preview" }).focus();
  const previewed = page.waitForResponse((response) => response.url().endsWith("/admin/pages/faq/preview"));
  await page.keyboard.press("Enter");
  const preview = await previewed;
  expect(preview.headers()["cache-control"]).toContain("no-store");
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.getByText(answer)).toBeVisible();
  // The draft is no guest's: the live page still reads as before, on either instance.
  await secondReady;
  expect(await guestFaq()).toBe(before);

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Published" })).toBeVisible();

  // The other instance hears of it and shows it within 2 s, with no build and no restart.
  const published = Date.now();
  await expect.poll(guestFaq, { timeout: 2_000, intervals: [100] }).toContain(answer);
  expect(Date.now() - published).toBeLessThan(2_000);

  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guestPage = await guest.newPage();
  await guestPage.goto(`${second.baseUrl}/FAQ`);
  await expect(guestPage.getByText(answer)).toBeVisible();
  await expectNoAxeViolations(guestPage, "the edited FAQ page");
  await guest.close();

  // Back to the version that was live: the page is again exactly what it was.
  await page.goto("/admin/pages/faq");
  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(guestFaq, { timeout: 2_000, intervals: [100] }).toBe(before);
});
