/**
 * A change after acceptance: the owner drafts a change order, sees its effect
 * on the schedule and sends it; the buyer reads it on its own link and
 * accepts it by keyboard without JavaScript; the schedule and the order's
 * value follow. Axe on each new state (in the owner's browser, as axe needs
 * script), and the buyer's page at 360 px.
 */
import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { emailedPath, prepareAndSend, seedQuoteRequest } from "./support/proposals";

test("the owner sends a change order and the buyer accepts it; the schedule follows", async ({ page, browser }) => {
  const request = await seedQuoteRequest();
  const proposalId = await prepareAndSend(page, request);

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
  const buyer = await context.newPage();
  const orderPath = await emailedPath(request.email, "proposal-sent");
  await buyer.goto(orderPath);
  await buyer.getByLabel("Your full name").fill(request.name);
  await buyer.getByRole("checkbox", { name: /I agree/ }).check();
  await buyer.getByRole("button", { name: "Accept and sign" }).click();
  await expect(buyer.getByRole("region", { name: "Changes to your order" })).toContainText("No changes so far.");

  // The owner drafts a change, sees its effect on the stages still to invoice, then sends it.
  await openPage(page, `/admin/proposals/${proposalId}`);
  await page.getByRole("link", { name: /Change orders: draft, send/ }).click();
  const draft = page.getByRole("form", { name: "Draft a change order" });
  const line = draft.getByRole("group", { name: "Line 1" });
  await line.getByLabel("Description").fill("Solar preparation");
  await line.getByLabel("Quantity").fill("1");
  await line.getByLabel("Unit price ($)").fill("1250.00");
  await draft.getByRole("button", { name: "Save and show its effect" }).click();
  const number = `${request.reference}-P1-CO1`;
  await expect(page.getByRole("alert").filter({ hasText: `Saved ${number}` })).toBeVisible();
  const effect = page.getByRole("table", { name: "Your payment schedule before and after this change" });
  await expect(effect.getByRole("row", { name: /Deposit/ })).toContainText("Invoiced: does not change");
  await expectNoAxeViolations(page, "the console's change order draft");
  await page.getByRole("button", { name: `Send ${number} to the buyer` }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Sent ${number}` })).toBeVisible();

  const [mail] = await e2eQuery<{ text: string }>(
    "select text from outbox where recipient = $1 and kind = 'change-order-sent' order by id desc limit 1",
    [request.email],
  );
  const path = /https?:\/\/[^\s/]+(\/change-order\/[A-Za-z0-9_-]{32})/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(path).not.toBe("");

  // The buyer's page at 360 px, checked with axe (which needs script) in the owner's browser.
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Change order ${number}`);
  const widths = await pageWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await expectNoAxeViolations(page, "a change order open to accept, at 360 px");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The buyer accepts by keyboard alone, without JavaScript.
  await buyer.goto(path);
  const name = buyer.getByLabel("Your full name");
  await tabTo(buyer, name);
  await buyer.keyboard.type(request.name);
  await buyer.keyboard.press("Tab");
  await buyer.keyboard.press("Space");
  await expect(buyer.getByRole("checkbox", { name: "I agree to this change" })).toBeChecked();
  await buyer.keyboard.press("Tab");
  await buyer.keyboard.press("Enter");
  await expect(buyer.getByRole("alert").filter({ hasText: "You accepted this change" })).toBeVisible();
  await openPage(page, path);
  await expectNoAxeViolations(page, "an accepted change order");

  // The schedule follows: the stages not yet invoiced carry the difference, and the order shows its new value.
  const [row] = await e2eQuery<{ after: number; before: number }>(
    `select (select sum((i ->> 'amountCents')::bigint) from jsonb_array_elements(c.schedule_after) i)::int as after,
            p.total_cents::int as before
       from change_orders c join proposals p on p.id = c.proposal_id where c.number = $1`,
    [number],
  );
  const [change] = await e2eQuery<{ total: number }>(
    "select total_cents::int as total from change_orders where number = $1",
    [number],
  );
  expect(row?.after).toBe((row?.before ?? 0) + (change?.total ?? 0));
  await buyer.goto(orderPath);
  const changes = buyer.getByRole("region", { name: "Changes to your order" });
  await expect(changes.getByRole("row", { name: new RegExp(number) })).toContainText("Accepted");
  await expect(changes).toContainText(
    `$${(((row?.before ?? 0) + (change?.total ?? 0)) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  await openPage(page, orderPath);
  await expectNoAxeViolations(page, "the order's page with a change order");
  // The console's proposal counts what is paid against the order as changed, not as first signed.
  const contract = ((row?.before ?? 0) + (change?.total ?? 0)) / 100;
  await openPage(page, `/admin/proposals/${proposalId}`);
  await expect(page.getByText(/^Paid \$[\d,.]+ of /)).toContainText(
    `of $${contract.toLocaleString("en-US", { minimumFractionDigits: 2 })};`,
  );
  await context.close();
});
