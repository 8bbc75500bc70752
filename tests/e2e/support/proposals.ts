/**
 * Proposals for browser specs: a quote request written straight into the
 * shared server's database (the Contact form is rate limited per address),
 * priced and sent through the console as the owner does it, and the link
 * read from the email the outbox holds.
 */
import { randomUUID } from "node:crypto";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { type ReadPdf, readPdf } from "../../support/pdf-text";
import { e2eQuery } from "./e2e-database";
import { expect, openPage } from "./fixtures";

export interface SeededRequest {
  id: number;
  reference: string;
  name: string;
  email: string;
}

/** Where a seeded request's homes go: Seattle (an address the DOR lookup stand-in knows), Gig Harbor, Portland. */
const PLACES = {
  "98109": { street: "400 Broad St", city: "Seattle", state: "WA", miles: 141, feeCents: 64_400 },
  "98335": { street: null, city: "Gig Harbor", state: "WA", miles: 136, feeCents: 62_400 },
  "97201": { street: null, city: "Portland", state: "OR", miles: 9, feeCents: 20_000 },
} as const;

/** A version's schedule as SQL, for specs that insert a version directly: 25 % on acceptance, the rest on delivery. */
export const DEPOSIT_SCHEDULE_SQL = `'${JSON.stringify({
  units: 1,
  stages: [
    { name: "Deposit", share: { kind: "percent", basisPoints: 2_500 }, trigger: { kind: "acceptance" } },
    { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
  ],
})}'::jsonb`;

export async function seedQuoteRequest({
  buyer = "individual",
  zip = "98109",
}: {
  buyer?: "individual" | "civic" | "government" | "corporate";
  zip?: keyof typeof PLACES;
} = {}): Promise<SeededRequest> {
  const tag = randomUUID().slice(0, 8);
  const name = `Buyer ${tag}`;
  const email = `buyer-${tag}@example.com`;
  const place = PLACES[zip];
  const [row] = await e2eQuery<{ id: string; reference: string }>(
    `insert into quote_requests (idempotency_key, buyer_type, intent, name, email, organization, units, model, options, zip,
       delivery_street, delivery_city_name, delivery_city, delivery_state, delivery_miles, delivery_fee_cents, needed_by)
     values ($1, $2, 'buy', $3, $4, $5, 2, 'office', '{kitchen}', $6, $7, $8, $8, $9, $10, $11, '2027-05')
     returning id, reference`,
    [
      randomUUID(),
      buyer,
      name,
      email,
      buyer === "individual" ? null : `${buyer} office ${tag}`,
      zip,
      place.street,
      place.city,
      place.state,
      place.miles,
      place.feeCents,
    ],
  );
  if (!row) throw new Error("no request stored");
  return { id: Number(row.id), reference: row.reference, name, email };
}

/** On a request's page: prepare a proposal (its rate looked up from the address), price every open line, save and send. */
export async function prepareAndSend(
  page: Page,
  request: SeededRequest,
  options: { keepSchedule?: boolean } = {},
): Promise<number> {
  await openPage(page, `/admin/quote-requests/${request.reference}`);
  await page.getByRole("button", { name: "Prepare a proposal" }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/\d+$/);
  await priceAndSend(page, options);
  return Number(/\/admin\/proposals\/(\d+)/.exec(page.url())?.[1]);
}

/**
 * Prices the two open lines and sends. A buyer the quote form leaves two ways to read (a civic
 * group or a government agency) is answered as a public body, which pays Washington's tax. A
 * public buyer's schedule (each unit invoiced on delivery) is invoiced whole on acceptance
 * instead, so its purchase order is answered by one invoice, unless `keepSchedule`.
 */
export async function priceAndSend(page: Page, { keepSchedule = false } = {}): Promise<void> {
  const editor = page.getByRole("form", { name: "Edit the draft" });
  await expect(editor.getByLabel("Line 1 description")).toBeVisible();
  await editor.getByLabel("Line 1 unit price in dollars").fill("37800");
  await editor.getByLabel("Line 2 unit price in dollars").fill("5000");
  const buyerKind = editor.getByLabel("Who the buyer is, for tax");
  if ((await buyerKind.inputValue()) === "") await buyerKind.selectOption("state-or-local");
  const onlyStage = editor.getByLabel("Stage 1 invoiced");
  if (!keepSchedule && (await editor.getByLabel("Stage 2 name").count()) === 0)
    await onlyStage.selectOption("acceptance");
  await editor.getByRole("button", { name: "Send to the buyer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sent." })).toBeVisible();
}

/** The path of the newest link of this kind emailed to the buyer (the e2e server's PUBLIC_URL is its own). */
export async function emailedPath(email: string, kind: "proposal-sent" | "invoice-issued"): Promise<string> {
  const [mail] = await e2eQuery<{ text: string }>(
    "select text from outbox where recipient = $1 and kind = $2 order by id desc limit 1",
    [email, kind],
  );
  const match = /https?:\/\/[^\s/]+(\/(?:proposal|invoice)\/[A-Za-z0-9_-]{32})/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no ${kind} email to ${email}`);
  return match[1];
}

/**
 * Follows a page's link to a PDF as a download would (headless Chromium has
 * no viewer) and reads it back: its text and metadata.
 */
export async function downloadPdf(page: Page, linkName: string): Promise<ReadPdf> {
  const href = await page.getByRole("link", { name: linkName }).getAttribute("href");
  expect(href, `the link "${linkName}"`).toMatch(/\/pdf$/);
  const answer = await page.request.get(href ?? "");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["cache-control"]).toContain("private");
  expect(answer.headers()["x-robots-tag"]).toContain("noindex");
  const pdf = await readPdf(await answer.body());
  return { ...pdf, text: pdf.text.replace(/\s+/g, " ") };
}

/**
 * The buyer opens the emailed proposal in a signed-out browser of their own (without JavaScript
 * unless asked), accepts it and answers with a purchase order; the invoice page it lands on.
 */
export async function acceptWithPurchaseOrder(
  browser: Browser,
  request: SeededRequest,
  { javaScriptEnabled = false, poNumber = "PO-2027-0101" } = {},
): Promise<{ context: BrowserContext; buyer: Page; invoiceNumber: string; invoicePath: string }> {
  const path = await emailedPath(request.email, "proposal-sent");
  const context = await browser.newContext({ javaScriptEnabled, storageState: { cookies: [], origins: [] } });
  const buyer = await context.newPage();
  await buyer.goto(path);
  await buyer.getByLabel("Your full name").fill(request.name);
  await buyer.getByRole("checkbox", { name: /I agree/ }).check();
  await buyer.getByRole("button", { name: "Accept and sign" }).click();
  await expect(buyer.getByText("You accepted this proposal.")).toBeVisible();
  const po = buyer.getByRole("form", { name: "Pay by purchase order" });
  await po.getByLabel("Purchase order number").fill(poNumber);
  await po.getByRole("button", { name: "Send purchase order" }).click();
  await expect(buyer.getByRole("heading", { level: 1, name: /^Invoice INV-\d{4,}$/ })).toBeVisible();
  const invoiceNumber = (await buyer.getByRole("heading", { level: 1 }).textContent())?.replace("Invoice ", "") ?? "";
  return { context, buyer, invoiceNumber, invoicePath: new URL(buyer.url()).pathname };
}
