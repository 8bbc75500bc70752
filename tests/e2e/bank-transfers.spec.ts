/**
 * A buyer pays an invoice by bank transfer to their own account: the invoice
 * prints its account and routing number; the owner (with the test payments)
 * simulates a short transfer, the invoice reads partly paid with its balance,
 * then the rest pays it. Each state is checked with axe, at 360 px too.
 */
import { test } from "./support/admin-session";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { acceptWithPurchaseOrder, prepareAndSend, seedQuoteRequest } from "./support/proposals";

test.describe("a bank transfer to the buyer's own account", () => {
  test("prints the account on the invoice, and a short transfer then the rest pay it", async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(150_000);
    const request = await seedQuoteRequest({ buyer: "government", zip: "97201" });
    await prepareAndSend(page, request);
    const { context, buyer, invoiceNumber, invoicePath } = await acceptWithPurchaseOrder(browser, request, {
      javaScriptEnabled: true,
      poNumber: "PO-2027-0094",
    });

    const account = buyer.getByRole("definition").filter({ hasText: /^\d{12}$/ });
    await expect(account).toHaveCount(1);
    const accountNumber = (await account.textContent()) ?? "";
    await expect(buyer.getByText("110000000")).toBeVisible();
    await expect(buyer.getByText(/yours alone/)).toBeVisible();
    await expectNoAxeViolations(buyer, "an invoice with its bank transfer account");

    // The owner sends a short transfer, with the keyboard.
    await openPage(page, "/admin/invoices");
    const simulate = page.getByRole("form", { name: `Simulate a bank transfer for ${invoiceNumber}` });
    const amount = simulate.getByLabel("Amount in dollars");
    const total = Number((await amount.inputValue()).replace(/,/g, ""));
    await amount.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("1000.00");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "1 partly paid" })).toBeVisible();
    await expectNoAxeViolations(page, "the invoices page after a simulated transfer");

    await buyer.goto(invoicePath);
    await expect(buyer.getByText("Paid to date")).toBeVisible();
    const left = (total - 1000).toLocaleString("en-US", { style: "currency", currency: "USD" });
    await expect(buyer.getByRole("definition").filter({ hasText: left }).first()).toBeVisible();
    await expectNoAxeViolations(buyer, "an invoice partly paid by transfer");
    await buyer.setViewportSize({ width: 360, height: 740 });
    const widths = await pageWidths(buyer);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(buyer, "an invoice partly paid by transfer at 360 px");

    // The rest pays it: the form offers the balance.
    await openPage(page, "/admin/invoices");
    const again = page.getByRole("form", { name: `Simulate a bank transfer for ${invoiceNumber}` });
    await again.getByRole("button", { name: "Simulate a bank transfer" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "1 invoice(s) paid in full" })).toBeVisible();

    await buyer.goto(invoicePath);
    await expect(buyer.getByText(/Paid in full on .* by bank transfer/)).toBeVisible();
    await expect(buyer.getByText(accountNumber)).toHaveCount(0);
    await expectNoAxeViolations(buyer, "an invoice paid by transfer at 360 px");
    await context.close();
    expect(problems.messages).toEqual([]);
  });
});
