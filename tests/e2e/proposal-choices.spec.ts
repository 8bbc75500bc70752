/**
 * Choices before accepting: the owner offers the kitchen as an option and two
 * paint colours as alternatives; the buyer chooses on their link without
 * JavaScript (a plain form) and by keyboard, the totals following, accepts,
 * and the build sheet shows what was chosen.
 */
import { readPdf } from "#tests/support/pdf-text";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { emailedPath, seedQuoteRequest } from "./support/proposals";

test("the owner offers choices, the buyer chooses and accepts, and the build sheet shows the choice", async ({
  page,
  browser,
}) => {
  const request = await seedQuoteRequest();
  await openPage(page, `/admin/quote-requests/${request.reference}`);
  await page.getByRole("button", { name: "Prepare a proposal" }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/\d+$/);
  const proposalId = Number(/\/admin\/proposals\/(\d+)/.exec(page.url())?.[1]);
  const editor = page.getByRole("form", { name: "Edit the draft" });

  // Lines 1 to 3 come from the request (the home, the kitchen, the delivery); two paint colours are added.
  for (const count of [4, 5]) {
    await editor.getByRole("button", { name: "Add a line" }).click();
    await expect(editor.getByLabel(`Line ${count} description`)).toBeFocused();
  }
  await editor.getByLabel("Line 1 unit price in dollars").fill("37800");
  await editor.getByLabel("Line 2 unit price in dollars").fill("5000");
  await editor.getByLabel("Line 2: offered as").selectOption("option");
  for (const [line, colour, price] of [
    [4, "Paint colour: Evergreen", "0"],
    [5, "Paint colour: Cedar red", "450"],
  ] as const) {
    await editor.getByLabel(`Line ${line} description`).fill(colour);
    await editor.getByLabel(`Line ${line} unit price in dollars`).fill(price);
    await editor.getByLabel(`Line ${line}: offered as`).selectOption("alternative");
    await editor.getByLabel(`Line ${line}: choice group, for an alternative`).fill("Paint colour");
  }
  const buyerKind = editor.getByLabel("Who the buyer is, for tax");
  if ((await buyerKind.inputValue()) === "") await buyerKind.selectOption("individual");
  await editor.getByRole("button", { name: "Save draft" }).first().click();
  // Exactly "Draft saved.": adding a line says "… Draft saved." too.
  await expect(page.getByRole("alert").filter({ hasText: /^Draft saved\.$/ })).toBeVisible();
  await expectNoAxeViolations(page, "the draft editor with an option and a group of alternatives");
  await editor.getByRole("button", { name: "Send to the buyer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sent." })).toBeVisible();
  const path = await emailedPath(request.email, "proposal-sent");

  // Without JavaScript: the form comes back with the choices in the address and the totals following.
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const noScript = await plain.newPage();
  await noScript.goto(path);
  const choices = noScript.getByRole("form", { name: "Your choices" });
  const summary = choices.getByText(/^With the choices shown: total/);
  const before = await summary.textContent();
  await choices.getByRole("checkbox", { name: /^Kitchen/ }).check();
  await choices.getByRole("radio", { name: /^Paint colour: Cedar red/ }).check();
  await choices.getByRole("button", { name: "Update my choices" }).click();
  await expect(noScript).toHaveURL(/choice=1/);
  await expect(summary).not.toHaveText(before ?? "");
  await expect(noScript.getByRole("row", { name: /Kitchen Optional · chosen/ })).toBeVisible();
  await expect(noScript.getByRole("row", { name: /Paint colour: Evergreen.*not chosen/ })).toBeVisible();
  // A choice the proposal does not offer (the delivery) is refused with the reason, and the defaults shown.
  const refused = await noScript.goto(`${path}?choice=2`);
  expect(refused?.status()).toBe(400);
  await expect(choices.getByRole("alert")).toHaveText(/isn't offered on this proposal/);
  await plain.close();

  // By keyboard: the kitchen ticked, the cedar red picked with the arrow keys, the page sent again.
  const buyerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const buyer = await buyerContext.newPage();
  await buyer.goto(path);
  const form = buyer.getByRole("form", { name: "Your choices" });
  const kitchen = form.getByRole("checkbox", { name: /^Kitchen/ });
  await tabTo(buyer, kitchen);
  await buyer.keyboard.press("Space");
  await buyer.keyboard.press("Tab");
  await expect(form.getByRole("radio", { name: /^Paint colour: Evergreen/ })).toBeFocused();
  await buyer.keyboard.press("ArrowDown");
  await expect(form.getByRole("radio", { name: /^Paint colour: Cedar red/ })).toBeChecked();
  await tabTo(buyer, form.getByRole("button", { name: "Update my choices" }));
  await buyer.keyboard.press("Enter");
  await expect(
    buyer.getByRole("row", { name: /Paint colour: Cedar red Choose one: Paint colour · chosen/ }),
  ).toBeVisible();
  await expectNoAxeViolations(buyer, "the proposal with the buyer's choices");
  await buyer.setViewportSize({ width: 360, height: 740 });
  const widths = await pageWidths(buyer);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await buyer.setViewportSize({ width: 1280, height: 800 });
  // Its PDF is of the same choices.
  const pdfPath = await buyer.getByRole("link", { name: /as a PDF$/ }).getAttribute("href");
  expect(pdfPath).toMatch(/\/pdf\?choice=1&choice=4$/);
  const pdf = await readPdf(await (await buyer.request.get(pdfPath ?? "")).body());
  expect(pdf.text.replace(/\s+/g, " ")).toContain("Kitchen (Optional; chosen)");

  await tabTo(buyer, buyer.getByLabel("Your full name"));
  await buyer.keyboard.type(request.name);
  await tabTo(buyer, buyer.getByRole("checkbox", { name: /I agree/ }));
  await buyer.keyboard.press("Space");
  await tabTo(buyer, buyer.getByRole("button", { name: "Accept and sign" }));
  await buyer.keyboard.press("Enter");
  await expect(buyer.getByText("You accepted this proposal.")).toBeVisible();
  await expect(buyer.getByRole("row", { name: /Kitchen Optional · chosen/ })).toBeVisible();
  await expect(buyer.getByRole("form", { name: "Your choices" })).toHaveCount(0);
  await buyerContext.close();

  // The workshop's sheet: the buyer's choices, home by home.
  await openPage(page, `/admin/production/${proposalId}/build-sheet`);
  const home = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /^Home 1 of 2:/ }) });
  await expect(home.getByText("Kitchen (every home, chosen by the buyer)")).toBeVisible();
  await expect(home.getByText("Paint colour: Cedar red (1 of 2 homes, chosen by the buyer)")).toBeVisible();
  await expect(home.getByText("Paint colour: Evergreen")).toHaveCount(0);
  await expectNoAxeViolations(page, "the build sheet with the buyer's choices");
});
