/**
 * Checkout with Stripe as the provider, in the browser, against a server of
 * its own whose Stripe keys point at local stand-ins: Stripe's API
 * (tests/support/stripe-stand-in.ts, for the server's `stripe` SDK) and
 * Stripe.js (served in place of js.stripe.com). The page must use the card
 * Element and `confirmCardPayment` with the billing name, never send card
 * details to the site, and leave the order to the signed webhook.
 */
import { randomUUID } from "node:crypto";

import type { Page, Request } from "@playwright/test";
import Stripe from "stripe";

import { StripeStandIn } from "#tests/support/stripe-stand-in";

import {
  expect,
  expectNoAxeViolations,
  pageWidths,
  test,
  waitForFullHydration,
  waitForHydration,
} from "./support/fixtures";
import { attributeOf, scriptsOf } from "./support/html";
import { type OwnSite, startOwnSite } from "./support/own-site";
import { DEPOSIT_SCHEDULE_SQL } from "./support/proposals";
import { STRIPE_JS_URL_PATTERN, type StripeConfirmation, stripeJsStandIn } from "./support/stripe-js-stand-in";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SECRET_KEY = "sk_test_nestz_e2e";
const PUBLISHABLE_KEY = "pk_test_nestz_e2e";
const WEBHOOK_SECRET = "whsec_nestz_e2e_secret";
const stripeApi = new StripeStandIn(SECRET_KEY);
let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await stripeApi.start();
  site = await startOwnSite({
    env: () => ({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    }),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await stripeApi.stop();
});

test.beforeEach(async ({ page }) => {
  await page.route(STRIPE_JS_URL_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: stripeJsStandIn }),
  );
});

interface Order {
  id: string;
  status: string;
  provider: string;
  provider_intent_id: string;
  billing_name: string;
}

const ordersFor = (email: string) =>
  site.query<Order>("select id, status, provider, provider_intent_id, billing_name from orders where email = $1", [
    email,
  ]);

async function open(page: Page, path: string) {
  await page.goto(site.at(path));
  await waitForHydration(page);
}

/** Puts one sticker in the cart and opens the checkout as a guest with this receipt email. */
async function checkoutOneSticker(page: Page, email: string) {
  await open(page, "/Shwag");
  await page.getByRole("button", { name: "Add to cart: Nestz Sticker" }).click();
  // The first press loads the button's script before it adds: wait for the count, as a buyer would see it.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  await open(page, "/Checkout");
  const form = page.getByRole("form", { name: "Payment" });
  await form.getByLabel("Email for your receipt").fill(email);
  return form;
}

const confirmations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { stripeStandIn: { confirmations: StripeConfirmation[] } }).stripeStandIn.confirmations,
  );

