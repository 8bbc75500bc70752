/**
 * The owner's own photos, against a server of its own (it adds photos to
 * products, which the shared server's other specs must not see): uploading
 * by keyboard, the Shop showing the photo in responsive sizes, a product's
 * page showing its photos in the owner's order, a file that is not a photo,
 * one too large and one too many pixels refused with nothing stored, and the
 * whole page without JavaScript (upload, describe, reorder, remove). Each
 * test works on a product of its own, so none depends on another's photos.
 */
import { randomUUID } from "node:crypto";

import type { BrowserContext, Page } from "@playwright/test";

import { makeImage, PDF_BYTES, pngClaiming } from "#tests/support/test-images";

import { expect, expectNoAxeViolations, pageWidths, test, waitForHydration } from "./support/fixtures";
import { type OwnSite, startOwnSite } from "./support/own-site";

// One after another on one server of their own; each test stands alone.
test.describe.configure({ mode: "default", timeout: 120_000 });

let site: OwnSite;
let admin: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

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
});

test.afterAll(async () => {
  await site.stop();
});

async function productId(slug: string): Promise<number> {
  const [row] = await site.query<{ id: number }>("select id from products where slug = $1", [slug]);
  if (!row) throw new Error(`the seed has no ${slug}`);
  return row.id;
}

const photosPath = (id: number) => `/admin/products/${id}/photos`;

async function openPhotos(page: Page, slug: string): Promise<number> {
  const id = await productId(slug);
  await page.context().addCookies(admin);
  const response = await page.goto(site.at(photosPath(id)));
  expect(response?.status()).toBe(200);
  return id;
}

/** The owner's upload as the form sends it, without a browser's page: for answers a page would hide. */
async function postUpload(
  page: Page,
  id: number,
  photo: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
) {
  await page.context().addCookies(admin);
  return page.request.post(site.at(photosPath(id)), {
    headers: { Origin: site.base },
    multipart: { intent: "upload", alt, photo },
    maxRedirects: 0,
  });
}

/** The drawing in a content page's hero (its first section). */
const heroDrawing = (page: Page) => page.locator("main > section").first().locator("[data-art]");

async function storedPhotos(id: number) {
  const [row] = await site.query<{ photos: number; files: number; activity: number }>(
    `select (select count(*)::int from product_photos where product_id = $1) as photos,
            (select count(*)::int from product_photo_files f join product_photos p on p.id = f.photo_id
              where p.product_id = $1) as files,
            (select count(*)::int from audit_log where action like 'product.photo_%' and subject_id = $1::text) as activity`,
    [id],
  );
  return row;
}

test("the owner uploads a photo by keyboard and the Shop shows it in responsive sizes", async ({ page }) => {
  await openPhotos(page, "sticker");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Photos of Nestz Sticker" })).toBeVisible();
  await expect(page).toHaveTitle("Photos of Nestz Sticker | Nestz console");
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
  const id = await openPhotos(page, "custom-paint");
  await expect(page.getByText("No photos yet.")).toBeVisible();
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
  await expect(page.getByText("No photos yet.")).toBeVisible();
  expect(await storedPhotos(id)).toEqual({ photos: 0, files: 0, activity: 0 });
  await expectNoAxeViolations(page, "the photos page with a refused upload");
});

