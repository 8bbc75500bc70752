/**
 * A home sale closed on the site: the owner prices a request into a
 * proposal and sends it; the buyer, signed out, opens the emailed link,
 * signs it and pays the deposit with Stripe's test card; an expired and a
 * superseded proposal refuse acceptance and say why. Every new page and
 * state is checked with axe, at 360 px too, and used by keyboard.
 */
import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";

import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { bookDelivery, farDeliveryDay, reachStages, recordDeliveryOnBoard } from "./support/production";
import {
  DEPOSIT_SCHEDULE_SQL,
  downloadPdf,
  emailedPath,
  prepareAndSend,
  priceAndSend,
  seedQuoteRequest,
} from "./support/proposals";

async function expectFitsPhone(page: Page, label: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  const { scrollWidth, clientWidth } = await pageWidths(page);
  expect(scrollWidth, `${label} scrolls sideways at 360 px`).toBeLessThanOrEqual(clientWidth);
  await expectNoAxeViolations(page, `${label} at 360 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("a proposal from request to deposit", () => {
  test("the owner prepares and sends it; the buyer accepts by keyboard and pays the deposit by card", async ({
    page,
    browser,
    problems,
  }) => {
    // The whole path, owner and buyer, in one test: long on a busy machine.
    test.setTimeout(240_000);
    const request = await seedQuoteRequest();
    await openPage(page, `/admin/quote-requests/${request.reference}`);
    await expect(page.getByRole("heading", { name: "Proposals" })).toBeVisible();
    await page.getByRole("button", { name: "Prepare a proposal" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Proposal ${request.reference}-P1` })).toBeVisible();

    // The draft starts from the request: the model and the option unpriced, delivery at the ZIP's fee.
    const editor = page.getByRole("form", { name: "Edit the draft" });
    await expect(editor.getByLabel("Line 1 description")).toHaveValue("Office Nestz");
    await expect(editor.getByLabel("Line 2 description")).toHaveValue("Kitchen");
    await expect(editor.getByLabel("Line 3 description")).toHaveValue("Delivery to Seattle, WA, per unit");
    // The rate fills in from the delivery address: DOR's answer for it, with its location code.
    await expect(editor.getByTestId("tax-rate")).toContainText("Location code 1726, at 10.35%");
    await expect(editor.getByLabel("Line 3 unit price in dollars")).toHaveValue("644.00");
    await expectNoAxeViolations(page, "the draft editor");
    await expectFitsPhone(page, "the draft editor");

    // A discount line, moved up above the delivery, then sent. Each line button loads the editor
    // again, with the focus back on the line it concerns and the outcome read with it.
    await editor.getByRole("button", { name: "Add a discount" }).click();
    const discount = editor.getByLabel("Line 4 description");
    await expect(discount).toHaveValue("Discount");
    await expect(discount).toBeFocused();
    await expect(discount).toHaveAccessibleDescription(/^Line 4 added for the discount: give it a negative price/);
    await editor.getByLabel("Line 4 unit price in dollars").fill("-500");
    await editor.getByRole("button", { name: "Move line 4 up" }).focus();
    await page.keyboard.press("Enter");
    await expect(editor.getByLabel("Line 3 description")).toHaveValue("Discount");
    await expect(editor.getByLabel("Line 3 unit price in dollars")).toHaveValue("-500.00");
    const movedUp = editor.getByRole("button", { name: "Move line 3 up" });
    await expect(movedUp).toBeFocused();
    await expect(movedUp).toHaveAccessibleDescription("Line 4 is now line 3. Draft saved.");
    await expectNoAxeViolations(page, "the draft editor after a line moved");
    // A line added by mistake and removed by keyboard: the focus goes to the Remove of the line now last.
    await editor.getByRole("button", { name: "Add a line" }).click();
    await expect(editor.getByLabel("Line 5 description")).toBeFocused();
    await editor.getByRole("button", { name: "Remove line 5" }).focus();
    await page.keyboard.press("Enter");
    await expect(editor.getByLabel("Line 5 description")).toHaveCount(0);
    const nowLast = editor.getByRole("button", { name: "Remove line 4" });
    await expect(nowLast).toBeFocused();
    await expect(nowLast).toHaveAccessibleDescription("Line 5 removed. Draft saved.");
    await priceAndSend(page);
    await expect(page.getByText("Content fingerprint (SHA-256)")).toBeVisible();
    // Its history reads in words, with who did it.
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: "Sent the proposal to the buyer" })).toHaveCount(1);
    await expect(history).toContainText("Started a proposal draft");
    await expectNoAxeViolations(page, "a sent proposal in the console");

    // The buyer, signed out, opens the emailed link.
    const path = await emailedPath(request.email, "proposal-sent");
    const buyerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const buyer = await buyerContext.newPage();
    const response = await buyer.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(buyer.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(buyer.getByRole("heading", { level: 1, name: `Proposal ${request.reference}-P1` })).toBeVisible();
    // 2 × $37,800 + 2 × $5,000 − $500 + 2 × $644 = $86,388; Seattle's 10.35 % = $8,941.16; total $95,329.16.
    await expect(buyer.getByRole("row", { name: /location code 1726, at 10\.35%/ })).toContainText("$8,941.16");
    await expect(buyer.getByRole("row", { name: /Total/ }).first()).toContainText("$95,329.16");
    await expect(buyer.getByRole("row", { name: /Deposit due/ })).toContainText("$23,832.29");
    await expectNoAxeViolations(buyer, "the buyer's proposal");
    await expectFitsPhone(buyer, "the buyer's proposal");
    // The same version as a PDF to file, with the same total.
    const pdf = await downloadPdf(buyer, `Download proposal ${request.reference}-P1 as a PDF`);
    expect(pdf.info.Title).toBe(`Proposal ${request.reference}-P1`);
    expect(pdf.text).toContain("$95,329.16");

    // The owner hears of the first view.
    await expect
      .poll(
        async () =>
          (
            await e2eQuery("select id from outbox where kind = 'proposal-viewed' and subject like $1", [
              `%${request.reference}-P1 %`,
            ])
          ).length,
      )
      .toBe(1);

    // Accept by keyboard: an empty name first, then the name, the box and Enter.
    const name = buyer.getByLabel("Your full name");
    await tabTo(buyer, name);
    await buyer.getByRole("button", { name: "Accept and sign" }).focus();
    await buyer.keyboard.press("Enter");
    // The browser's own check stops an empty name; the server's answer is proven in the fuzz cases.
    await expect(buyer.getByRole("heading", { name: "Accept this proposal" })).toBeVisible();
    // A name with a right-to-left override reads as another name: refused beside the field.
    await name.fill("Ada \u202eecalevoL");
    await buyer.getByLabel("I agree to this proposal and its terms").check();
    await buyer.getByRole("button", { name: "Accept and sign" }).click();
    await expect(buyer.getByLabel("Your full name")).toHaveAccessibleDescription(
      /Your name has hidden characters that change how it reads\. Please type it again\./,
    );
    await buyer.getByLabel("Your full name").clear();
    await buyer.getByLabel("I agree to this proposal and its terms").uncheck();
    await tabTo(buyer, name);
    await buyer.keyboard.type(request.name);
    await buyer.keyboard.press("Tab");
    await buyer.keyboard.press("Space");
    await buyer.keyboard.press("Tab");
    await buyer.keyboard.press("Enter");
    await expect(buyer.getByText("You accepted this proposal.")).toBeVisible();
    const record = buyer.getByRole("region", { name: "Accepted" });
    await expect(record).toContainText(request.name);
    await expect(record).toContainText(request.email);
    await expect(record).toContainText(/[0-9a-f]{64}/);
    // Where it was signed from is the owner's to see, not everyone's who holds the link.
    await expect(record).not.toContainText(/127\.0\.0\.1|::1|Chrome/);
    await expectNoAxeViolations(buyer, "an accepted proposal");

    // The deposit, with a declined card first, then 4242 4242 4242 4242.
    const card = buyer.getByRole("form", { name: "Pay the deposit by card" });
    // The built-in test provider says in plain words that no money moves.
    await expect(card.getByRole("note")).toContainText("Test mode: no real money moves");
    await card.getByLabel("Card number").fill("4000 0000 0000 0002");
    await card.getByLabel("Expiry (MM/YY)").fill("12/34");
    await card.getByLabel("Security code").fill("123");
    await card.getByRole("button", { name: /Pay \$23,832\.29/ }).click();
    await expect(buyer.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    const again = buyer.getByRole("form", { name: "Pay the deposit by card" });
    await again.getByLabel("Card number").fill("4242 4242 4242 4242");
    await again.getByLabel("Expiry (MM/YY)").fill("12/34");
    await again.getByLabel("Security code").fill("123");
    await again.getByRole("button", { name: /Pay/ }).click();
    await expect(buyer.getByText(/Your deposit of \$23,832\.29 is paid/)).toBeVisible();
    await expectNoAxeViolations(buyer, "a proposal with its deposit paid");
    await buyerContext.close();

    // The owner sees what was paid; the first home delivered on the production board invoices its share of the rest.
    await page.reload();
    await expect(page.getByText(/Paid \$23,832\.29 of \$95,329\.16; left to pay \$71,496\.87/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Accepted" })).toContainText(/(127\.0\.0\.1|::1) · .*Chrome/);
    const proposalId = Number(/\/admin\/proposals\/(\d+)/.exec(page.url())?.[1]);
    await reachStages(proposalId, 1, "ready");
    await bookDelivery(proposalId, 1, farDeliveryDay());
    await recordDeliveryOnBoard(page, `${request.reference}-P1`, 1, 2, /\$35,748\.44/);
    expect(problems.messages).toEqual([]);
  });

  test("the proposals list filters by status and exports CSV", async ({ page }) => {
    const request = await seedQuoteRequest({ buyer: "corporate" });
    await prepareAndSend(page, request);
    await openPage(page, "/admin/proposals?status=sent");
    await expect(page.getByRole("row").filter({ hasText: `${request.reference}-P1` })).toBeVisible();
    await expectNoAxeViolations(page, "the proposals list");
    await expectFitsPhone(page, "the proposals list");
    const csv = await page.request.get("/admin/proposals.csv?status=sent");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`${request.reference}-P1`);
    expect((await page.request.get("/admin/proposals?status=nope")).status()).toBe(400);
    expect((await page.request.get("/admin/proposals?before=abc")).status()).toBe(400);
  });
});

