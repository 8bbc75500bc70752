/**
 * A product page in the owner's words, without JavaScript: the owner adds a
 * row to what comes with the kitchen, names a site fact in it, moves it up,
 * publishes, and a guest reads the fact's value in its place on /Kitchen; a
 * revert gives the page back byte for byte. Axe on the editor and on the
 * edited page.
 */
import { randomUUID } from "node:crypto";

import { electrical } from "#app/content/facts";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations } from "./support/fixtures";
import { guestHtml, liveVersion, ownerWithoutScripts } from "./support/owner-words";

test("without JavaScript, the owner adds a row naming a fact to a product page, moves it, publishes it, and a revert gives the page back exactly", async ({
  browser,
  admin,
  page: scripted,
}) => {
  const kitchen = () => guestHtml("/Kitchen");
  const before = await kitchen();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);
  await page.goto("/admin/pages/kitchen");
  const liveNumber = await liveVersion(page);

  const rows = page.getByRole("group", { name: "What comes with it, one row per feature" });
  // The figures each have the site's number: the owner words them, and none is added.
  await expect(
    page.getByRole("group", { name: /^Figures at a glance/ }).getByRole("button", { name: /^Add/ }),
  ).toHaveCount(0);
  await rows.getByRole("button", { name: /^Add a row/ }).click();
  const added = rows.getByRole("group", { name: "Row 6" });
  await added.getByRole("textbox", { name: "Title" }).fill(`Worktop ${token}`);
  await added.getByRole("textbox", { name: "Text" }).fill("A fold-down worktop on its own {kitchen amps} amp circuit.");
  await added.getByRole("button", { name: "Move up Row 6" }).click();
  await expect(rows.getByRole("group", { name: "Row 5" }).getByRole("textbox", { name: "Title" })).toHaveValue(
    `Worktop ${token}`,
  );
  expect(await kitchen()).toBe(before);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  await expect
    .poll(kitchen, { timeout: 2_000, intervals: [100] })
    .toContain(`A fold-down worktop on its own ${electrical.kitchenAmps} amp circuit.`);
  const edited = await kitchen();
  expect(edited.indexOf(`Worktop ${token}`)).toBeLessThan(edited.indexOf(">Power<"));
  // The editor keeps the fact's name, so the words follow the fact if it changes.
  await expect(rows.getByRole("group", { name: "Row 5" }).getByRole("textbox", { name: "Text" })).toHaveValue(
    "A fold-down worktop on its own {kitchen amps} amp circuit.",
  );

  await scripted.goto("/admin/pages/kitchen");
  await expectNoAxeViolations(scripted, "a product page's editor");
  await scripted.goto("/Kitchen");
  await expect(scripted.getByRole("term").filter({ hasText: `Worktop ${token}` })).toBeVisible();
  await expectNoAxeViolations(scripted, "the edited Kitchen page");

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(kitchen, { timeout: 2_000, intervals: [100] }).toBe(before);
  await context.close();
});
