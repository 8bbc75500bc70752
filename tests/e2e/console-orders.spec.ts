/**
 * The console's Orders section, as the owner uses it: a buyer pays for a
 * sticker with the test card; the admin finds the order by email, opens it,
 * fulfils it, refunds it (pressed twice: one refund), sees its history, and
 * exports the filtered list as CSV. Without JavaScript too.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

import { CSV_BOM, parseCsv } from "#app/domain/console/csv";
import { ORDER_EXPORT_COLUMNS } from "#app/domain/orders/export";

import { E2E_PORT, e2eQuery } from "./support/e2e-database";
import {
  expect,
  expectNoAxeViolations,
  openPage,
  pageWidths,
  signUpAdmin,
  test as base,
  waitForHydration,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";

interface Admin {
  email: string;
  storageState: Exclude<BrowserContextOptions["storageState"], string | undefined>;
}

/**
 * One admin per worker, its session reused by every test: sign-ups are
 * rate limited per client (10 a minute) on the server all specs share.
 */
const test = base.extend<object, { admin: Admin }>({
  admin: [
    async ({ browser }, provide) => {
      const baseURL = `http://127.0.0.1:${E2E_PORT}`;
      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const { email } = await signUpAdmin(await context.newPage(), baseURL);
      const storageState = await context.storageState();
      await context.close();
      await provide({ email, storageState });
    },
    { scope: "worker" },
  ],
  storageState: async ({ admin }, provide) => provide(admin.storageState),
});

interface Bought {
  id: string;
  number: string;
  email: string;
  intentId: string;
}

