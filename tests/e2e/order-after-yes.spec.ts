/**
 * From "yes" to a delivery day: the owner moves a home through its build
 * stages on the production board (with a photo) and notes it on the build
 * sheet, the buyer follows it on
 * their private link without JavaScript and books a delivery day after the
 * site checklist, by keyboard, at 360 px too.
 */
import { gzipSync } from "node:zlib";

import type { Response } from "@playwright/test";

import { makeImage, PDF_BYTES } from "#tests/support/test-images";

import { businessToday, test } from "./support/admin-session";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { emailedPath, prepareAndSend, seedQuoteRequest } from "./support/proposals";

const STAGES = ["Frame", "Shell", "Interior", "Inspection and insignia", "Ready"];

/** A day ten days out, as the date field takes it. */
function deliveryDay(): string {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 10 + Math.floor(Math.random() * 200));
  return day.toISOString().slice(0, 10);
}

test("the owner builds a home stage by stage and the buyer books its delivery day", async ({ page, browser }) => {
  const request = await seedQuoteRequest();
  await prepareAndSend(page, request);

  // The buyer accepts without JavaScript; the link becomes the order's page, a row per home.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const buyer = await context.newPage();
  const path = await emailedPath(request.email, "proposal-sent");
  await buyer.goto(path);
  await buyer.getByLabel("Your full name").fill(request.name);
  await buyer.getByRole("checkbox", { name: /I agree/ }).check();
  await buyer.getByRole("button", { name: "Accept and sign" }).click();
  const order = buyer.getByRole("region", { name: "Your order" });
  await expect(order.getByRole("heading", { name: "Home 1 of 2" })).toBeVisible();
  await expect(order.getByRole("heading", { name: "Home 2 of 2" })).toBeVisible();
  await expect(order.getByText(/^Place \d+ in the build queue/).first()).toBeVisible();

  // The owner sets the build rate by keyboard; the buyer's homes get an expected month.
  await openPage(page, "/admin/production");
  const rate = page.getByLabel("Homes a week");
  await tabTo(page, rate);
  await rate.fill("50");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("The build rate is now 50 homes a week");
  await expectNoAxeViolations(page, "the production board");

  const reference = `${request.reference}-P1`;
  const card = () =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${reference} · Home 1 of 2` }) });
  // A file that is not a photo is refused with a message, and nothing is marked.
  await card().getByText("Mark frame reached").first().click();
  await card().getByLabel("Photos").setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  await card()
    .getByRole("button", { name: /^Mark frame reached/ })
    .click();
  await expect(page.getByRole("alert")).toContainText("isn't a JPEG, PNG or WebP photo");
  // Then with a photo and a note.
  await card().getByLabel("Note for the buyer").fill("Frame welded and squared.");
  await card()
    .getByLabel("Photos")
    .setInputFiles({
      name: "frame.jpg",
      mimeType: "image/jpeg",
      buffer: await makeImage("jpeg", { width: 900, height: 600 }),
    });
  await card()
    .getByRole("button", { name: /^Mark frame reached/ })
    .click();
  await expect(page.getByRole("alert")).toContainText(`Home 1 of 2 of ${reference}: Frame. The buyer is emailed.`);
  for (const stage of STAGES.slice(1)) {
    await card().getByText(`Mark ${stage.toLowerCase()} reached`).first().click();
    await card()
      .getByRole("button", { name: new RegExp(`^Mark ${stage.toLowerCase()} reached`) })
      .click();
    await expect(page.getByRole("alert")).toContainText(`${reference}: ${stage}.`);
  }
  await expect(card().getByText("Waiting for the buyer to choose a delivery day.")).toBeVisible();

  // The build sheet: what was accepted, home by home, with the owner's note for the workshop.
  await card()
    .getByRole("link", { name: /^Build sheet/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Build sheet ${reference}` })).toBeVisible();
  const sheetHome = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Home 2 of 2:/ }) });
  await sheetHome.getByLabel("Note for the workshop, home 2 of 2").fill("Sage green, white trim.");
  await sheetHome.getByRole("button", { name: /^Save the note/ }).click();
  await expect(page.getByRole("alert")).toContainText("Home 2 of 2: the note is saved.");
  await expect(sheetHome.getByLabel("Note for the workshop, home 2 of 2")).toHaveValue("Sage green, white trim.");
  await expectNoAxeViolations(page, "the build sheet");
  const pdf = await page.request.get(`${new URL(page.url()).pathname}.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await openPage(page, "/admin/production");

  // A delivery day with room for one home.
  const day = deliveryDay();
  await page.getByLabel("Day", { exact: true }).fill(day);
  await page.getByLabel("Homes it can take").fill("1");
  await page.getByRole("button", { name: "Save the day" }).click();
  await expect(page.getByRole("alert")).toContainText("takes 1 home.");

  // The buyer sees every stage with its date, note and photo, and the home ready.
  await buyer.reload();
  const first = order.getByRole("listitem").filter({ has: buyer.getByRole("heading", { name: "Home 1 of 2" }) });
  await expect(first.getByText("Ready for delivery")).toBeVisible();
  await expect(first.getByText("“Frame welded and squared.”")).toBeVisible();
  const photo = first.getByRole("img", { name: /^Home 1 of 2 at the frame stage/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // axe runs in a page with JavaScript: the admin's tab opens the same link. The order's page is
  // a content page: no React, and its scripts within the buyer pages' budget.
  const scripts: Promise<number>[] = [];
  const weigh = (response: Response) => {
    if (response.request().resourceType() === "script")
      scripts.push(response.body().then((body) => gzipSync(body).length));
  };
  page.on("response", weigh);
  await openPage(page, path);
  await page.waitForLoadState("networkidle");
  page.off("response", weigh);
  const scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
  expect(scriptBytes, "gzipped script before any interaction").toBeLessThanOrEqual(15 * 1024);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expectNoAxeViolations(page, "the order's page with a home ready");

  // The site checklist, then the day, by keyboard.
  const form = buyer.getByRole("form", { name: "Choose a delivery day for home 1 of 2" });
  for (const box of await form.getByRole("checkbox").all()) {
    await box.focus();
    await buyer.keyboard.press("Space");
  }
  const book = form.getByRole("button", { name: "Book this day" });
  await tabTo(buyer, book);
  await buyer.keyboard.press("Enter");
  const booked = first.getByText(/^Delivery day:/);
  await expect(booked).toContainText(
    new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`)),
  );
  await expect(first.getByText(/You confirmed the site checklist on/)).toBeVisible();
  await openPage(page, path);
  await page.setViewportSize({ width: 360, height: 740 });
  const widths = await pageWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await expectNoAxeViolations(page, "the order's page with a delivery day, at 360 px");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner's calendar shows the day full with this home on it.
  await openPage(page, "/admin/production");
  await expect(page.getByRole("row").filter({ hasText: `${reference} Home 1` })).toContainText("1 of 1");
  await context.close();
});
