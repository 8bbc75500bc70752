/**
 * Paying on /Checkout with the built-in test provider (the default without
 * Stripe keys): success, a declined card, a double press, a price that
 * changed, and a signed-in buyer. The cart itself is in cart.spec.ts.
 */
import type { Page, Request } from "@playwright/test";

import { expect, expectNoAxeViolations, openPage, type PageProblems, signUp, test } from "./support/fixtures";

const STICKER = "Nestz Sticker";
const CREATE_INTENT = "/.netlify/functions/createPaymentIntent";
const TEST_CONFIRM = "/api/payments/test/confirm";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / });
const paymentForm = (page: Page) => page.getByRole("form", { name: "Payment" });

async function addStickers(page: Page, count: number) {
  await openPage(page, "/Shwag");
  for (let added = 1; added <= count; added++) {
    await page.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${added} ${added === 1 ? "item" : "items"}`);
  }
}

/** The POSTs the page makes to the payment API, in order. */
function recordPayments(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname === CREATE_INTENT || pathname === TEST_CONFIRM))
      requests.push(request);
  });
  return requests;
}

async function fillCard(page: Page, number: string, { email }: { email?: string } = {}) {
  const form = paymentForm(page);
  if (email) await form.getByLabel("Email for your receipt").fill(email);
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
}

/** Console errors other than the browser's own note about an expected 4xx answer. */
function unexpected(problems: PageProblems, expectedStatuses: number[]): string[] {
  return problems.messages.filter(
    (message) =>
      !expectedStatuses.some((status) => message.includes(`the server responded with a status of ${status}`)),
  );
}

test("a guest pays with 4242…: 'Payment Successful', the order number, and an empty cart", async ({
  page,
  problems,
}) => {
  await addStickers(page, 2);
  await openPage(page, "/Checkout");
  const requests = recordPayments(page);
  // The built-in test provider says in plain words that no money moves.
  await expect(paymentForm(page).getByRole("note")).toContainText("Test mode: no real money moves");
  await fillCard(page, "4242 4242 4242 4242", { email: "robin@example.com" });
  await paymentForm(page).getByRole("button", { name: "Pay $2.00" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
  await expect(page.getByText(/^Your order number is NZ-\d+\.$/)).toBeVisible();
  await expect(
    page.getByText("A confirmation email is on its way to robin@example.com.", { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Thank you for your order" })).toBeFocused();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  await expect(page.getByRole("link", { name: "See your orders in your account" })).toHaveCount(0);
  await expectNoAxeViolations(page, "checkout after paying");

  expect(requests.map((request) => new URL(request.url()).pathname)).toEqual([CREATE_INTENT, TEST_CONFIRM]);
  const create = requests[0]!;
  expect(create.postDataJSON()).toEqual({
    items: [{ id: expect.any(Number), quantity: 2 }],
    amount: 200,
    email: "robin@example.com",
  });
  expect(create.headers()["idempotency-key"]).toMatch(UUID);
  const confirm = requests[1]!.postDataJSON() as { card: unknown; billingName: string };
  expect(confirm.card).toEqual({ number: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123" });
  expect(confirm.billingName).toBe("guest");

  await page.reload();
  await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
  expect(problems.messages).toEqual([]);
});

test("a declined card says 'Payment failed', keeps the cart, and another card then pays", async ({
  page,
  problems,
}) => {
  await addStickers(page, 1);
  await openPage(page, "/Checkout");
  const requests = recordPayments(page);
  await fillCard(page, "4000 0000 0000 0002", { email: "sky@example.com" });
  await paymentForm(page).getByRole("button", { name: "Pay $1.00" }).click();

  const alert = paymentForm(page).getByRole("alert");
  await expect(alert).toContainText("Payment failed");
  await expect(alert).toContainText("declined");
  await expect(page.getByRole("rowheader", { name: STICKER })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(paymentForm(page).getByRole("button", { name: "Pay $1.00" })).toBeEnabled();
  await expectNoAxeViolations(page, "checkout after a decline");

  await paymentForm(page).getByLabel("Card number").fill("4242 4242 4242 4242");
  await paymentForm(page).getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");

  const keys = requests
    .filter((request) => request.url().endsWith(CREATE_INTENT))
    .map((request) => request.headers()["idempotency-key"]);
  expect(keys).toHaveLength(2);
  expect(keys[0], "a finished attempt is not reused").not.toBe(keys[1]);
  expect(unexpected(problems, [402])).toEqual([]);
});

test("pressing Pay twice sends one payment", async ({ page, problems }) => {
  await addStickers(page, 1);
  await openPage(page, "/Checkout");
  const requests = recordPayments(page);
  await fillCard(page, "4242 4242 4242 4242", { email: "twice@example.com" });
  await paymentForm(page).getByRole("button", { name: "Pay $1.00" }).dblclick();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  expect(requests.filter((request) => request.url().endsWith(CREATE_INTENT))).toHaveLength(1);
  expect(requests.filter((request) => request.url().endsWith(TEST_CONFIRM))).toHaveLength(1);
  expect(problems.messages).toEqual([]);
});

test("a price that changed is refused, shown, and the cart catches up", async ({ page, problems }) => {
  await addStickers(page, 1);
  // The stored cart says 50 cents; the shop says $1.00.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("nestz.cart") ?? "{}") as { cartItems: { priceCents: number }[] };
    for (const item of stored.cartItems) item.priceCents = 50;
    localStorage.setItem("nestz.cart", JSON.stringify(stored));
  });
  await openPage(page, "/Checkout");
  await fillCard(page, "4242 4242 4242 4242", { email: "prices@example.com" });
  await paymentForm(page).getByRole("button", { name: "Pay $0.50" }).click();

  const alert = paymentForm(page).getByRole("alert");
  await expect(alert).toContainText("Payment failed");
  await expect(alert).toContainText(/Prices changed/);
  await expect(page.getByRole("rowheader", { name: STICKER })).toBeVisible();
  await expect(paymentForm(page).getByRole("button", { name: "Pay $1.00" })).toBeVisible();

  await paymentForm(page).getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  expect(unexpected(problems, [409])).toEqual([]);
});

test("a signed-in buyer pays under their display name and is pointed to their account", async ({
  page,
  baseURL,
  problems,
}) => {
  const { name, email } = await signUp(page, baseURL ?? "");
  await addStickers(page, 1);
  await openPage(page, "/Checkout");
  const requests = recordPayments(page);
  await fillCard(page, "4242 4242 4242 4242");
  await paymentForm(page).getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByText("Payment Successful")).toBeVisible();
  await expect(page.getByText(`A confirmation email is on its way to ${email}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "See your orders in your account" })).toHaveAttribute("href", "/Account");
  expect(requests[0]!.postDataJSON()).not.toHaveProperty("email");
  expect((requests[1]!.postDataJSON() as { billingName: string }).billingName).toBe(name);
  expect(problems.messages).toEqual([]);
});
