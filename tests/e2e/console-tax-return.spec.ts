/**
 * The owner prepares a sales tax return: opens Tax, picks the quarter, sees
 * the figures, opens a location code's sales and follows one to its
 * proposal, downloads the addendum's CSV and the PDF, and sets the filing
 * frequency. The sales are written straight into the shared server's
 * database, with a location code of their own, so other specs' sales never
 * blur what this one checks.
 */
import { randomBytes, randomInt } from "node:crypto";

import { businessToday, test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { DEPOSIT_SCHEDULE_SQL, seedQuoteRequest } from "./support/proposals";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** An accepted Washington proposal at 10.35 % with its card deposit paid now and its balance invoiced today. */
async function seedTaxedSale(locationCode: string) {
  const request = await seedQuoteRequest({ buyer: "corporate", zip: "98109" });
  const [proposal] = await e2eQuery<{ id: string }>(
    `insert into proposals (quote_request_id, version, status, token_hash, link_nonce, lines, payment_terms, valid_until,
       expires_at, payment_schedule, terms, subtotal_cents, taxable_cents, tax_cents, total_cents, deposit_cents, deposit_tax_cents,
       buyer_name, buyer_email, buyer_organization, buyer_type, tax_treatment, tax_location_code, tax_rate_milli,
       tax_state_rate_milli, tax_local_rate_milli, tax_rate_source, tax_quarter, sent_at, accepted_at, accepted_name,
       deposit_paid_at)
     values ($1, 1, 'accepted', $2, $3, $4, 'card', current_date + 30, now() + interval '30 days', ${DEPOSIT_SCHEDULE_SQL}, 'Net 30.',
       4833333, 4833333, 500250, 5333583, 1333396, 125063, $5, $6, $7, 'corporate', 'taxable', $8, 10350, 6500, 3850,
       'dor-lookup', $9, now(), now(), $5, now())
     returning id`,
    [
      request.id,
      hex(32),
      hex(16),
      JSON.stringify([{ description: "Office Nestz", quantity: 1, unitPriceCents: 4_833_333 }]),
      request.name,
      request.email,
      `Company ${locationCode}`,
      locationCode,
      `${businessToday().slice(0, 4)}-Q${Math.ceil(Number(businessToday().slice(5, 7)) / 3)}`,
    ],
  );
  if (!proposal) throw new Error("no proposal stored");
  const [counter] = await e2eQuery<{ last: number }>(
    "insert into invoice_counter (id, last) values (1, 1) on conflict (id) do update set last = invoice_counter.last + 1 returning last",
  );
  const sequence = counter?.last ?? 1;
  const number = `INV-${String(sequence).padStart(4, "0")}`;
  await e2eQuery(
    `insert into invoices (sequence, number, token_hash, link_nonce, proposal_id, kind, amount_cents, pre_tax_cents,
       tax_cents, issued_on, due_on, buyer_name, buyer_email)
     values ($1, $2, $3, $4, $5, 'balance', 4000187, 3625000, 375187, $6, ($6::date + 30), $7, $8)`,
    [sequence, number, hex(32), hex(16), proposal.id, businessToday(), request.name, request.email],
  );
  return { proposalId: Number(proposal.id), number, reference: request.reference };
}

test.describe("the sales tax return", () => {
  // The filing frequency decides the periods offered: the tests take turns with it.
  test.describe.configure({ mode: "serial" });

  test("the owner picks a quarter, opens a row's sales, and downloads the CSV and PDF", async ({ page, problems }) => {
    test.setTimeout(120_000);
    const code = String(randomInt(9000, 9999));
    const sale = await seedTaxedSale(code);
    const today = businessToday();
    const quarter = `${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`;

    await openPage(page, "/admin/tax");
    await expect(page.getByRole("heading", { level: 1, name: "Tax" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tax rates" })).toHaveAttribute("href", "/admin/tax/rates");
    await expectNoAxeViolations(page, "the Tax page");

    // The period picker is a GET form: by keyboard, choose this quarter and show it.
    const picker = page.getByRole("search", { name: "Choose the return's period" });
    const period = picker.getByLabel("Period");
    await tabTo(page, period);
    await period.selectOption(quarter);
    await tabTo(page, picker.getByRole("button", { name: "Show this period" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`[?&]period=${quarter}`));
    const figures = page.getByRole("region", { name: /^Figures for Q\d \d{4}/ });
    await expect(figures.getByRole("table")).toContainText("Gross sales");
    await expect(figures.getByRole("table")).toContainText("Taxable amount");

    // The quarter's line for this code: $48,333.33 taxable (deposit and balance), $1,860.83 due at 3.85 %.
    const locations = page.getByRole("region", { name: "Local sales tax by location code" });
    const line = locations.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
    await expect(line).toContainText("3.85 %");
    await expect(line).toContainText("$48,333.33");
    await expect(line).toContainText("$1,860.83");
    await line.getByRole("link", { name: `2 sales counted in location ${code}` }).click();
    await expect(page).toHaveURL(new RegExp(`sales=location-${code}-3850`));
    const sales = page.getByRole("region", { name: "Sales counted" });
    await expect(sales.getByText(`The 2 sales counted in “Location ${code} at 3.85 %”.`)).toBeVisible();
    await expect(sales.getByRole("row")).toHaveCount(3);
    await expect(sales.getByRole("link", { name: `Deposit on ${sale.reference}-P1` })).toBeVisible();
    await expectNoAxeViolations(page, "a location's sales");

    // At 360 px the page does not scroll sideways; its tables scroll inside themselves.
    await page.setViewportSize({ width: 360, height: 740 });
    const widths = await pageWidths(page);
    expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
    await expectNoAxeViolations(page, "a location's sales at 360 px");
    await page.setViewportSize({ width: 1280, height: 800 });

    // The CSV in the addendum's columns, with this code's line.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Local sales tax addendum (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`local-sales-tax-${quarter}.csv`);
    const csv = (await (await download.createReadStream()).toArray()).join("");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFLocation Code,Taxable Amount,Local Rate,Tax Due City or County");
    expect(csv).toContain(`\r\n${code},48333.33,0.0385,1860.83\r\n`);

    // The PDF, private to the console.
    const pdf = await page.request.get(`/admin/tax.pdf?period=${quarter}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["cache-control"]).toContain("no-store");

    expect(problems.messages).toEqual([]);

    // A period the address cannot mean: a clear 400, and the page still says what to do.
    expect((await page.request.get("/admin/tax.csv?period=nope")).status()).toBe(400);
    const wrong = await page.goto("/admin/tax?period=2026-Q9");
    expect(wrong?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Choose a month" })).toBeVisible();

    // Each sale opens its proposal.
    await page.goto(`/admin/tax?period=${quarter}&sales=location-${code}-3850#sales`);
    await sales.getByRole("link", { name: sale.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/proposals/${sale.proposalId}$`));
  });

  test("the filing frequency is saved, changes the periods offered, and a bad value changes nothing", async ({
    page,
  }) => {
    await openPage(page, "/admin/tax");
    const form = page.getByRole("form", { name: "Filing frequency" });
    await form.getByLabel("Filing frequency").selectOption("monthly");
    await form.getByRole("button", { name: "Save frequency" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saved: you file monthly." })).toBeVisible();
    const month = businessToday().slice(0, 7);
    await expect(page.getByLabel("Period").locator(`option[value="${month}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, "the Tax page after saving the frequency");

    const origin = new URL(page.url()).origin;
    const bad = await page.request.post("/admin/tax", {
      form: { intent: "set-frequency", frequency: "yearly" },
      headers: { Origin: origin },
    });
    expect(bad.status()).toBe(400);
    await openPage(page, "/admin/tax");
    await expect(form.getByLabel("Filing frequency")).toHaveValue("monthly");

    await form.getByLabel("Filing frequency").selectOption("quarterly");
    await form.getByRole("button", { name: "Save frequency" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saved: you file quarterly." })).toBeVisible();
  });
});