test.describe("proposals that can no longer be accepted", () => {
  test("a superseded version says it was replaced, and refuses acceptance", async ({ page, browser }) => {
    const request = await seedQuoteRequest({ buyer: "civic" });
    const first = await prepareAndSend(page, request);
    const firstPath = await emailedPath(request.email, "proposal-sent");
    await openPage(page, `/admin/proposals/${first}`);
    await page.getByRole("button", { name: /Revise/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Proposal ${request.reference}-P2` })).toBeVisible();
    await page.getByRole("form", { name: "Edit the draft" }).getByRole("button", { name: "Send to the buyer" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sent." })).toBeVisible();

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const buyer = await context.newPage();
    await buyer.goto(firstPath);
    await expect(buyer.getByText(`replaced by a newer version, ${request.reference}-P2`)).toBeVisible();
    await expect(buyer.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
    await expectNoAxeViolations(buyer, "a superseded proposal");
    // A page opened before the revision still posts: the answer is a 409 that says why.
    const hash = (
      await e2eQuery<{ content_hash: string }>("select content_hash from proposals where id = $1", [first])
    )[0]?.content_hash;
    const refused = await buyer.request.post(firstPath, {
      form: { intent: "accept", name: request.name, agree: "yes", contentHash: hash ?? "" },
      headers: { Origin: new URL(buyer.url()).origin },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("replaced by a newer version");
    await context.close();
  });

  test("an expired proposal says so and refuses acceptance; unknown and malformed links are the site's 404", async ({
    browser,
  }) => {
    const request = await seedQuoteRequest();
    const token = randomBytes(24).toString("base64url");
    await e2eQuery(
      `insert into proposals (quote_request_id, version, status, token_hash, link_nonce, lines, tax_rate_milli, payment_terms, valid_until, expires_at,
         payment_schedule, terms, subtotal_cents, total_cents, deposit_cents, buyer_name, buyer_email, buyer_type, content_hash, sent_at)
       values ($1, 1, 'sent', encode(sha256(convert_to($2::text, 'UTF8')), 'hex'), replace(gen_random_uuid()::text, '-', ''), '[{"description":"Office Nestz","quantity":2,"unitPriceCents":3780000}]', 0, 'card',
         '2026-01-15', '2026-01-16T07:59:59Z', ${DEPOSIT_SCHEDULE_SQL}, 'Terms.', 7560000, 7560000, 1890000, $3, $4, 'individual', $5, '2025-12-16')`,
      [request.id, token, request.name, request.email, "a".repeat(64)],
    );
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const buyer = await context.newPage();
    await buyer.goto(`/proposal/${token}`);
    await expect(
      buyer.getByText("This proposal held until the end of January 15, 2026 and has expired."),
    ).toBeVisible();
    await expect(buyer.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
    await expectNoAxeViolations(buyer, "an expired proposal");
    // On paper: the document alone, without the site's header, navigation or footer.
    await buyer.emulateMedia({ media: "print" });
    await expect(buyer.getByRole("article")).toBeVisible();
    await expect(buyer.getByRole("contentinfo")).toBeHidden();
    await expect(buyer.getByRole("banner")).toBeHidden();
    await buyer.emulateMedia({ media: "screen" });
    const refused = await buyer.request.post(`/proposal/${token}`, {
      form: { intent: "accept", name: request.name, agree: "yes", contentHash: "a".repeat(64) },
      headers: { Origin: new URL(buyer.url()).origin },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("has now expired");

    for (const path of [
      "/proposal/short",
      `/proposal/${randomBytes(24).toString("base64url")}`,
      "/invoice/x".padEnd(41, "y"),
    ]) {
      const answer = await buyer.goto(path);
      expect(answer?.status(), path).toBe(404);
      expect((await buyer.request.get(`${path}/pdf`)).status(), `${path}/pdf`).toBe(404);
    }
    // Withdrawn, the proposal keeps its page (which says so) but has no PDF to give.
    await e2eQuery(
      "update proposals set status = 'withdrawn', withdrawn_at = now() where token_hash = encode(sha256(convert_to($1::text, 'UTF8')), 'hex')",
      [token],
    );
    await buyer.goto(`/proposal/${token}`);
    await expect(buyer.getByRole("link", { name: /as a PDF/ })).toHaveCount(0);
    const withdrawn = await buyer.request.get(`/proposal/${token}/pdf`);
    expect(withdrawn.status()).toBe(410);
    expect(await withdrawn.text()).toContain("withdrawn");
    await context.close();
  });
});
