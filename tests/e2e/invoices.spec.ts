/**
 * A government buyer pays on a purchase order, with JavaScript off: they
 * accept the proposal, send the PO number and get an invoice at once (its
 * own private link, emailed too); the owner records the check when it comes
 * and the invoice reads paid. Bad input gets a 4xx and changes nothing.
 */
import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { downloadPdf, emailedPath, prepareAndSend, seedQuoteRequest } from "./support/proposals";

test.describe("a purchase order and its invoice", () => {
  test("a government buyer answers with a PO and gets an invoice; the owner records the payment", async ({
    page,
    browser,
    problems,
  }) => {
    test.setTimeout(150_000);
    // An Oregon delivery: no sales tax.
    const request = await seedQuoteRequest({ buyer: "government", zip: "97201" });
    await prepareAndSend(page, request);
    const path = await emailedPath(request.email, "proposal-sent");

    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const buyer = await context.newPage();
    await buyer.goto(path);
    await expect(buyer.getByRole("heading", { level: 1, name: `Proposal ${request.reference}-P1` })).toBeVisible();
    await expect(buyer.getByText("No sales tax: received in Oregon")).toBeVisible();
    await expect(buyer.getByText(/Deposit by card, or a purchase order/)).toBeVisible();
    // A content page: React Router's hydration data is not on it.
    expect(await buyer.content()).not.toContain("__reactRouterContext");

    // An overlong name is refused by the server with the page shown again.
    const origin = new URL(buyer.url()).origin;
    const hash = (
      await e2eQuery<{ content_hash: string }>(
        "select content_hash from proposals where token_hash = encode(sha256(convert_to($1::text, 'UTF8')), 'hex')",
        [path.split("/").pop()],
      )
    )[0]?.content_hash;
    const overlong = await buyer.request.post(path, {
      form: { intent: "accept", name: "x".repeat(300), agree: "yes", contentHash: hash ?? "" },
      headers: { Origin: origin },
    });
    expect(overlong.status()).toBe(400);

    await buyer.getByLabel("Your full name").fill(request.name);
    await buyer.getByRole("checkbox", { name: /I agree/ }).check();
    await buyer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(buyer.getByText("You accepted this proposal.")).toBeVisible();
    // Accepting again changes nothing.
    const twice = await buyer.request.post(path, {
      form: { intent: "accept", name: "Someone Else", agree: "yes", contentHash: hash ?? "" },
      headers: { Origin: origin },
    });
    expect(twice.status()).toBe(200);
    const [accepted] = await e2eQuery<{ accepted_name: string }>(
      "select accepted_name from proposals where content_hash = $1",
      [hash],
    );
    expect(accepted?.accepted_name).toBe(request.name);

    // A PO number of 300 characters: 400, and no invoice.
    const tooLong = await buyer.request.post(path, {
      form: { intent: "purchase-order", poNumber: "P".repeat(300) },
      headers: { Origin: origin },
    });
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("under 60 characters");

    const po = buyer.getByRole("form", { name: "Pay by purchase order" });
    await po.getByLabel("Purchase order number").fill("PO-2027-0088");
    await po.getByRole("button", { name: "Send purchase order" }).click();
    await expect(buyer.getByRole("heading", { level: 1, name: /^Invoice INV-\d{4,}$/ })).toBeVisible();
    const invoiceNumber = (await buyer.getByRole("heading", { level: 1 }).textContent())?.replace("Invoice ", "") ?? "";
    await expect(buyer.getByText("PO-2027-0088")).toBeVisible();
    await expect(buyer.getByText(/\(net 30\)/)).toBeVisible();
    await expect(buyer.getByText("PO Box 4242")).toBeVisible();
    const invoicePath = new URL(buyer.url()).pathname;
    expect(await emailedPath(request.email, "invoice-issued")).toBe(invoicePath);
    // The invoice as a PDF for accounts payable: the same number, PO and due date.
    const due = (await buyer.getByText(/\(net 30\)/).textContent()) ?? "";
    const pdf = await downloadPdf(buyer, `Download invoice ${invoiceNumber} as a PDF`);
    expect(pdf.info.Title).toBe(`Invoice ${invoiceNumber}`);
    for (const shown of [invoiceNumber, "PO-2027-0088", due.trim(), "PO Box 4242"]) expect(pdf.text).toContain(shown);
    // axe runs script in the page: the same invoice is checked in a context with JavaScript, at 360 px too.
    const viewerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const viewer = await viewerContext.newPage();
    await viewer.goto(invoicePath);
    await expectNoAxeViolations(viewer, "an open invoice");
    await viewer.setViewportSize({ width: 360, height: 740 });
    const widths = await pageWidths(viewer);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(viewer, "an open invoice at 360 px");

    // The proposal page now links its invoice and offers no second PO.
    await buyer.goto(path);
    await expect(buyer.getByRole("link", { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(buyer.getByRole("form", { name: "Pay by purchase order" })).toHaveCount(0);

    // The owner records the check.
    await openPage(page, "/admin/invoices");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(`^${invoiceNumber} `) }) });
    await expect(card).toContainText("Open");
    await expectNoAxeViolations(page, "the invoices page");
    await card.getByRole("button", { name: `Send a reminder of ${invoiceNumber}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Reminder on its way" })).toBeVisible();
    const form = page.getByRole("form", { name: `Record a payment of ${invoiceNumber}` });
    await form.getByLabel("Method").selectOption("check");
    await form.getByLabel("Reference").fill("Check 1042");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Payment recorded." })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Check 1042" })).toContainText("Paid");

    await buyer.goto(invoicePath);
    await expect(buyer.getByText(/Paid in full on .* by check \(Check 1042\)/)).toBeVisible();
    await viewer.reload();
    await expectNoAxeViolations(viewer, "a paid invoice at 360 px");
    await viewerContext.close();
    await context.close();

    await openPage(page, "/admin");
    await expect(page.getByRole("link", { name: /Received this month/ })).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
});
