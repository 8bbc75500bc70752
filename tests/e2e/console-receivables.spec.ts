/**
 * The owner sees who owes what by age: a government buyer's PO invoice,
 * partly paid by check and past due, shows on Receivables in its bucket; the
 * owner opens the buyer's statement by keyboard and downloads it as a PDF.
 * Every page passes axe, at 360 px too; bad keys are a 404, never a 5xx.
 */
import { readPdf } from "../support/pdf-text";
import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { acceptWithPurchaseOrder, prepareAndSend, seedQuoteRequest } from "./support/proposals";

test.describe("receivables", () => {
  test("the owner opens Receivables by keyboard, sees a buyer's balance by age, and their statement as a page and a PDF", async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(150_000);
    // A government buyer in Oregon (no sales tax) answers with a purchase order.
    const request = await seedQuoteRequest({ buyer: "government", zip: "97201" });
    await prepareAndSend(page, request);
    const { context, invoiceNumber } = await acceptWithPurchaseOrder(browser, request);
    await context.close();

    // The owner records a part payment; the invoice is then made 45 days old, so 15 days past due.
    await openPage(page, "/admin/invoices");
    const form = page.getByRole("form", { name: `Record a payment of ${invoiceNumber}` });
    await form.getByLabel("Method").selectOption("check");
    await form.getByLabel("Reference").fill("Check 2201");
    await form.getByLabel(/Amount/).fill("1000.01");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Part payment recorded." })).toBeVisible();
    const [invoice] = await e2eQuery<{ amount_cents: string }>(
      `update invoices set issued_on = (now() at time zone 'America/Los_Angeles')::date - 45,
         due_on = (now() at time zone 'America/Los_Angeles')::date - 15
       where number = $1 returning amount_cents`,
      [invoiceNumber],
    );
    const owed = Number(invoice?.amount_cents) - 100_001;
    const owedLabel = `$${(owed / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

    // By keyboard: the console's navigation link, then the buyer's row.
    await openPage(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Receivables" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Receivables" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const row = page.getByRole("row").filter({ hasText: request.email });
    const cells = row.getByRole("cell");
    // Current, 1–30, 31–60, 61–90, over 90, total.
    await expect(cells).toHaveText(["—", owedLabel, "—", "—", "—", owedLabel]);
    await expectNoAxeViolations(page, "the receivables page");
    await page.setViewportSize({ width: 360, height: 740 });
    let widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(page, "the receivables page at 360 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole("link", { name: `government office ${request.email.slice(6, 14)}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: /^Statement for / })).toBeVisible();
    await expect(page.getByText(`Invoice ${invoiceNumber}`)).toBeVisible();
    await expect(page.getByText(`Payment by check (Check 2201) on ${invoiceNumber}`)).toBeVisible();
    await expect(page.getByText("Balance due:")).toContainText(owedLabel);
    await expectNoAxeViolations(page, "a statement");
    await page.setViewportSize({ width: 360, height: 740 });
    widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(page, "a statement at 360 px");

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Nestz statement .*\.pdf$/);
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const pdf = await readPdf(Buffer.concat(chunks));
    const text = pdf.text.replace(/\s+/g, " ");
    for (const shown of [invoiceNumber, "Check 2201", owedLabel, request.email]) expect(text).toContain(shown);

    // A key that is not a buyer's: the console's 404, for the page and the PDF alike.
    for (const bad of ["%2e%2e", "not-a-key", "bm9ib2R5QGV4YW1wbGUuY29t"]) {
      expect((await page.request.get(`/admin/receivables/${bad}/statement`)).status()).toBe(404);
      expect((await page.request.get(`/admin/receivables/${bad}/statement.pdf`)).status()).toBe(404);
    }
    expect(problems.messages).toEqual([]);
  });

  test("is for the team only", async ({ browser }) => {
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await guest.newPage();
    const answer = await page.request.get("/admin/receivables", { maxRedirects: 0 });
    expect([302, 303]).toContain(answer.status());
    await guest.close();
  });
});
