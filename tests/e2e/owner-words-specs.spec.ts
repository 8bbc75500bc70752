/**
 * Console → Pages → Specs, without JavaScript: the owner adds a spec row whose
 * figure must be a number with its unit (a value that is not one is refused
 * beside its field, and the live page is unchanged), names a site fact in its
 * detail, and publishes. A guest's /Specs and the model's spec sheet both show
 * the row with the fact filled in; a revert gives the page back byte for byte.
 * Axe on the editor and on the edited page.
 */
import { randomUUID } from "node:crypto";

import { readPdf } from "#tests/support/pdf-text";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations } from "./support/fixtures";
import { guestHtml, liveVersion, mainInstance, ownerWithoutScripts } from "./support/owner-words";

const site = mainInstance;

test("the owner adds a spec row with a figure and its unit, names a fact, publishes, and reverts", async ({
  browser,
  admin,
  page: scripted,
}) => {
  test.setTimeout(60_000);
  const specs = () => guestHtml("/Specs");
  const before = await specs();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);
  await page.goto("/admin/pages/specs");
  const liveNumber = await liveVersion(page);
  const sheetUrl = `${site}/spec-sheets/office-nestz.pdf`;
  const sheetBefore = await fetch(sheetUrl);
  // A reader keeps the sheet but asks again on every use, so a publish reaches their next look.
  expect(sheetBefore.headers.get("cache-control")).toBe("public, no-cache");
  const readersCopy = sheetBefore.headers.get("etag") ?? "";
  // The measured rows are the site's: listed, never asked for.
  const size = page.getByRole("group", { name: "Spec rows: size and footing" });
  await expect(size.getByRole("term").filter({ hasText: "Outside dimensions" })).toBeVisible();

  const solar = page.getByRole("group", { name: "Spec rows: solar" });
  await page.getByRole("button", { name: /Add a row to spec rows: solar/ }).click();
  const row = solar.getByRole("group", { name: "Row 2" });
  await row.getByRole("textbox", { name: "Title" }).fill(`Panels ${token}`);
  await row.getByRole("textbox", { name: "Detail (optional)" }).fill("On a {service amps} amp service");
  const figure = row.getByRole("textbox", { name: "Figure (optional)" });
  await figure.fill("about 4");
  await row.getByRole("textbox", { name: "Unit", exact: true }).fill("kW");
  await row.getByRole("checkbox", { name: "An option the buyer adds" }).check();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(row.getByText("Write the value as a number, such as 24 or 8.5.")).toBeVisible();
  await expect(figure).toHaveValue("about 4");
  expect(await specs()).toBe(before);
  await scripted.goto("/admin/pages/specs");
  await expectNoAxeViolations(scripted, "the Specs editor");

  await figure.fill("4.5");
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  await expect.poll(specs, { timeout: 2_000, intervals: [100] }).toContain(`4.5\u00a0kW, On a 30 amp service`);
  expect(await specs()).toContain(`Panels ${token}`);
  await scripted.goto("/Specs");
  await expectNoAxeViolations(scripted, "the edited Specs page");
  // The spec sheet repeats the published table, not a copy of the starting one.
  const sheet = await fetch(sheetUrl, { headers: { "If-None-Match": readersCopy } });
  expect(sheet.status, "the reader's copy from before the publish is not current").toBe(200);
  expect((await readPdf(new Uint8Array(await sheet.arrayBuffer()))).text).toContain(`Panels ${token}`);

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(specs, { timeout: 2_000, intervals: [100] }).toBe(before);
  await context.close();
});