test("a product's page shows its photos in the owner's order instead of the drawing, and the drawing again without them", async ({
  page,
  browser,
}) => {
  // Two uploads, five pages and axe: more than the others on a busy machine.
  test.slow();
  const id = await productId("bedroom-nestz");
  // Each look is a new guest's: a browser may keep a page a minute (Cache-Control), as for the owner's facts.
  const guests: BrowserContext[] = [];
  const visit = async (path: string) => {
    const guest = await browser.newContext();
    guests.push(guest);
    const visitor = await guest.newPage();
    await visitor.goto(site.at(path));
    return visitor;
  };
  // Before any photo: the prerendered page with its drawing.
  let visitor = await visit("/bedroom");
  await expect(visitor.getByRole("heading", { level: 1, name: "Bedroom Nestz" })).toBeVisible();
  await expect(heroDrawing(visitor)).toHaveCount(1);
  await expect(visitor.locator("picture")).toHaveCount(0);

  for (const [alt, width] of [
    ["The Bedroom Nestz on its lot at dusk", 1600],
    ["The bed under the front window", 1200],
  ] as const) {
    const jpeg = await makeImage("jpeg", { width, height: (width * 3) / 4 });
    const answer = await postUpload(page, id, { name: "bedroom.jpg", mimeType: "image/jpeg", buffer: jpeg }, alt);
    expect(answer.status(), alt).toBe(200);
  }

  visitor = await visit("/bedroom");
  const hero = visitor.getByRole("img", { name: "The Bedroom Nestz on its lot at dusk" });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("width", "1600");
  await expect(hero).toHaveAttribute("height", "1200");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("srcset", /480w, .*960w, .*1600w$/);
  await expect(hero).toHaveAttribute("sizes", /36rem/);
  const heroSources = visitor.locator("picture:has(img[alt='The Bedroom Nestz on its lot at dusk']) source");
  await expect(heroSources).toHaveCount(2);
  await expect(heroSources.first()).toHaveAttribute("type", "image/avif");
  await expect(heroSources.last()).toHaveAttribute("type", "image/webp");
  // The photo is the hero's picture, where the drawing was, and it has loaded with the page.
  await expect(visitor.locator("main > section").first().locator("img[fetchpriority=high]")).toHaveCount(1);
  await expect(heroDrawing(visitor)).toHaveCount(0);
  expect(await hero.evaluate((image) => (image as HTMLImageElement).complete)).toBe(true);

  const photos = visitor.getByRole("region", { name: "Photos" });
  const second = photos.getByRole("img", { name: "The bed under the front window" });
  await expect(second).toHaveAttribute("loading", "lazy");
  await expect(second).toHaveAttribute("width", "1200");
  await expect(second).toHaveAttribute("height", "900");
  await expect(second).not.toHaveAttribute("fetchpriority");
  await second.scrollIntoViewIfNeeded();
  await expect.poll(() => second.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(visitor, "a product page with photos");

  // The owner moves the second photo first: the page follows at the next load.
  await openPhotos(page, "bedroom-nestz");
  await page.getByRole("button", { name: "Move up photo 2" }).click();
  await expect(page.getByRole("alert")).toContainText("Photo moved up.");
  visitor = await visit("/bedroom");
  await expect(visitor.locator("img[fetchpriority=high]")).toHaveAttribute("alt", "The bed under the front window");
  // The owner's preview of the page's words shows the same photos in the same order.
  await page.goto(site.at("/admin/pages/bedroom/preview"));
  await expect(page.locator("img[fetchpriority=high]")).toHaveAttribute("alt", "The bed under the front window");
  await expect(
    page.getByRole("region", { name: "Photos" }).getByRole("img", { name: "The Bedroom Nestz on its lot at dusk" }),
  ).toBeVisible();
  await expect(heroDrawing(page)).toHaveCount(0);
  await openPhotos(page, "bedroom-nestz");

  // Another product keeps its drawing.
  visitor = await visit("/Office");
  await expect(visitor.getByRole("heading", { level: 1, name: "Office Nestz" })).toBeVisible();
  await expect(heroDrawing(visitor)).toHaveCount(1);
  await expect(visitor.locator("main picture")).toHaveCount(0);

  // Without photos, the drawing is back.
  await page.getByRole("button", { name: "Remove photo 2" }).click();
  await expect(page.getByRole("alert")).toContainText("Photo removed.");
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByText("No photos yet.")).toBeVisible();
  visitor = await visit("/bedroom");
  await expect(visitor.getByRole("heading", { level: 1, name: "Bedroom Nestz" })).toBeVisible();
  await expect(heroDrawing(visitor)).toHaveCount(1);
  await expect(visitor.locator("main picture")).toHaveCount(0);
  for (const guest of guests) await guest.close();
});

