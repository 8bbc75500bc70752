/**
 * Console → Pages, as the owner uses it: edit an FAQ answer by keyboard,
 * preview the draft (private, never cached or indexed), publish it, and a
 * guest on a second instance of the site (sharing the database, as behind a
 * load balancer) reads it within 2 s; then a revert gives the page back
 * exactly as it was. Without JavaScript: a refused chapter of the story is
 * marked beside its field and kept, the draft is seen at phone and desk
 * widths, published with its new title, and reverted byte for byte; a
 * scheduled notice is in no answer before its time and on the site once the
 * clock reaches it. Axe on the editor, its refusals and the edited pages.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import { BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";

import { test } from "./support/admin-session";
import { E2E_PORT, e2eDatabaseUrl, e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { guestHtml, liveVersion, mainInstance, ownerWithoutScripts } from "./support/owner-words";
import { cleanUp, type ServerProcess, startServer, tempDataDir, waitUntilHealthy } from "./support/server-process";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Clear of the ports other specs start servers on (E2E_PORT+10 to +16). */
const SECOND_PORT = E2E_PORT + 20;
let second: ServerProcess;
/** The second instance starts while the owner edits; the guest's checks wait for it. */
let secondReady: Promise<void>;

/** The FAQ as a guest on the second instance gets it. */
const guestFaq = (baseUrl = second.baseUrl) => guestHtml("/FAQ", baseUrl);

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
  const token = randomUUID().slice(0, 8);
  const answer = `Yes, a real home of its own: ${token} owners live in one all year.`;
  const closingHeading = `Anything we missed, ${token}?`;

  await openPage(page, "/admin/pages");
  await page.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
  const liveNumber = await liveVersion(page);
  await expectNoAxeViolations(page, "the FAQ editor");
  // The invitation that closes the page is the owner's too.
  const closing = page.getByRole("group", { name: "End of the page" });
  await closing.getByRole("textbox", { name: "Closing heading" }).fill(closingHeading);
  await closing.getByRole("textbox", { name: "Closing words" }).fill("Ask us anything.\n\nWe answer the same day.");

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
  await expect(page.getByRole("heading", { name: closingHeading })).toBeVisible();
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
  await expect(guestPage.getByRole("heading", { name: closingHeading })).toBeVisible();
  await expect(guestPage.getByText("We answer the same day.")).toBeVisible();
  await expectNoAxeViolations(guestPage, "the edited FAQ page");
  await guest.close();

  // Back to the version that was live: the page is again exactly what it was.
  await page.goto("/admin/pages/faq");
  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(guestFaq, { timeout: 2_000, intervals: [100] }).toBe(before);
});

