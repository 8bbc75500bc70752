/**
 * The whole buying journey against a server of its own, whose database and
 * mail this spec can read: add stickers, reload, use the dropdown, change the
 * quantity, pay by keyboard alone, and find the order stored as paid, the
 * confirmation delivered over SMTP, and the order on the account page.
 */
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ mail: true });
});

test.afterAll(async () => {
  await site.stop();
});

const at = (path: string) => site.at(path);
const query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => site.query<T>(sql, values);

async function open(page: Page, path: string) {
  await page.goto(at(path));
  await waitForHydration(page);
}

test("a signed-in buyer's journey, by keyboard: cart, checkout, paid order, email and account", async ({
  page,
  problems,
}) => {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await open(page, "/SignIn");
  const signUp = page.getByRole("form", { name: "I'm new here" });
  await signUp.getByLabel("Display name").fill("Juniper Buyer");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("stickers please");
  await signUp.getByLabel("Confirm password").fill("stickers please");
  await signUp.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(at("/"));

  // Add two stickers by keyboard, then reload: the cart is still there.
  await open(page, "/Shwag");
  const add = page.getByRole("button", { name: "Add to cart: Nestz Sticker" });
  await tabTo(page, add);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart, / });
  await expect(cart).toHaveAccessibleName("Cart, 2 items");
  await page.reload();
  await waitForHydration(page);
  await expect(cart).toHaveAccessibleName("Cart, 2 items");

  // Open the dropdown from the keyboard and go to checkout.
  await cart.focus();
  await page.keyboard.press("Enter");
  const checkoutLink = page.getByRole("link", { name: "Go to checkout" });
  await expect(checkoutLink).toBeVisible();
  await expectNoAxeViolations(page, "open cart dropdown");
  await tabTo(page, checkoutLink, 10);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(at("/Checkout"));
  await waitForHydration(page);

  // One more, by keyboard: three stickers, $3.00.
  const increase = page.getByRole("button", { name: "Increase quantity of Nestz Sticker" });
  await increase.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Pay $3.00" })).toBeVisible();
  await expectNoAxeViolations(page, "checkout with a cart");

  const form = page.getByRole("form", { name: "Payment" });
  await expect(form.getByLabel("Billing name")).toHaveValue("Juniper Buyer");
  await form.getByLabel("Card number").focus();
  await page.keyboard.type("4242 4242 4242 4242");
  await page.keyboard.press("Tab");
  await page.keyboard.type("12/39");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
  const number = (await page.getByText(/^Your order number is NZ-\d+\.$/).textContent())?.match(/NZ-\d+/)?.[0] ?? "";
  expect(number).toMatch(/^NZ-\d{6}$/);
  await expect(cart).toHaveAccessibleName("Cart, 0 items");

  // Stored as paid, once, with the items and prices of the moment.
  const orders = await query<{ id: string; status: string; amount_cents: number; email: string; billing_name: string }>(
    "select id, status, amount_cents, email, billing_name from orders where email = $1",
    [email],
  );
  expect(orders).toEqual([
    { id: expect.any(String), status: "paid", amount_cents: 300, email, billing_name: "Juniper Buyer" },
  ]);
  const items = await query("select name, unit_price_cents, quantity from order_items where order_id = $1", [
    orders[0]?.id,
  ]);
  expect(items).toEqual([{ name: "Nestz Sticker", unit_price_cents: 100, quantity: 3 }]);

  // The confirmation went through the outbox to the mail server.
  const mail = await site.inbox!.waitFor(email);
  expect(mail.decoded).toContain(`Subject: Your Nestz order ${number}`);
  expect(mail.decoded).toContain("3 × Nestz Sticker");
  // The mail server has the message a moment before the sender hears its "250 OK" and marks the row.
  const outbox = () =>
    query<{ status: string }>("select status from outbox where recipient = $1 and kind = 'order-confirmation'", [
      email,
    ]);
  await expect.poll(outbox).toEqual([{ status: "sent" }]);

  // And the account lists it.
  await open(page, "/Account");
  const listed = page.getByRole("listitem").filter({ hasText: `Order ${number}` });
  await expect(listed).toContainText("Paid");
  await expect(listed).toContainText("3 × Nestz Sticker");
  expect(problems.messages).toEqual([]);
});

test("a declined card fails that order, sends nothing, and keeps the cart", async ({ page }) => {
  await open(page, "/Shwag");
  await page.getByRole("button", { name: "Add to cart: Nestz Sticker" }).click();
  // The first press loads the button's script before it adds: wait for the count, as a buyer would see it.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  await open(page, "/Checkout");
  const email = `declined-${randomUUID().slice(0, 8)}@example.com`;
  const form = page.getByRole("form", { name: "Payment" });
  await form.getByLabel("Email for your receipt").fill(email);
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment" })).toContainText("Payment failed");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  expect(await query("select status from orders where email = $1", [email])).toEqual([{ status: "failed" }]);
  expect(await query("select 1 from outbox where recipient = $1", [email])).toEqual([]);
});
