/**
 * The Rent page in the owner's words, without JavaScript: the owner adds a
 * step to "How renting works", names the longest rental in braces, moves the
 * step up and publishes; a guest reads the step in its place with the fact
 * filled in; axe on the editor and the edited page; Delivery's preview names
 * the map's towns as the live page does; a revert gives the page back byte for byte.
 */
import { randomUUID } from "node:crypto";

import { compliance } from "#app/content/facts";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations } from "./support/fixtures";
import { guestHtml, liveVersion, mainInstance, ownerWithoutScripts } from "./support/owner-words";

test("Rent: the owner adds a step naming the longest rental, moves it up and publishes; a revert restores the page", async ({
  browser,
  admin,
  page: scripted,
}) => {
  const rent = () => guestHtml("/Rent", mainInstance);
  const before = await rent();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Rent", exact: true }).click();
  const liveNumber = await liveVersion(page);

  const steps = page.getByRole("group", { name: "How renting works, in numbered steps" });
  await expect(steps.getByRole("group", { name: /^Step \d$/ })).toHaveCount(3);
  await page.getByRole("button", { name: "Add a step to how renting works, in numbered steps" }).click();
  const added = steps.getByRole("group", { name: "Step 4" });
  await added.getByRole("textbox", { name: "Title" }).fill(`Keep it as long as you need ${token}`);
  await added.getByRole("textbox", { name: "Text" }).fill(`Any stay under {longest rental days} days ${token}.`);
  // The buttons were drawn before the title was typed (no script), so they name the step by its place.
  await page.getByRole("button", { name: "Move up Step 4" }).click();
  // The step moved with what was typed in it, and nothing is live yet.
  const moved = steps.getByRole("group", { name: "Step 3" });
  await expect(moved.getByRole("textbox", { name: "Title" })).toHaveValue(`Keep it as long as you need ${token}`);
  await expect(moved.getByRole("textbox", { name: "Text" })).toHaveValue(
    `Any stay under {longest rental days} days ${token}.`,
  );
  expect(await rent()).toBe(before);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  const shown = `Any stay under ${compliance.rentalMaxDays} days ${token}.`;
  await expect.poll(rent, { timeout: 2_000, intervals: [100] }).toContain(shown);
  const html = await rent();
  // Third of four steps: after the proposal, before the delivery and collection.
  expect(html.indexOf("Get a priced proposal")).toBeLessThan(html.indexOf(shown));
  expect(html.indexOf(shown)).toBeLessThan(html.indexOf("We deliver and collect"));

  await scripted.goto("/admin/pages/rent");
  await expectNoAxeViolations(scripted, "the Rent page's editor");
  await scripted.goto("/Rent");
  await expect(scripted.getByRole("listitem").filter({ hasText: shown })).toBeVisible();
  await expectNoAxeViolations(scripted, "the edited Rent page");

  // Delivery's preview names the towns in and around the circle, from the server's map, as the live page does.
  const towns = (page: typeof scripted) => page.getByText(/^Inside the circle: /);
  await scripted.goto("/Delivery");
  const liveTowns = await towns(scripted).innerText();
  expect(liveTowns).toMatch(/^Inside the circle: \w+/);
  await scripted.goto("/admin/pages/delivery/preview");
  await expect(scripted.getByRole("heading", { name: "What delivery costs" })).toBeVisible();
  await expect(towns(scripted)).toHaveText(liveTowns);

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(rent, { timeout: 2_000, intervals: [100] }).toBe(before);
  await context.close();
});
