/**
 * Console → Pages without JavaScript, for Social and for the facts in braces
 * on a page with its own design: the owner adds an idea to borrow naming the
 * site's tag in braces, moves it up, publishes, and a guest reads it with the
 * tag filled in, in its place; a revert gives the page back byte for byte. On
 * the FAQ, a name in braces that is not a fact is refused beside the opening
 * title. Axe on the editor and on the edited page.
 */
import { randomUUID } from "node:crypto";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations } from "./support/fixtures";
import { guestHtml, liveVersion, ownerWithoutScripts } from "./support/owner-words";

test("Social: the owner adds and moves an idea naming the tag in braces, a guest reads it filled in, and a revert restores the page", async ({
  browser,
  admin,
  page: scripted,
}) => {
  const social = () => guestHtml("/Social");
  const before = await social();
  const token = randomUUID().slice(0, 8);
  const { context, page } = await ownerWithoutScripts(browser, admin);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Social", exact: true }).click();
  const liveNumber = await liveVersion(page);

  const ideas = page.getByRole("group", { name: "Ideas to borrow, each on its own card" });
  await ideas.getByRole("button", { name: /^Add a suggestion/ }).click();
  const added = ideas.getByRole("group", { name: "Suggestion 7" });
  await added.getByRole("textbox", { name: "Title" }).fill(`A sauna by the lake, tagged {hashtag} ${token}`);
  await ideas.getByRole("button", { name: "Move up Suggestion 7" }).click();
  // Moving posts the whole form: what was typed moves with its card.
  await expect(ideas.getByRole("group", { name: "Suggestion 6" }).getByRole("textbox", { name: "Title" })).toHaveValue(
    `A sauna by the lake, tagged {hashtag} ${token}`,
  );
  await scripted.goto("/admin/pages/social");
  await expectNoAxeViolations(scripted, "the Social page's editor");

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published:")).toBeVisible();
  const idea = `A sauna by the lake, tagged #Nestz ${token}`;
  await expect.poll(social, { timeout: 2_000, intervals: [100] }).toContain(idea);
  const published = await social();
  expect(published.indexOf(idea)).toBeLessThan(published.indexOf("A workshop for the next big project"));
  await scripted.goto("/Social");
  await expect(scripted.getByRole("listitem").filter({ hasText: idea })).toBeVisible();
  await expectNoAxeViolations(scripted, "the edited Social page");

  await page.getByRole("button", { name: `Revert to this version ${liveNumber}` }).click();
  await expect(page.getByText("Restored:")).toBeVisible();
  await expect.poll(social, { timeout: 2_000, intervals: [100] }).toBe(before);

  // A page with its own design checks names in braces too, beside the field that holds one.
  const faq = await guestHtml("/FAQ");
  await page.goto("/admin/pages/faq");
  const title = page
    .getByRole("group", { name: "Top of the page" })
    .getByRole("textbox", { name: "Title", exact: true });
  await title.fill("Questions about a {unit sizes} Nestz");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/"\{unit sizes\}" is not one of the site's facts/)).toBeVisible();
  await expect(title).toHaveValue("Questions about a {unit sizes} Nestz");
  expect(await guestHtml("/FAQ")).toBe(faq);
  await context.close();
});
