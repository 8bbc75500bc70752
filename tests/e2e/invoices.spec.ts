/**
 * A government buyer pays on a purchase order, with JavaScript off: they
 * accept the proposal, send the PO number and get an invoice at once (its
 * own private link, emailed too); the owner records the check when it comes
 * and the invoice reads paid. The owner pauses and resumes an invoice's
 * reminders and voids one with a reason, which its buyer then reads. Bad input
 * gets a 4xx and changes nothing.
 */
import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import {
  acceptWithPurchaseOrder,
  downloadPdf,
  emailedPath,
  prepareAndSend,
  seedQuoteRequest,
} from "./support/proposals";

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
    await expect(buyer.getByText(/\(net 30 against your purchase order\)/)).toBeVisible();
    await expect(buyer.getByText("PO Box 4242")).toBeVisible();
    const invoicePath = new URL(buyer.url()).pathname;
    expect(await emailedPath(request.email, "invoice-issued")).toBe(invoicePath);
    // The invoice as a PDF for accounts payable: the same number, PO and due date.
    const due = (await buyer.getByText(/\(net 30 against your purchase order\)/).textContent()) ?? "";
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
    // First a part payment by ACH: the invoice stays open with paid to date and its balance.
    const form = page.getByRole("form", { name: `Record a payment of ${invoiceNumber}` });
    await form.getByLabel("Method").selectOption("ach");
    await form.getByLabel("Amount ($)").fill("1000.00");
    await form.getByLabel("Reference").fill("ACH 77");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Part payment recorded." })).toBeVisible();
    await expect(card).toContainText("Paid to date $1,000.00");
    await expect(card).toContainText("Open");
    await expectNoAxeViolations(page, "an invoice partly paid");
    await buyer.goto(invoicePath);
    await expect(buyer.getByText("Paid to date")).toBeVisible();
    // Then the rest by check: the amount offered is what is left.
    await form.getByLabel("Method").selectOption("check");
    await form.getByLabel("Reference").fill("Check 1042");
    await form.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "the invoice is paid in full" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Check 1042" })).toContainText("Paid");

    await buyer.goto(invoicePath);
    await expect(buyer.getByText(/Paid in full on .* by check \(Check 1042\)/)).toBeVisible();
    await viewer.reload();
    await expectNoAxeViolations(viewer, "a paid invoice at 360 px");
    await viewerContext.close();
    await context.close();

    // A card payment that paid nothing (here, as the webhook holds it: the payment paths are database-tested)
    // reaches the Overview; the owner refunds it and marks it so on the Payments page, once (applying
    // money to an open invoice is a payment in the ledger, database-tested).
    const [proposalRow] = await e2eQuery<{ id: string }>("select proposal_id as id from invoices where number = $1", [
      invoiceNumber,
    ]);
    const intentId = `pi_test_held_${Date.now()}`;
    await e2eQuery(
      "insert into held_payments (provider, intent_id, reason, amount_cents, currency, proposal_id) values ('test', $1, 'already-paid', 250000, 'usd', $2)",
      [intentId, proposalRow?.id],
    );
    await openPage(page, "/admin");
    await expect(page.getByRole("link", { name: /Received this month/ })).toBeVisible();
    const attention = page.getByRole("region", { name: "Money needing your attention" });
    await expect(attention).toContainText("arrived but paid nothing");
    await expectNoAxeViolations(page, "the overview with money needing attention");
    await attention.getByRole("link", { name: /Refund or apply/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    const held = page.getByRole("listitem").filter({ hasText: intentId });
    await expect(held).toContainText("$2,500.00");
    await expect(held).toContainText("What it pays was already paid");
    await expectNoAxeViolations(page, "money needing attention");
    await held.getByLabel("Note (optional)").fill("Refunded with the provider");
    await held.getByRole("button", { name: "Mark refunded" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Marked refunded." })).toBeVisible();
    const settled = page
      .getByRole("region", { name: /Settled/ })
      .getByRole("listitem")
      .filter({ hasText: intentId });
    await expect(settled).toContainText("Marked refunded");
    await expectNoAxeViolations(page, "money settled");
    expect(problems.messages).toEqual([]);
  });

  test("the owner pauses and resumes an invoice's reminders and voids it with a reason", async ({
    page,
    browser,
    admin,
    problems,
  }) => {
    test.setTimeout(150_000);
    const request = await seedQuoteRequest({ buyer: "government", zip: "97201" });
    await prepareAndSend(page, request);
    const {
      context: buyerContext,
      buyer,
      invoiceNumber,
      invoicePath,
    } = await acceptWithPurchaseOrder(browser, request);
    const [stored] = await e2eQuery<{ id: string }>("select id from invoices where number = $1", [invoiceNumber]);
    const invoiceId = stored?.id ?? "";

    // The owner pauses the reminders without JavaScript.
    const ownerContext = await browser.newContext({ javaScriptEnabled: false, storageState: admin.storageState });
    const owner = await ownerContext.newPage();
    await owner.goto("/admin/invoices");
    const cardOf = (on: typeof page) =>
      on.getByRole("listitem").filter({ has: on.getByRole("heading", { name: new RegExp(`^${invoiceNumber} `) }) });
    await expect(cardOf(owner)).toContainText("Next reminder: a week before it is due");
    await expect(cardOf(owner)).toContainText("None sent yet.");
    await cardOf(owner)
      .getByRole("button", { name: `Pause reminders of ${invoiceNumber}` })
      .click();
    await expect(owner.getByRole("alert").filter({ hasText: "Reminders paused for this invoice." })).toBeVisible();
    await expect(cardOf(owner)).toContainText("Reminders paused.");

    // With JavaScript: axe on a paused invoice, then resumed and the void form opened from the keyboard.
    await openPage(page, "/admin/invoices");
    await expectNoAxeViolations(page, "the invoices page with paused reminders");
    await cardOf(page)
      .getByRole("button", { name: `Resume reminders of ${invoiceNumber}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Reminders resumed" })).toBeVisible();
    await expect(cardOf(page)).toContainText("Next reminder: a week before it is due");
    const summary = cardOf(page).getByText(`Void ${invoiceNumber}…`);
    await summary.focus();
    await page.keyboard.press("Enter");
    const reason = page.getByRole("form", { name: `Void ${invoiceNumber}` }).getByLabel("Reason");
    await expect(reason).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(reason).toBeFocused();
    await expectNoAxeViolations(page, "the invoices page with the void form open");
    await page.setViewportSize({ width: 360, height: 740 });
    const widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(page, "the invoices page at 360 px");
    await page.setViewportSize({ width: 1280, height: 800 });
    const actions = await e2eQuery<{ action: string }>(
      "select action from audit_log where subject_type = 'invoice' and subject_id = $1 order by id",
      [invoiceId],
    );
    expect(actions.map((row) => row.action)).toEqual(["invoice.reminders-paused", "invoice.reminders-resumed"]);

    // A void without a reason, or of no invoice, is refused and changes nothing.
    const origin = new URL(owner.url()).origin;
    const blank = await owner.request.post("/admin/invoices", {
      form: { intent: "void", invoiceId, reason: "   " },
      headers: { Origin: origin },
    });
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toContain("Say why the invoice is void");
    const missing = await owner.request.post("/admin/invoices", {
      form: { intent: "void", invoiceId: "987654321", reason: "Gone" },
      headers: { Origin: origin },
    });
    expect(missing.status()).toBe(404);
    const [still] = await e2eQuery<{ status: string }>("select status from invoices where id = $1", [invoiceId]);
    expect(still?.status).toBe("open");

    // Voided without JavaScript: the number stays, with the reason.
    await owner.reload();
    await cardOf(owner).getByText(`Void ${invoiceNumber}…`).click();
    const voidForm = owner.getByRole("form", { name: `Void ${invoiceNumber}` });
    await voidForm.getByLabel("Reason").fill("The county sent a new purchase order number.");
    await voidForm.getByRole("button", { name: "Void invoice" }).click();
    await expect(owner.getByRole("alert").filter({ hasText: `${invoiceNumber} is void.` })).toBeVisible();
    await expect(cardOf(owner)).toContainText("Void");
    await expect(cardOf(owner)).toContainText("The county sent a new purchase order number.");
    await expect(cardOf(owner).getByRole("button", { name: `Pause reminders of ${invoiceNumber}` })).toHaveCount(0);

    // Its stage of the schedule is billed by nothing now: axe on the offer, then the owner issues it again, once.
    await openPage(page, "/admin/invoices");
    await expectNoAxeViolations(page, "the invoices page with a voided stage to issue again");
    const reissue = cardOf(owner).getByRole("form", { name: `Issue the stage of ${invoiceNumber} again` });
    await reissue.getByRole("button", { name: "Issue the stage again" }).click();
    const reissued = owner.getByRole("alert").filter({ hasText: `issued in place of ${invoiceNumber}` });
    await expect(reissued).toBeVisible();
    const newNumber = /^\S+/.exec((await reissued.textContent())?.trim() ?? "")?.[0] ?? "";
    await expect(owner.getByRole("heading", { name: new RegExp(`^${newNumber} `) })).toBeVisible();
    await expect(cardOf(owner).getByRole("form", { name: `Issue the stage of ${invoiceNumber} again` })).toHaveCount(0);

    // The buyer reads it on the invoice and its PDF.
    await buyer.goto(invoicePath);
    await expect(buyer.getByText(/Voided on .*: The county sent a new purchase order number\./)).toBeVisible();
    await expect(buyer.getByText("Amount due")).toBeVisible();
    const pdf = await downloadPdf(buyer, `Download invoice ${invoiceNumber} as a PDF`);
    for (const shown of [invoiceNumber, "Void", "The county sent a new purchase order number.", "$0.00"])
      expect(pdf.text).toContain(shown);
    const viewerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const viewer = await viewerContext.newPage();
    await viewer.setViewportSize({ width: 360, height: 740 });
    await viewer.goto(invoicePath);
    await expectNoAxeViolations(viewer, "a void invoice at 360 px");
    await viewerContext.close();
    await ownerContext.close();
    await buyerContext.close();
    expect(problems.messages).toEqual([]);
  });
});