/** Sends Stripe's webhook for this event, signed as Stripe signs it. */
async function deliverWebhook(event: object) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return fetch(site.at("/api/stripe/webhook"), {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

test("pays through the card Element: confirmCardPayment with the billing name, no card details to the site, paid by the webhook", async ({
  page,
  problems,
}) => {
  const email = `stripe-${randomUUID().slice(0, 8)}@example.com`;
  const sentToSite: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(site.base)) sentToSite.push(request);
  });

  const form = await checkoutOneSticker(page, email);
  await expect(form.getByText("Your card details go straight to Stripe")).toBeVisible();
  await expect(form.getByLabel("Card number", { exact: true })).toHaveCount(0); // no test-mode fields
  const card = form.getByLabel("Card number, expiry and CVC (Stripe)");
  // Stripe.js mounts the field after the page is interactive; until then Pay says it is loading.
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, "checkout with Stripe's card field");

  // An incomplete card is caught before anything is created, and said at the card field.
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  await expect(
    form.getByRole("alert").filter({ hasText: "Enter your card number, expiry date and security code." }),
  ).toBeVisible();
  await expect(form.getByRole("group", { name: "Card", exact: true })).toHaveAccessibleDescription(
    "Enter your card number, expiry date and security code.",
  );
  expect(await ordersFor(email)).toEqual([]);

  await card.fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
  await expect(page.getByText(/^Your order number is NZ-\d+\.$/)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 0 items");

  // The page confirmed the intent the server created, with the mounted card and the billing name.
  const [order] = await ordersFor(email);
  expect(order).toMatchObject({ provider: "stripe", status: "pending", billing_name: "guest" });
  expect(await confirmations(page)).toEqual([
    {
      publishableKey: PUBLISHABLE_KEY,
      clientSecret: expect.stringMatching(new RegExp(`^${order?.provider_intent_id}_secret_`)),
      billingName: "guest",
      usedTheMountedCard: true,
    },
  ]);

  // The card number went to Stripe.js alone.
  for (const request of sentToSite) expect(request.postData() ?? "", request.url()).not.toMatch(/4242/);

  // Stripe's signed webhook marks it paid, once, however often it comes.
  const event = stripeApi.succeededEvent(order?.provider_intent_id ?? ""); // throws unless Stripe has this intent
  expect(event.data.object).toMatchObject({ amount: 100, currency: "usd" });
  expect((await deliverWebhook(event)).status).toBe(200);
  expect((await deliverWebhook(event)).status).toBe(200);
  expect(await ordersFor(email)).toEqual([expect.objectContaining({ status: "paid" })]);
  expect(problems.messages).toEqual([]);
});

test("a card Stripe declines says 'Payment failed' and keeps the cart; the webhook fails the order", async ({
  page,
}) => {
  const email = `stripe-declined-${randomUUID().slice(0, 8)}@example.com`;
  const form = await checkoutOneSticker(page, email);
  await form.getByLabel("Card number, expiry and CVC (Stripe)").fill("4000 0000 0000 0002");
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Payment" });
  await expect(alert).toContainText("Payment failed");
  await expect(alert).toContainText("Your card was declined.");
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");

  const [order] = await ordersFor(email);
  expect(order?.status).toBe("pending");
  expect((await deliverWebhook(stripeApi.failedEvent(order?.provider_intent_id ?? ""))).status).toBe(200);
  expect(await ordersFor(email)).toEqual([expect.objectContaining({ status: "failed" })]);
});

test("when Stripe.js cannot load, the card field says so and nothing is paid", async ({ page }) => {
  await page.unroute(STRIPE_JS_URL_PATTERN);
  await page.route(STRIPE_JS_URL_PATTERN, (route) => route.abort("internetdisconnected"));
  const email = `stripe-offline-${randomUUID().slice(0, 8)}@example.com`;
  const form = await checkoutOneSticker(page, email);
  await expect(form.getByText("We couldn't load the secure card form.")).toBeVisible();
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  await expect(form.getByText("We couldn't load the secure card form.")).toBeVisible();
  expect(await ordersFor(email)).toEqual([]);
});

/** An accepted proposal for $2,000 with a $500 deposit, as the console and the buyer's page leave it. */
async function acceptedProposal(options: { depositPaid: boolean }) {
  const tag = randomUUID().slice(0, 8);
  const email = `deposit-${tag}@example.com`;
  const [request] = await site.query<{ id: string; reference: string }>(
    `insert into quote_requests (idempotency_key, buyer_type, intent, name, email, units, model, zip, needed_by)
     values ($1, 'individual', 'buy', 'Deposit Buyer', $2, 1, 'bedroom', '97201', '2027-05') returning id, reference`,
    [randomUUID(), email],
  );
  const token = randomUUID().replaceAll("-", "");
  // Inserting a version is allowed; changing one is not.
  const [proposal] = await site.query<{ id: string }>(
    `insert into proposals (quote_request_id, version, status, token_hash, link_nonce, lines, tax_rate_milli, payment_schedule, payment_terms,
       valid_until, expires_at, terms, subtotal_cents, total_cents, deposit_cents, buyer_name, buyer_email, buyer_type,
       content_hash, sent_at, accepted_at, accepted_name, accepted_email, accepted_hash, deposit_paid_at)
     values ($1, 1, 'accepted', encode(sha256(convert_to($2::text, 'UTF8')), 'hex'), replace(gen_random_uuid()::text, '-', ''), '[{"description":"Bedroom Nestz","quantity":1,"unitPriceCents":200000}]', 0, ${DEPOSIT_SCHEDULE_SQL}, 'card',
       '2099-12-31', '2100-01-01T07:59:59Z', 'Terms.', 200000, 200000, 50000, 'Deposit Buyer', $3, 'individual',
       $4, now(), now(), 'Deposit Buyer', $3, $4, $5) returning id`,
    [request?.id, token, email, "b".repeat(64), options.depositPaid ? new Date() : null],
  );
  return { id: proposal?.id ?? "", token, email };
}

