/**
 * The owner's own photos, against a server of its own (it adds photos to a
 * product, which the shared server's other specs must not see): uploading
 * by keyboard, the Shop showing the photo in responsive sizes, a file that
 * is not a photo refused beside its field, and the whole page without
 * JavaScript (upload, describe, reorder, remove).
 */
import { randomUUID } from "node:crypto";

import type { BrowserContext, Page } from "@playwright/test";

import { makeImage, PDF_BYTES } from "#tests/support/test-images";

import { expect, expectNoAxeViolations, pageWidths, test, waitForHydration } from "./support/fixtures";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;
let admin: Awaited<ReturnType<BrowserContext["cookies"]>> = [];
let stickerId = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  site = await startOwnSite();
  const context = await browser.newContext();
  const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const response = await context.request.post(site.at("/api/auth/sign-up/email"), {
    data: { name: "Owner", email, password: `pw-${randomUUID()}` },
    headers: { Origin: site.base },
  });
  expect(response.status(), await response.text()).toBe(200);
  await site.query(`update "user" set role = 'admin' where email = $1`, [email]);
  admin = await context.cookies();
  await context.close();
  const [row] = await site.query<{ id: number }>("select id from products where slug = 'sticker'");
  stickerId = row!.id;
});

test.afterAll(async () => {
  await site.stop();
});

const photosPath = () => `/admin/products/${stickerId}/photos`;

async function openPhotos(page: Page) {
  await page.context().addCookies(admin);
  const response = await page.goto(site.at(photosPath()));
  expect(response?.status()).toBe(200);
}

test("the owner uploads a photo by keyboard and the Shop shows it in responsive sizes", async ({ page }) => {
  await openPhotos(page);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Photos of Nestz Sticker" })).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();
  await expectNoAxeViolations(page, "the photos page, empty");

  const jpeg = await makeImage("jpeg", { width: 2000, height: 1500, gps: true });
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "porch.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await page.getByLabel("Description", { exact: true }).focus();
  await page.keyboard.type("The sticker on a cedar post");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Upload the photo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Photo added" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /Photo 1 of 1/ })).toBeVisible();
  await expect(page.getByLabel("Description of photo 1")).toHaveValue("The sticker on a cedar post");
  await expectNoAxeViolations(page, "the photos page with a photo");

  await page.setViewportSize({ width: 360, height: 800 });
  const widths = await pageWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await expectNoAxeViolations(page, "the photos page at 360 px");

  // The Shop, as a guest sees it.
  const guest = await page.context().browser()!.newContext();
  const shop = await guest.newPage();
  await shop.goto(site.at("/Shop"));
  const picture = shop.getByRole("img", { name: "The sticker on a cedar post" });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute("width", "1600");
  await expect(picture).toHaveAttribute("height", "1200");
  await expect(picture).toHaveAttribute("sizes", /100vw/);
  const sources = await shop
    .locator("picture:has(img[alt='The sticker on a cedar post']) source")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ type: node.getAttribute("type"), srcset: node.getAttribute("srcset") ?? "" })),
    );
  const imgSrcset = (await picture.getAttribute("srcset")) ?? "";
  const candidates = [
    ...sources.flatMap((source) => source.srcset.split(", ").map((entry) => ({ type: source.type, entry }))),
    ...imgSrcset.split(", ").map((entry) => ({ type: "image/jpeg", entry })),
  ];
  expect(candidates.map((candidate) => candidate.entry.split(" ")[1])).toEqual([
    "480w",
    "960w",
    "1600w",
    "480w",
    "960w",
    "1600w",
    "480w",
    "960w",
    "1600w",
  ]);
  for (const { type, entry } of candidates) {
    const url = entry.split(" ")[0]!;
    const response = await shop.request.get(site.at(url));
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe(type);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
  expect((await shop.request.get(site.at("/photos/1-0000000000000000-480.jpg"))).status()).toBe(404);
  await expectNoAxeViolations(shop, "the Shop with a photo");
  await guest.close();
});

test("a file that is not a photo is refused beside its field, and nothing is added", async ({ page }) => {
  await openPhotos(page);
  await waitForHydration(page);
  await page.getByLabel("Photo", { exact: true }).setInputFiles({
    name: "../../x.jpg",
    mimeType: "image/jpeg",
    buffer: PDF_BYTES,
  });
  await page.getByLabel("Description", { exact: true }).fill("Not really a photo");
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The photo was not added" })).toBeVisible();
  await expect(page.getByText("That file isn't a JPEG, PNG or WebP photo.")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Not really a photo");
  await expect(page.getByRole("heading", { name: /Photo \d of 1/ })).toHaveCount(1);
  await expectNoAxeViolations(page, "the photos page with a refused upload");
});

// axe needs script in the page, so these states are checked with JavaScript above (the same markup).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner adds, describes, reorders and removes photos", async ({ page }) => {
    await openPhotos(page);
    const png = await makeImage("png", { width: 800, height: 600 });
    await page
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "loft.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Description", { exact: true }).fill("The loft, morning light");
    await page.getByRole("button", { name: "Upload the photo" }).click();
    await expect(page.getByRole("alert")).toContainText("Photo added");
    await expect(page.getByRole("heading", { name: /Photo 2 of 2/ })).toBeVisible();

    // An empty description is refused beside its photo.
    await page.getByLabel("Description of photo 2").fill("   ");
    await page.getByRole("button", { name: "Save description of photo 2" }).click();
    await expect(page.getByRole("alert").first()).toContainText("The description was not saved");
    await expect(page.getByText("Describe the photo")).toBeVisible();

    await page.getByLabel("Description of photo 2").fill("The loft at sunrise");
    await page.getByRole("button", { name: "Save description of photo 2" }).click();
    await expect(page.getByRole("alert")).toContainText("Description saved.");

    await page.getByRole("button", { name: "Move up photo 2" }).click();
    await expect(page.getByRole("alert")).toContainText("Photo moved up.");
    await expect(page.getByLabel("Description of photo 1")).toHaveValue("The loft at sunrise");

    await page.getByRole("button", { name: "Remove photo 2" }).click();
    await expect(page.getByRole("alert")).toContainText("Photo removed.");
    await expect(page.getByRole("heading", { name: /Photo 1 of 1/ })).toBeVisible();

    const activity = await site.query<{ action: string }>(
      "select action from audit_log where action like 'product.photo_%' order by id",
    );
    expect(activity.map((row) => row.action)).toEqual([
      "product.photo_added",
      "product.photo_added",
      "product.photo_described",
      "product.photo_moved",
      "product.photo_removed",
    ]);
  });
});
