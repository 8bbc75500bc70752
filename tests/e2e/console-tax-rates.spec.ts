/**
 * Console → Tax rates: the owner uploads a quarter's two DOR files, by
 * keyboard and without JavaScript; a wrong file is refused with its problems
 * listed in the page and the loaded quarter kept; axe on every state, and no
 * sideways scrolling at 360 px. What the files hold and how a rate is chosen
 * from them is proven in app/server/tax/*.db.test.ts.
 */
import { quarterOf } from "#app/domain/tax/rate-choice";
import { sampleRatesFile, sampleZipPlus4File } from "#tests/support/dor-rate-files";

import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths, signUp, signUpAdmin, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

test.describe.configure({ mode: "serial" });

const quarter = quarterOf(new Date());
const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
const zipPlus4 = () => csv(`ZIP4_${quarter}.csv`, sampleZipPlus4File(quarter));
const rates = () => csv(`Rates_${quarter}.csv`, sampleRatesFile(quarter));

const loadedQuarter = async () =>
  (
    await e2eQuery<{ id: string; zip_plus4_file_name: string }>(
      `select id, zip_plus4_file_name from tax_rate_loads where quarter = $1`,
      [quarter],
    )
  )[0];

test("the owner loads a quarter's files by keyboard; a wrong file changes nothing and says why", async ({
  page,
  baseURL,
}) => {
  await signUpAdmin(page, baseURL ?? "");
  await openPage(page, "/admin/tax/rates");
  await expect(page.getByRole("heading", { level: 1, name: "Tax rates" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Tax", exact: true })).toHaveAttribute(
    "href",
    "/admin/tax",
  );
  await expect(page.getByText("No quarter is loaded yet.")).toBeVisible();
  await expectNoAxeViolations(page, "tax rates, nothing loaded");

  const form = page.getByRole("form", { name: "Upload a quarter's rate files" });
  // Oregon's rows in the ZIP+4 file: another state's file.
  await form
    .getByLabel("ZIP+4 file")
    .setInputFiles(csv("oregon.csv", sampleZipPlus4File(quarter).replace("98109,0001", "97201,0001")));
  await form.getByLabel("Rates file").setInputFiles(rates());
  await form.getByRole("button", { name: "Upload and check" }).click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Nothing was changed");
  await expect(alert).toContainText("not a Washington ZIP code");
  await expect(alert).toContainText("oregon.csv");
  expect(await loadedQuarter()).toBeUndefined();
  await expectNoAxeViolations(page, "tax rates, a wrong file");

  // A spreadsheet instead of its CSV: named beside the field.
  await form.getByLabel("ZIP+4 file").setInputFiles(zipPlus4());
  await form
    .getByLabel("Rates file")
    .setInputFiles({ name: "rates.xlsx", mimeType: "application/zip", buffer: Buffer.from("PK\u0003\u0004xl/") });
  await form.getByRole("button", { name: "Upload and check" }).click();
  await expect(form.getByRole("alert")).toContainText("save the sheet as CSV");
  await expect(form.getByLabel("Rates file")).toHaveAccessibleDescription(/save the sheet as CSV/);
  await expectNoAxeViolations(page, "tax rates, a spreadsheet");

  // Both right, sent from the keyboard.
  await form.getByLabel("ZIP+4 file").setInputFiles(zipPlus4());
  await form.getByLabel("Rates file").setInputFiles(rates());
  const submit = form.getByRole("button", { name: "Upload and check" });
  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(form.getByRole("alert")).toContainText(`Loaded ${quarter}: 4 ZIP+4 ranges and 4 location codes`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: quarter }) });
  await expect(row).toContainText(`ZIP4_${quarter}.csv`);
  await expect(row).toContainText("4 ranges");
  await expectNoAxeViolations(page, "tax rates, a quarter loaded");
  expect(await loadedQuarter()).toMatchObject({ zip_plus4_file_name: `ZIP4_${quarter}.csv` });

  // A wrong pair now keeps the loaded quarter whole.
  const before = await loadedQuarter();
  await form.getByLabel("ZIP+4 file").setInputFiles(zipPlus4());
  await form
    .getByLabel("Rates file")
    .setInputFiles(csv("rates-cut.csv", sampleRatesFile(quarter).replace("0.0385,0.1035", "0.1035,0.1685")));
  await form.getByRole("button", { name: "Upload and check" }).click();
  await expect(form.getByRole("alert")).toContainText("outside 0–15 %");
  expect(await loadedQuarter()).toEqual(before);

  await page.setViewportSize({ width: 360, height: 800 });
  const { scrollWidth, clientWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("without JavaScript the owner replaces the quarter's files", async ({ browser, page, baseURL }) => {
  await signUpAdmin(page, baseURL ?? "");
  const state = await page.context().storageState();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? "", storageState: state });
  const plain = await context.newPage();
  await plain.goto("/admin/tax/rates");
  const form = plain.getByRole("form", { name: "Upload a quarter's rate files" });
  await form.getByLabel("ZIP+4 file").setInputFiles(csv("again.csv", sampleZipPlus4File(quarter)));
  await form.getByLabel("Rates file").setInputFiles(rates());
  await form.getByRole("button", { name: "Upload and check" }).click();
  await expect(plain.getByRole("alert")).toContainText(`Replaced ${quarter}`);
  await expect(plain.getByRole("row").filter({ hasText: "again.csv" })).toBeVisible();
  expect(await loadedQuarter()).toMatchObject({ zip_plus4_file_name: "again.csv" });
  await context.close();
});

test("only an admin, from the site's own pages, may upload", async ({ page, baseURL }) => {
  const before = await loadedQuarter();
  await signUp(page, baseURL ?? "");
  const visit = await page.goto("/admin/tax/rates");
  expect(visit?.status()).toBe(403);
  const post = await page.request.post("/admin/tax/rates", {
    multipart: { zipPlus4File: zipPlus4(), ratesFile: rates() },
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(post.status()).toBeGreaterThanOrEqual(400);
  expect(post.status()).toBeLessThan(500);
  expect(await loadedQuarter()).toEqual(before);
});
