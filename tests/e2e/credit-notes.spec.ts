/**
 * An invoice with money received is corrected with a credit note, not voided:
 * the owner records a part payment, finds the void refused, issues a credit
 * note without JavaScript; the buyer reads it (page and PDF) through the
 * invoice's link, and the buyer's statement shows it. Axe on each new state,
 * and the credit note at 360 px.
 */
import { buyerKey, statementPath } from "#app/domain/billing/statement";

import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { acceptWithPurchaseOrder, downloadPdf, prepareAndSend, seedQuoteRequest } from "./support/proposals";

test.describe("credit notes", () => {
  test("a part-paid invoice can't be voided; the owner credits it, the buyer reads the credit note, the statement shows it", async ({
    page,
    browser,
    admin,
    problems,
  }) => {
    test.setTimeout(150_000);
    const request = await seedQuoteRequest({ buyer: "government", zip: "97201" });
    await prepareAndSend(page, request);
    const { context: buyerContext, buyer, invoiceNumber } = await acceptWithPurchaseOrder(browser, request);
    const [stored] = await e2eQuery<{ id: string }>("select id from invoices where number = $1", [invoiceNumber]);
    const invoiceId = stored?.id ?? "";

    // Without JavaScript: a part payment, then the void is gone from the card and refused if sent.
    const ownerContext = await browser.newContext({ javaScriptEnabled: false, storageState: admin.storageState });
    const owner = await ownerContext.newPage();
    await owner.goto("/admin/invoices");
    const cardOf = (on: typeof page) =>
      on.getByRole("listitem").filter({ has: on.getByRole("heading", { name: new RegExp(`^${invoiceNumber} `) }) });
    const record = owner.getByRole("form", { name: `Record a payment of ${invoiceNumber}` });
    await record.getByLabel("Reference").fill("Check 3301");
    await record.getByLabel(/Amount/).fill("1000.00");
    await record.getByRole("button", { name: "Record payment" }).click();
    await expect(owner.getByRole("alert").filter({ hasText: "Part payment recorded." })).toBeVisible();
    await expect(cardOf(owner).getByText(`Void ${invoiceNumber}…`)).toHaveCount(0);
    const origin = new URL(owner.url()).origin;
    const voided = await owner.request.post("/admin/invoices", {
      form: { intent: "void", invoiceId, reason: "Wrong order" },
      headers: { Origin: origin },
    });
    expect(voided.status()).toBe(409);
    expect(await voided.text()).toContain("corrected with a credit note");

    await cardOf(owner).getByText(`Issue a credit note on ${invoiceNumber}…`).click();
    const credit = owner.getByRole("form", { name: `Issue a credit note on ${invoiceNumber}` });
    await credit.getByLabel(/Amount to credit/).fill("250.00");
    await credit.getByLabel("Reason").fill("One window left out of the delivery.");
    await credit.getByRole("button", { name: "Issue credit note" }).click();
    const issued = owner.getByRole("alert").filter({ hasText: /Credit note CN-\d{4,} issued/ });
    await expect(issued).toBeVisible();
    const number = /CN-\d{4,}/.exec((await issued.textContent()) ?? "")?.[0] ?? "";
    await ownerContext.close();

    // With JavaScript: axe on the card with its credit note and the form open again.
    await openPage(page, "/admin/invoices");
    await expect(cardOf(page).getByRole("link", { name: `Credit note ${number}` })).toBeVisible();
    await cardOf(page).getByText(`Issue a credit note on ${invoiceNumber}…`).click();
    await expectNoAxeViolations(page, "an invoice with a credit note and the credit note form open");

    // The buyer's invoice lists it; its page and PDF say what it took off and why.
    await buyer.reload();
    await buyer.getByRole("link", { name: number }).click();
    await expect(buyer.getByRole("heading", { level: 1, name: `Credit note ${number}` })).toBeVisible();
    await expect(buyer.getByText("One window left out of the delivery.")).toBeVisible();
    await expect(buyer.getByText("$250.00").first()).toBeVisible();
    const pdf = await downloadPdf(buyer, `Download credit note ${number} as a PDF`);
    expect(pdf.text).toContain(`Credit note ${number}`);
    expect(pdf.text).toContain(invoiceNumber);
    await buyerContext.close();
    await openPage(page, new URL(buyer.url()).pathname);
    await expectNoAxeViolations(page, "a credit note");
    await page.setViewportSize({ width: 360, height: 740 });
    const widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The statement takes it off, ending at what is still owed.
    await openPage(page, statementPath(buyerKey(request.email)));
    await expect(page.getByText(`Credit note ${number} on ${invoiceNumber}`)).toBeVisible();
    await expectNoAxeViolations(page, "a statement with a credit note");
    expect(problems.messages).toEqual([]);
  });
});
