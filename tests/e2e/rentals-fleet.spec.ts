/**
 * /Rent as a visitor meets it: found from the footer, each model's rates and
 * twelve months of availability stated in the prerendered page, usable by
 * keyboard and without JavaScript, and fitting a phone. It only reads: the
 * console's fleet (units, rates, repairs) is driven by console-rentals.spec.ts,
 * which owns the shared server's rental units.
 */
import { pageInfo } from "#app/content/site/pages";

import { expect, expectNoAxeViolations, openPage, pageWidths, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

const info = pageInfo("/Rent");

test("a visitor finds /Rent from the footer, reads the rates and free months, and reaches the rental request by keyboard", async ({
  page,
  problems,
}) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Rent one" }).click();
  await expect(page).toHaveURL(/\/Rent$/);
  await expect(page).toHaveTitle(`${info.title} | Nestz`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
  for (const model of ["Bedroom Nestz", "Office Nestz"]) {
    await expect(page.getByRole("heading", { level: 3, name: model })).toBeVisible();
  }
  const months = page.getByRole("table", { name: "How free our rental units are, month by month" });
  await expect(months.getByRole("row")).toHaveCount(13);
  // Every month is named and says how free it is; no unit and no renter is named.
  for (const cell of await months.getByRole("rowheader").allTextContents()) expect(cell).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  for (const cell of await months.getByRole("cell").allTextContents())
    expect(cell).toMatch(/^(A unit is free all month|A unit is free some days|Fully booked|Ask us)$/);
  await expectNoAxeViolations(page, "/Rent");

  const request = page.getByRole("main").getByRole("link", { name: "Send a rental request" }).first();
  await tabTo(page, request);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Contact\?intent=rent#quote$/);
  await expect(page.getByRole("radio", { name: "Rent", exact: true })).toBeChecked();
  expect(problems.messages).toEqual([]);
});

test("/Rent works without JavaScript, fits 360 px, and is in the sitemap", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? "" });
  const noScript = await context.newPage();
  await noScript.goto("/Rent");
  await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(info.title);
  await expect(noScript.locator('[data-live-fact="rent-month-1"]')).not.toBeEmpty();
  await noScript.getByRole("link", { name: "Rent the Office Nestz" }).click();
  await expect(noScript).toHaveURL(/\/Contact\?model=office&intent=rent#quote$/);
  await context.close();

  await page.setViewportSize({ width: 360, height: 780 });
  await openPage(page, "/Rent");
  const { scrollWidth, clientWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoAxeViolations(page, "/Rent at 360 px");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/Rent</loc>");
});