test("without JavaScript: a refused chapter is kept, the draft seen at two widths, published, reverted exactly; a scheduled notice appears at its time", async ({
  browser,
  admin,
  page: scripted,
}) => {
  const story = () => guestHtml("/story", mainInstance);
  const home = () => guestHtml("/", mainInstance, { notice: "kept" });
  const before = await story();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);

  await page.goto("/admin/pages/story");
  const liveNumber = await liveVersion(page);
  const chapter = page.getByRole("group", { name: "Chapter 1" });
  const text = chapter.getByRole("textbox", { name: "Text" });
  await text.fill("A <script>alert(1)</script> start.");
  await chapter.getByRole("textbox", { name: "Link address (optional)" }).fill("javascript:alert(1)");
  await chapter.getByRole("textbox", { name: "Link words" }).fill("Click");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(chapter.getByText(/Write plain words/)).toBeVisible();
  await expect(chapter.getByText(/For the link/)).toBeVisible();
  await expect(text).toHaveValue("A <script>alert(1)</script> start.");
  expect(await story()).toBe(before);
  // Axe runs in the page, so the refused state is checked again where scripts run.
  await scripted.goto("/admin/pages/story");
  const scriptedText = scripted.getByRole("group", { name: "Chapter 1" }).getByRole("textbox", { name: "Text" });
  await scriptedText.fill("x".repeat(200_000));
  await scripted.getByRole("button", { name: "Save draft" }).click();
  await expect(scripted.getByText(/under 1,500 characters \(it has 200,000\)/)).toBeVisible();
  await expectNoAxeViolations(scripted, "the story editor with refused words");
  await scripted.goto("/admin/pages/home");
  await expect(
    scripted.getByRole("group", { name: "Tile 6" }).getByRole("textbox", { name: "Title", exact: true }),
  ).toHaveValue("Social Nestz");
  await expectNoAxeViolations(scripted, "the home page's editor");

  await text.fill(`It began with a dream home ${token}.\n\n- a planted roof\n- solar power`);
  await chapter.getByRole("textbox", { name: "Link address (optional)" }).fill("/Shop");
  await chapter.getByRole("textbox", { name: "Link words" }).fill("Browse the homes we build");
  await page.getByRole("textbox", { name: "Page title" }).fill(`Our story, told again ${token}`);
  await page.getByRole("button", { name: "Save and preview" }).click();
  await page.getByRole("link", { name: "See it at phone and desk widths" }).click();
  for (const width of ["phone", "desk"])
    await expect(page.frameLocator(`iframe[title$="${width} width"]`).getByText(`a dream home ${token}`)).toBeVisible();
  expect(await story()).toBe(before);

  await page.getByRole("link", { name: "Back to the editor" }).click();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  await expect
    .poll(story, { timeout: 2_000, intervals: [100] })
    .toContain(`<title>Our story, told again ${token} | Nestz</title>`);
  const sitemap = await (await fetch(`${mainInstance}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/story</loc><lastmod>${new Date().toISOString().slice(0, 10)}</lastmod>`);
  const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guestPage = await guest.newPage();
  await guestPage.goto(`${mainInstance}/story`);
  await expect(guestPage.getByRole("listitem").getByText("solar power", { exact: true })).toBeVisible();
  await expect(guestPage.getByRole("link", { name: "Browse the homes we build" })).toHaveAttribute("href", "/Shop");
  await expectNoAxeViolations(guestPage, "the edited story page");

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(story, { timeout: 2_000, intervals: [100] }).toBe(before);

  // A notice scheduled for a day ahead is in no answer; once the clock reaches its time it is on every page.
  await page.goto("/admin/pages/notice");
  const noticeLive = await liveVersion(page);
  const notice = `Closed for the holidays ${token}`;
  await page.getByRole("textbox", { name: "Notice" }).fill(notice);
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Publish at (Pacific time)").fill(`${tomorrow}T12:00`);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Scheduled:")).toBeVisible();
  expect(await home()).not.toContain(token);
  await e2eQuery("update site_pages set scheduled_at = now() where page = 'notice' and scheduled_at is not null");
  await expect.poll(home, { timeout: 3_000, intervals: [100] }).toContain(notice);
  await guestPage.goto(`${mainInstance}/`);
  await expect(guestPage.getByText(notice)).toBeVisible();
  await expectNoAxeViolations(guestPage, "the home page with the notice");
  await guest.close();

  await page.goto("/admin/pages/notice");
  await page.getByRole("button", { name: `Revert to this version ${noticeLive}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(home, { timeout: 2_000, intervals: [100] }).not.toContain(token);
  await context.close();
});

test("a content page: the owner writes a card naming a site fact, a fact that is none is refused, and the page shows the value", async ({
  browser,
  admin,
  page: scripted,
}) => {
  const benefits = () => guestHtml("/Benefits", mainInstance);
  const before = await benefits();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Benefits", exact: true }).click();
  const liveNumber = await liveVersion(page);
  await page.getByText("The site’s facts you can name").click();
  await expect(page.getByRole("definition").filter({ hasText: "$200" }).first()).toBeVisible();

  const card = page.getByRole("group", { name: "Group 1 of cards" }).getByRole("group", { name: "Card 2" });
  // Each card has its own icon: the owner names the cards, and none is added or taken away.
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  const text = card.getByRole("textbox", { name: "Text" });
  await text.fill(`Delivery near Portland is {flat delivery fees} ${token}.`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(card.getByText(/"\{flat delivery fees\}" is not one of the site's facts/)).toBeVisible();
  await expect(text).toHaveValue(`Delivery near Portland is {flat delivery fees} ${token}.`);
  expect(await benefits()).toBe(before);
  await scripted.goto("/admin/pages/benefits");
  await expectNoAxeViolations(scripted, "a content page's editor");

  await text.fill(`Delivery near Portland is {flat delivery fee} ${token}.`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  await expect
    .poll(benefits, { timeout: 2_000, intervals: [100] })
    .toContain(`Delivery near Portland is $200 ${token}.`);
  // The editor keeps the fact's name, so the words follow the fact if it changes.
  await expect(text).toHaveValue(`Delivery near Portland is {flat delivery fee} ${token}.`);
  await scripted.goto("/Benefits");
  await expectNoAxeViolations(scripted, "the edited Benefits page");

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(benefits, { timeout: 2_000, intervals: [100] }).toBe(before);
  await context.close();
});

test("every page's editor passes axe", async ({ page }) => {
  await openPage(page, "/admin/pages");
  const editors = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? "").filter((href) => /^\/admin\/pages\/[a-z-]+$/.test(href)),
    );
  expect(editors.length).toBeGreaterThanOrEqual(5);
  for (const editor of editors) {
    await page.goto(editor);
    await expect(page.getByRole("heading", { level: 2, name: "Draft" })).toBeVisible();
    await expectNoAxeViolations(page, `the editor at ${editor}`);
  }
});
