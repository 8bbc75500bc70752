/**
 * Sales tax on the console's proposals, by rule: a Washington delivery's rate
 * and location code fill in from its address; a ZIP that spans codes asks
 * for the street first; a Washington city cannot be exempted, and the page
 * says why with the rule; an Oregon delivery carries no Washington tax, and
 * its page points to the production board, where each home's delivery is recorded.
 * Every new state is checked with axe and used by keyboard.
 */
import type { Page } from "@playwright/test";

import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations, openPage } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { emailedPath, prepareAndSend, priceAndSend, type SeededRequest, seedQuoteRequest } from "./support/proposals";

async function prepare(page: Page, request: SeededRequest) {
  await openPage(page, `/admin/quote-requests/${request.reference}`);
  await page.getByRole("button", { name: "Prepare a proposal" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Proposal ${request.reference}-P1` })).toBeVisible();
  return page.getByRole("form", { name: "Edit the draft" });
}

test.describe("sales tax on a proposal", () => {
  test("a Washington delivery's rate and location code fill in, and the buyer sees them beside the tax", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const request = await seedQuoteRequest({ buyer: "corporate" });
    const editor = await prepare(page, request);
    await expect(editor.getByLabel("Street address")).toHaveValue("400 Broad St");
    await expect(editor.getByLabel("State")).toHaveValue("WA");
    const rate = editor.getByTestId("tax-rate");
    await expect(rate).toContainText("Location code 1726, at 10.35%");
    await expect(rate).toContainText("DOR's address lookup, matched to the address");
    await expect(editor.getByRole("link", { name: "RCW 82.32.730" })).toBeVisible();
    await expectNoAxeViolations(page, "a draft with its address's rate");
    await priceAndSend(page);

    const buyerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const buyer = await buyerContext.newPage();
    await buyer.goto(await emailedPath(request.email, "proposal-sent"));
    await expect(
      buyer.getByRole("row", { name: /Washington sales tax, location code 1726, at 10\.35%/ }),
    ).toBeVisible();
    await expect(buyer.getByText("Delivered to 400 Broad St, Seattle, WA 98109")).toBeVisible();
    await buyerContext.close();
  });

  test("a ZIP that spans location codes asks for the street address, and the rate follows from it", async ({
    page,
  }) => {
    const request = await seedQuoteRequest({ buyer: "corporate", zip: "98335" });
    const editor = await prepare(page, request);
    await expect(editor.getByText(/enter the street address, and the rate follows from it/)).toBeVisible();
    await expect(editor.getByTestId("tax-rate")).toHaveCount(0);
    await expectNoAxeViolations(page, "a draft asking for the street address");
    // By keyboard: the street typed, then Enter saves.
    await tabTo(page, editor.getByLabel("Street address"));
    await page.keyboard.type("3510 Grandview St");
    await page.keyboard.press("Enter");
    await expect(editor.getByRole("alert")).toHaveText("Draft saved.");
    await expect(editor.getByTestId("tax-rate")).toContainText("Location code 2705, at 8.7%");
    await expectNoAxeViolations(page, "a draft with the rate its street gives");
  });

  test("a Washington city cannot be exempted: the page says why, citing the rule, and nothing changes", async ({
    page,
  }) => {
    const request = await seedQuoteRequest({ buyer: "civic" });
    const editor = await prepare(page, request);
    await editor.getByLabel("Who the buyer is, for tax").selectOption("state-or-local");
    await editor.getByLabel("Another exemption, with a written reason and the buyer's paper").check();
    await editor.getByLabel("Why this sale is exempt").fill("The city council says its purchases are tax exempt.");
    await editor.getByLabel("The buyer's paper", { exact: true }).fill("City letter of May 1");
    await editor.getByRole("button", { name: "Save draft" }).first().click();
    const refusal = editor.getByText(/a public buyer here pays sales tax like anyone else/);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText("WAC 458-20-189");
    await expect(editor.getByRole("radio", { name: /Another exemption/ })).toHaveAccessibleDescription(
      /WAC 458-20-189/,
    );
    await expectNoAxeViolations(page, "a refused exemption");
    // Nothing was stored: the draft, read again, is taxed and claims nothing.
    // A fresh load (a reload would have the browser put back what was ticked).
    await openPage(page, new URL(page.url()).pathname);
    await expect(page.getByRole("radio", { name: /None: taxed by where the homes are received/ })).toBeChecked();
    await expect(page.getByLabel("Who the buyer is, for tax")).toHaveValue("");
  });

  test("an Oregon delivery carries no Washington tax, and its delivery is recorded on the production board", async ({
    page,
    browser,
  }) => {
    // Owner and buyer: long on a busy machine.
    test.setTimeout(300_000);
    const request = await seedQuoteRequest({ buyer: "corporate", zip: "97201" });
    const id = await prepareAndSend(page, request);
    const buyerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const buyer = await buyerContext.newPage();
    await buyer.goto(await emailedPath(request.email, "proposal-sent"));
    await expect(buyer.getByRole("row", { name: /No sales tax: received in Oregon/ })).toContainText("$0.00");
    await buyer.getByLabel("Your full name").fill(request.name);
    await buyer.getByLabel("I agree to this proposal and its terms").check();
    await buyer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(buyer.getByText("You accepted this proposal.")).toBeVisible();
    await buyerContext.close();

    // The delivery is recorded on the production board, home by home: the proposal page lists the records.
    await openPage(page, `/admin/proposals/${id}`);
    const section = page.getByRole("region", { name: "Delivery outside Washington" });
    await expect(section.getByText("No delivery is on record yet.")).toBeVisible();
    await expect(section.getByRole("link", { name: "production board" })).toHaveAttribute("href", "/admin/production");
    await expect(page.getByRole("form", { name: "Record the delivery" })).toHaveCount(0);
    await expectNoAxeViolations(page, "an accepted Oregon delivery");
  });
});