test("a proposal's deposit goes through the card Element on its own page, and the webhook marks it paid once", async ({
  page,
  problems,
}) => {
  const { token, email } = await acceptedProposal({ depositPaid: false });
  await page.goto(site.at(`/proposal/${token}`));
  await page.getByRole("link", { name: "Pay the deposit of $500.00 by card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pay your deposit" })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Pay the deposit by card" });
  const card = form.getByLabel("Card number, expiry and CVC (Stripe)");
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, "the deposit's Stripe page");
  await card.fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay $500.00" }).click();
  await expect(page).toHaveURL(new RegExp(`/proposal/${token}#payment$`));

  const [intent] = await site.query<{ id: string }>(
    `select payment_intents.id from payment_intents join proposals on proposals.id = payment_intents.proposal_id
     where payment_intents.target = 'deposit' and proposals.token_hash = encode(sha256(convert_to($1::text, 'UTF8')), 'hex')`,
    [token],
  );
  const event = stripeApi.succeededEvent(intent?.id ?? "");
  expect(event.data.object).toMatchObject({ amount: 50_000, metadata: { purpose: "proposal-deposit" } });
  expect((await deliverWebhook(event)).status).toBe(200);
  expect((await deliverWebhook(event)).status).toBe(200);
  await page.reload();
  await expect(page.getByText(/Your deposit of \$500\.00 is paid/)).toBeVisible();
  const receipts = await site.query(
    "select id from outbox where recipient = $1 and kind = 'proposal-deposit-receipt'",
    [email],
  );
  expect(receipts).toHaveLength(1);
  expect(problems.messages).toEqual([]);
});