test("a photo over 15 MB, or of too many pixels, is refused with a clear 4xx and nothing is stored", async ({
  page,
  playwright,
}) => {
  const id = await productId("kitchen");
  const jpegStart = [0xff, 0xd8, 0xff, 0xe0];

  // Over 15 MB but within the form's room: the app reads it and says why.
  const justOver = Buffer.alloc(15 * 1024 * 1024 + 1);
  justOver.set(jpegStart);
  const overFile = await postUpload(page, id, { name: "big.jpg", mimeType: "image/jpeg", buffer: justOver }, "Big");
  expect(overFile.status()).toBe(413);
  expect(await overFile.text()).toContain("That photo is over 15 MB.");

  // Far over: the front door refuses the body before reading it, saying what the limit is.
  const farOver = Buffer.alloc(20 * 1024 * 1024);
  farOver.set(jpegStart);
  const overBody = await postUpload(page, id, { name: "huge.jpg", mimeType: "image/jpeg", buffer: farOver }, "Huge");
  expect(overBody.status()).toBe(413);
  const refusal = await overBody.text();
  expect(refusal).toContain("That photo is too large");
  expect(refusal).toContain("Photos can be up to 15 MB.");

  // Only a signed-in admin may send more than 1 MB: a guest's 2 MB upload is refused unread.
  const twoMegabytes = Buffer.alloc(2 * 1024 * 1024);
  twoMegabytes.set(jpegStart);
  const guest = await playwright.request.newContext({ baseURL: site.base });
  const asGuest = await guest.post(photosPath(id), {
    headers: { Origin: site.base },
    multipart: {
      intent: "upload",
      alt: "Two",
      photo: { name: "two.jpg", mimeType: "image/jpeg", buffer: twoMegabytes },
    },
    maxRedirects: 0,
  });
  expect(asGuest.status()).toBe(403);
  expect(await asGuest.text()).toContain("owner can upload files");
  await guest.dispose();

  // A small file whose header claims 50,000 × 50,000 pixels: refused from its header, never decoded.
  const bomb = await pngClaiming(50_000, 50_000);
  const tooManyPixels = await postUpload(page, id, { name: "bomb.png", mimeType: "image/png", buffer: bomb }, "Bomb");
  expect(tooManyPixels.status()).toBe(422);
  expect(await tooManyPixels.text()).toContain("50000 × 50000 pixels, too big to work with");

  expect(await storedPhotos(id)).toEqual({ photos: 0, files: 0, activity: 0 });
  // The server is still well.
  expect((await page.request.get(site.at("/healthz"))).status()).toBe(200);
});

// axe needs script in the page, so these states are checked with JavaScript above (the same markup).
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner adds, describes, reorders and removes photos", async ({ page }) => {
    const id = await openPhotos(page, "office-nestz");
    await expect(page.getByText("No photos yet.")).toBeVisible();
    const uploads = [
      {
        file: {
          name: "desk.jpg",
          mimeType: "image/jpeg",
          buffer: await makeImage("jpeg", { width: 640, height: 480 }),
        },
        alt: "The desk by the window",
      },
      {
        file: { name: "loft.png", mimeType: "image/png", buffer: await makeImage("png", { width: 800, height: 600 }) },
        alt: "The loft, morning light",
      },
    ];
    for (const [index, { file, alt }] of uploads.entries()) {
      await page.getByLabel("Photo", { exact: true }).setInputFiles(file);
      await page.getByLabel("Description", { exact: true }).fill(alt);
      await page.getByRole("button", { name: "Upload the photo" }).click();
      await expect(page.getByRole("alert")).toContainText("Photo added");
      await expect(page.getByRole("heading", { name: new RegExp(`Photo ${index + 1} of ${index + 1}`) })).toBeVisible();
    }

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

    // The desk, moved down to second, is the one removed.
    await expect(page.getByLabel("Description of photo 1")).toHaveValue("The loft at sunrise");
    expect(await storedPhotos(id)).toMatchObject({ photos: 1 });

    const activity = await site.query<{ action: string }>(
      "select action from audit_log where action like 'product.photo_%' and subject_id = $1::text order by id",
      [id],
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