/** A guest buys one sticker with the test card, in a browser of their own. */
async function buySticker(browser: Browser, baseURL: string): Promise<Bought> {
  const email = `orders-${randomUUID().slice(0, 8)}@example.com`;
  // A guest: none of the admin's cookies, and script on.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await openPage(page, "/Shwag");
  await page.getByRole("button", { name: "Add to cart: Nestz Sticker" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  await openPage(page, "/Checkout");
  const form = page.getByRole("form", { name: "Payment" });
  await form.getByLabel("Email for your receipt").fill(email);
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $1.00" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
  const number = (await page.getByText(/^Your order number is NZ-\d+\.$/).textContent())?.match(/NZ-\d+/)?.[0] ?? "";
  await context.close();
  const [row] = await e2eQuery<{ id: string; provider_intent_id: string; status: string }>(
    "select id, provider_intent_id, status from orders where email = $1",
    [email],
  );
  expect(row?.status).toBe("paid");
  return { id: row?.id ?? "", number, email, intentId: row?.provider_intent_id ?? "" };
}

const statusOf = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]");

test.describe("the Orders section", () => {
  test("finds an order by email, fulfils it by keyboard, refunds it once though pressed twice, and shows its history", async ({
    page,
    browser,
    baseURL,
    admin,
    problems,
  }) => {
    // A long flow (two sessions, several pages, axe in each state): up to 55 s on a busy two-core machine.
    test.slow();
    const bought = await buySticker(browser, baseURL ?? "");

    // The list, filtered by part of the buyer's email (typed, then Enter).
    await openPage(page, "/admin/orders");
    await expect(page).toHaveTitle("Orders | Nestz console");
    await expect(
      page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByLabel("Email contains").fill(bought.email.slice(0, 15).toUpperCase());
    await page.getByLabel("Email contains").press("Enter");
    await expect(page).toHaveURL(new RegExp(`email=${bought.email.slice(0, 15).toUpperCase()}`));
    const table = page.getByRole("table", { name: "Orders, newest first" });
    await expect(table.getByRole("row")).toHaveCount(2);
    const row = table.getByRole("row").filter({ hasText: bought.email });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("1 × Nestz Sticker");
    await expect(row).toContainText("$1.00");
    await expect(page.getByText("Showing 1–1 of 1 order.")).toBeVisible();
    await expectNoAxeViolations(page, "the orders list, filtered");

    // The order's page.
    await row.getByRole("link", { name: bought.number }).click();
    await expect(page).toHaveURL(`/admin/orders/${bought.id}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: `Order ${bought.number}` })).toBeVisible();
    await expect(page).toHaveTitle(`Order ${bought.number} | Nestz console`);
    await expect(statusOf(page)).toContainText("Paid");
    await expect(page.getByRole("table", { name: "Items, at the prices paid" })).toContainText("Nestz Sticker");
    const buyer = page.getByRole("region", { name: "Buyer" });
    await expect(buyer).toContainText(bought.email);
    await expect(buyer).toContainText("None: bought as a guest");
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText(bought.intentId);
    await expect(payment).toContainText("Test provider");
    await expectNoAxeViolations(page, "a paid order");

    // Fulfil, by keyboard.
    const fulfil = page.getByRole("button", { name: "Mark fulfilled" });
    await tabTo(page, fulfil);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Marked fulfilled" })).toBeVisible();
    await expect(statusOf(page)).toContainText("Fulfilled");
    await expect(page.getByRole("button", { name: "Mark fulfilled" })).toHaveCount(0);
    await expectNoAxeViolations(page, "an order after it was fulfilled");

    // Refund: open the disclosure by keyboard, then press the button twice in a row.
    const disclosure = page.getByText("Refund this order…");
    await tabTo(page, disclosure);
    await page.keyboard.press("Enter");
    const refund = page.getByRole("button", { name: "Refund $1.00" });
    await expect(refund).toBeVisible();
    await expectNoAxeViolations(page, "an order with the refund opened");
    await refund.dblclick();
    await expect(
      page.getByRole("alert").filter({ hasText: /Refunded \$1\.00 in full|already refunded/ }),
    ).toBeVisible();
    await expect(statusOf(page)).toContainText("Refunded");
    await expect(page.getByRole("button", { name: "Refund $1.00" })).toHaveCount(0);
    await expect(payment).toContainText(/re_test_\w+/);

    // History: the milestones and who did what.
    const history = page.getByRole("region", { name: "History" });
    for (const step of ["Placed", "Paid", "Fulfilled", "Refunded"])
      await expect(history.getByText(step, { exact: true })).toBeVisible();
    await expect(history.getByRole("listitem").filter({ hasText: "Marked fulfilled" })).toContainText(admin.email);
    await expect(history.getByRole("listitem").filter({ hasText: "Refunded in full" })).toHaveCount(1);
    await expectNoAxeViolations(page, "an order after it was refunded");

    // Once: one refund at the provider, one audit row, one email to the buyer.
    expect(await e2eQuery("select id from test_refunds where payment_intent_id = $1", [bought.intentId])).toHaveLength(
      1,
    );
    expect(
      await e2eQuery(
        "select id from audit_log where subject_type = 'order' and subject_id = $1 and action = 'order.refunded'",
        [bought.id],
      ),
    ).toHaveLength(1);
    const mails = await e2eQuery<{ subject: string; text: string }>(
      "select subject, text from outbox where recipient = $1 and kind = 'order-refunded'",
      [bought.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your refund for Nestz order ${bought.number}`);
    expect(mails[0]?.text).toContain("$1.00");
    expect(await e2eQuery("select status from orders where id = $1", [bought.id])).toEqual([{ status: "refunded" }]);

    // The form sent once more (a resubmission) changes nothing.
    const again = await page.request.post(`/admin/orders/${bought.id}`, {
      form: { intent: "refund" },
      headers: { Origin: new URL(baseURL ?? "").origin },
    });
    expect(again.status()).toBe(200);
    expect(await e2eQuery("select id from test_refunds where payment_intent_id = $1", [bought.intentId])).toHaveLength(
      1,
    );
    expect(problems.messages).toEqual([]);
  });

  test("exports the filtered list as CSV that reads back to the order's values", async ({ page, browser, baseURL }) => {
    const bought = await buySticker(browser, baseURL ?? "");
    await openPage(page, `/admin/orders?status=paid&email=${encodeURIComponent(bought.email)}`);
    const link = page.getByRole("link", { name: "Export CSV" });
    await expect(link).toHaveAttribute(
      "href",
      `/admin/orders.csv?status=paid&email=${encodeURIComponent(bought.email)}`,
    );

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^nestz-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...records] = parseCsv(text);
    // The column names themselves are pinned by the unit test beside the export.
    expect(header).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.header));
    expect(records).toHaveLength(1);
    const record = Object.fromEntries((header ?? []).map((name, index) => [name, records[0]?.[index]]));
    expect(record).toMatchObject({
      Order: bought.number,
      Status: "Paid",
      Email: bought.email,
      "Billing name": "guest",
      Items: "1 × Nestz Sticker",
      Amount: "1.00",
      Currency: "USD",
      Provider: "test",
      "Payment reference": bought.intentId,
      "Refund reference": "",
      "Fulfilled (Pacific)": "",
    });
    expect(record["Created (Pacific)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record["Paid (Pacific)"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // The same address answers with the download's headers; a filter that matches nothing gives the header row alone.
    const response = await page.request.get(`/admin/orders.csv?email=${encodeURIComponent(bought.email)}`);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(
      /^attachment; filename="nestz-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const empty = await page.request.get(`/admin/orders.csv?email=nobody-${randomUUID()}`);
    expect(parseCsv(await empty.text())).toEqual([header]);
    const bad = await page.request.get("/admin/orders.csv?from=2026-02-30");
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("From: choose a date");
  });

  test("empty and wrong filters: a friendly empty list, and a 400 with the filters shown again", async ({ page }) => {
    await openPage(page, `/admin/orders?email=nobody-${randomUUID()}`);
    await expect(page.getByText("No orders match these filters.")).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page, "the orders list with nothing matching");

    const response = await openPage(page, "/admin/orders?status=shipped&from=2026-11-30&to=2026-11-01&email=fern");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText("Status: choose one of");
    await expect(page.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("To: the last day comes before the first one.", { exact: false }).first(),
    ).toBeVisible();
    await expect(page.getByLabel("Email contains")).toHaveValue("fern");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the orders list with wrong filters");
  });

  test("works on a phone: the list and an order fit 360 px", async ({ page, browser, baseURL }) => {
    const bought = await buySticker(browser, baseURL ?? "");
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of [`/admin/orders?email=${encodeURIComponent(bought.email)}`, `/admin/orders/${bought.id}`]) {
      await openPage(page, path);
      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
    await expectNoAxeViolations(page, "an order at 360 px");
  });

  test("an unknown or malformed order id is the console's 404", async ({ page }) => {
    for (const id of ["999999999", "0", "abc", "NZ-000001", "1e3", "99999999999999999999"]) {
      const response = await page.goto(`/admin/orders/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Nothing here" })).toBeVisible();
    }
    await expectNoAxeViolations(page, "the console's 404 for an order");
  });

  test("three refunds posted at the same moment (two admins, a resubmitted form) make one refund", async ({
    page,
    browser,
    baseURL,
  }) => {
    const bought = await buySticker(browser, baseURL ?? "");
    const post = () =>
      page.request.post(`/admin/orders/${bought.id}`, {
        form: { intent: "refund" },
        headers: { Origin: new URL(baseURL ?? "").origin },
      });
    const responses = await Promise.all([post(), post(), post()]);
    expect(responses.map((response) => response.status())).toEqual([200, 200, 200]);
    expect(await e2eQuery("select status from orders where id = $1", [bought.id])).toEqual([{ status: "refunded" }]);
    expect(await e2eQuery("select id from test_refunds where payment_intent_id = $1", [bought.intentId])).toHaveLength(
      1,
    );
    expect(
      await e2eQuery("select id from audit_log where subject_id = $1 and action = 'order.refunded'", [bought.id]),
    ).toHaveLength(1);
    expect(
      await e2eQuery("select id from outbox where recipient = $1 and kind = 'order-refunded'", [bought.email]),
    ).toHaveLength(1);
    await openPage(page, `/admin/orders/${bought.id}`);
    await expect(
      page.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: "Refunded in full" }),
    ).toHaveCount(1);
  });

  test("a refund posted from another site is refused and changes nothing", async ({ page, browser, baseURL }) => {
    const bought = await buySticker(browser, baseURL ?? "");
    const response = await page.request.post(`/admin/orders/${bought.id}`, {
      form: { intent: "refund" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    expect(await e2eQuery("select status from orders where id = $1", [bought.id])).toEqual([{ status: "paid" }]);
    expect(await e2eQuery("select id from test_refunds where payment_intent_id = $1", [bought.intentId])).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters, Mark fulfilled and Refund work as plain forms", async ({ page, browser, baseURL }) => {
    const bought = await buySticker(browser, baseURL ?? "");
    await page.goto("/admin/orders");
    await page.getByLabel("Status").selectOption("paid");
    await page.getByLabel("Email contains").fill(bought.email);
    await page.getByRole("button", { name: "Show orders" }).click();
    await expect(page).toHaveURL(/status=paid/);
    await page.getByRole("link", { name: bought.number }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${bought.number}` })).toBeVisible();

    await page.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Marked fulfilled" })).toBeVisible();
    await expect(statusOf(page)).toContainText("Fulfilled");
    expect(await e2eQuery("select status from orders where id = $1", [bought.id])).toEqual([{ status: "fulfilled" }]);

    // The refund's disclosure opens without script; the form posts. Pressed twice: one refund, one email.
    await page.getByText("Refund this order…").click();
    await page.getByRole("button", { name: "Refund $1.00" }).dblclick();
    await expect(
      page.getByRole("alert").filter({ hasText: /Refunded \$1\.00 in full|already refunded/ }),
    ).toBeVisible();
    await expect(statusOf(page)).toContainText("Refunded");
    expect(await e2eQuery("select status from orders where id = $1", [bought.id])).toEqual([{ status: "refunded" }]);
    expect(await e2eQuery("select id from test_refunds where payment_intent_id = $1", [bought.intentId])).toHaveLength(
      1,
    );
    expect(
      await e2eQuery("select id from outbox where recipient = $1 and kind = 'order-refunded'", [bought.email]),
    ).toHaveLength(1);
  });
});