test("a balance invoice is paid through the card Element on its own page, and the webhook marks it paid once", async ({
  page,
  problems,
}) => {
  const proposal = await acceptedProposal({ depositPaid: true });
  const token = randomUUID().replaceAll("-", "");
  const sequence = 900_000 + Math.floor(Math.random() * 99_999);
  const number = `INV-${sequence}`;
  await site.query(
    `insert into invoices (sequence, number, token_hash, link_nonce, proposal_id, kind, amount_cents, issued_on, due_on, buyer_name, buyer_email)
     values ($1, $2, encode(sha256(convert_to($3::text, 'UTF8')), 'hex'), replace(gen_random_uuid()::text, '-', ''), $4, 'balance', 150000, current_date, current_date + 30, 'Deposit Buyer', $5)`,
    [sequence, number, token, proposal.id, proposal.email],
  );
  await page.goto(site.at(`/invoice/${token}`));
  await page.getByRole("link", { name: "pay $1,500.00 by card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Pay invoice ${number}` })).toBeVisible();
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Pay the invoice by card" });
  const card = form.getByLabel("Card number, expiry and CVC (Stripe)");
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page, "the invoice's Stripe page");
  await page.setViewportSize({ width: 360, height: 740 });
  const widths = await pageWidths(page);
  expect(widths.scrollWidth, "no sideways scrolling at 360 px").toBeLessThanOrEqual(widths.clientWidth);
  await expectNoAxeViolations(page, "the invoice's Stripe page at 360 px");
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay $1,500.00" }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${token}$`));

  const [invoice] = await site.query<{ intent_id: string }>(
    `select payment_intents.id as intent_id from payment_intents join invoices on invoices.id = payment_intents.invoice_id
     where invoices.token_hash = encode(sha256(convert_to($1::text, 'UTF8')), 'hex')`,
    [token],
  );
  const event = stripeApi.succeededEvent(invoice?.intent_id ?? "");
  expect(event.data.object).toMatchObject({ amount: 150_000, metadata: { purpose: "invoice" } });
  expect((await deliverWebhook(event)).status).toBe(200);
  expect((await deliverWebhook(event)).status).toBe(200);
  await page.reload();
  await expect(page.getByText(/Paid in full on .* by card/)).toBeVisible();
  await expect(page.getByRole("link", { name: /by card/ })).toHaveCount(0);
  const paid = await site.query(
    "select id from audit_log where action = 'invoice.paid-by-card' and after->>'number' = $1",
    [number],
  );
  expect(paid, "recorded once, though the webhook came twice").toHaveLength(1);
  // A paid invoice's pay page sends the buyer back to it rather than start another payment.
  await page.goto(site.at(`/invoice/${token}/pay`));
  await expect(page).toHaveURL(new RegExp(`/invoice/${token}$`));
  expect(problems.messages).toEqual([]);
});

test("a content page reached from the hydrated pay page by the client router works too", async ({ page, problems }) => {
  // The pay pages are the site's last hydrated pages: a link in their header is followed by React Router.
  const { token } = await acceptedProposal({ depositPaid: false });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(site.at(`/proposal/${token}/pay`));
  await waitForFullHydration(page);
  await page.getByRole("button", { name: "MENU" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "F.A.Q.", exact: true }).click();
  await expect(page).toHaveURL(/\/FAQ$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/questions/i);
  const menu = page.getByRole("button", { name: "MENU" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Cart, / })
    .click();
  await expect(page.getByRole("banner").getByRole("region", { name: "Cart" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  expect(problems.messages).toEqual([]);
});

test("the hydrated pay page: every script carries the response's own nonce, modules preload at low priority, the icon is the cached file", async ({
  page,
  problems,
}) => {
  // The pay pages are the site's only hydrated pages (every other one is HTML and islands).
  const { token } = await acceptedProposal({ depositPaid: false });
  const path = `/proposal/${token}/pay`;
  const nonces: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await page.request.get(site.at(path));
    expect(response.status()).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(/script-src[^;]*/.exec(policy)?.[0] ?? "")?.[1] ?? "";
    expect(nonce.length, "a nonce in script-src").toBeGreaterThanOrEqual(16);
    const html = await response.text();
    const scripts = scriptsOf(html).filter(({ attributes }) => !/json/i.test(attributeOf(attributes, "type") ?? ""));
    expect(
      scripts.some(({ body }) => /__reactRouterContext|import\(/.test(body)),
      "React Router's hand-off",
    ).toBe(true);
    for (const { attributes, body } of scripts) expect(attributeOf(attributes, "nonce"), body.slice(0, 60)).toBe(nonce);
    const preloads = [...html.matchAll(/<link\b([^>]*\brel="modulepreload"[^>]*)>/gi)].map((match) => match[1] ?? "");
    expect(preloads.length, "React Router's modules are preloaded").toBeGreaterThan(0);
    for (const attributes of preloads) expect(attributeOf(attributes, "fetchpriority"), attributes).toBe("low");
    nonces.push(nonce);
  }
  expect(nonces[0], "a fresh nonce for each response").not.toBe(nonces[1]);

  await page.goto(site.at(path), { waitUntil: "networkidle" });
  await waitForFullHydration(page);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
  // The headless shell the specs run in never asks for an icon (docs/decisions/0051): what the
  // page names must be the file, answered as an image a browser may keep.
  const icon = await page.request.get(site.at("/favicon.svg"));
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(icon.headers()["cache-control"]).toMatch(/max-age=[1-9]/);
  expect(problems.messages, "no policy violation while it hydrates").toEqual([]);
});
