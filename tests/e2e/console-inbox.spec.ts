/**
 * The console's inbox of quote requests, as the owner uses it: requests of
 * every kind of buyer, newest first; filters (and a wrong one); a request's
 * page with everything the buyer sent, private notes, a status change that
 * the history records, the reply link; the CSV export of a filtered list.
 * Requests are written straight into the shared server's database: the
 * shared server allows only a few quote requests an hour from one address.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { CSV_BOM, parseCsv } from "#app/domain/console/csv";

import { test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";

type BuyerType = "individual" | "civic" | "government" | "corporate";

interface Seed {
  buyer: BuyerType;
  intent: "buy" | "rent";
  status?: "new" | "contacted" | "quoted" | "won" | "lost";
  minutesAgo?: number;
}

interface Seeded {
  id: number;
  reference: string;
  name: string;
  email: string;
}

/** A request as the Contact form stores it, tagged so a test finds its own among everyone's. */
async function seed(tag: string, { buyer, intent, status = "new", minutesAgo = 0 }: Seed): Promise<Seeded> {
  const name = `${buyer} ${tag}`;
  const email = `${buyer}-${tag}@example.com`;
  const [row] = await e2eQuery<{ id: string; reference: string }>(
    `insert into quote_requests (idempotency_key, status, buyer_type, intent, name, email, phone, organization, po_reference,
       units, model, options, zip, delivery_city, delivery_state, delivery_miles, delivery_fee_cents, needed_by,
       rental_start, rental_days, message, created_at)
     values ($1, $2, $3, $4, $5, $6, '(503) 555-0101', $7, $8, 3, 'office', '{kitchen}', '98101', 'Seattle', 'WA', 141, 64400,
       '2027-05', $9, $10, $11, now() - make_interval(mins => $12))
     returning id, reference`,
    [
      randomUUID(),
      status,
      buyer,
      intent,
      name,
      email,
      buyer === "individual" ? null : `${buyer} org`,
      buyer === "government" ? "RFQ-2027-114" : null,
      intent === "rent" ? "2027-04-01" : null,
      intent === "rent" ? 30 : null,
      `Three offices, please, for the ${buyer} request.`,
      minutesAgo,
    ],
  );
  if (!row) throw new Error("no request stored");
  return { id: Number(row.id), reference: row.reference, name, email };
}

const newTag = () => randomUUID().slice(0, 8);
const rowsOf = (page: Page, tag: string) => page.getByRole("row").filter({ hasText: tag });

test.describe("the inbox", () => {
  test("lists requests of every kind of buyer, newest first, and filters them", async ({ page, problems }) => {
    const tag = newTag();
    const individual = await seed(tag, { buyer: "individual", intent: "buy", minutesAgo: 3 });
    const civic = await seed(tag, { buyer: "civic", intent: "rent", minutesAgo: 2 });
    const government = await seed(tag, { buyer: "government", intent: "buy", status: "quoted", minutesAgo: 1 });
    const corporate = await seed(tag, { buyer: "corporate", intent: "buy", minutesAgo: 0 });

    await openPage(page, "/admin/quote-requests");
    await expect(page).toHaveTitle("Quote requests | Nestz console");
    await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();
    const mine = rowsOf(page, tag);
    await expect(mine.getByRole("rowheader")).toHaveText([
      corporate.reference,
      government.reference,
      civic.reference,
      individual.reference,
    ]);
    await expect(mine.nth(0)).toContainText("A company");
    await expect(mine.nth(1)).toContainText("A government agency");
    await expect(mine.nth(1)).toContainText("Quoted");
    await expect(mine.nth(2)).toContainText("A city or civic group");
    await expect(mine.nth(2)).toContainText("3 × Office Nestz to rent");
    await expect(mine.nth(3)).toContainText("Myself or my family");
    await expectNoAxeViolations(page, "the inbox");

    // The filters by keyboard: choose a buyer type, then press Enter on the button.
    const filters = page.getByRole("search", { name: "Filter quote requests" });
    await filters.getByLabel("Buying for").selectOption("government");
    await filters.getByRole("button", { name: "Show requests" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/buyer=government/);
    await expect(rowsOf(page, tag).getByRole("rowheader")).toHaveText([government.reference]);

    await openPage(page, "/admin/quote-requests?status=new&intent=rent");
    await expect(rowsOf(page, tag).getByRole("rowheader")).toHaveText([civic.reference]);
    await expect(page.getByLabel("Status")).toHaveValue("new");
    await expect(page.getByLabel("Buy or rent")).toHaveValue("rent");

    // No test of these specs makes a corporate rental that is won: the empty list.
    await openPage(page, "/admin/quote-requests?status=won&buyer=corporate&intent=rent");
    await expect(page.getByText("No requests match these filters.")).toBeVisible();
    await expectNoAxeViolations(page, "the inbox with nothing matching");
    expect(problems.messages).toEqual([]);
  });

  test("a filter that isn't on the list is refused with the page shown again (400)", async ({ page }) => {
    const response = await page.goto("/admin/quote-requests?status=archived&buyer=civic");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert").first()).toContainText(
      "Status: choose one of new, contacted, quoted, won, lost.",
    );
    await expect(page.getByLabel("Status")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Buying for")).toHaveValue("civic");
    await expect(page.getByRole("link", { name: "Export these as CSV" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the inbox with a wrong filter");
    expect((await page.request.get("/admin/quote-requests.csv?intent=lease")).status()).toBe(400);
  });

  test("a request's page: what was sent, the reply link, a note by keyboard, a status change in the history", async ({
    page,
    admin,
  }) => {
    const tag = newTag();
    const request = await seed(tag, { buyer: "government", intent: "buy" });
    await openPage(page, "/admin/quote-requests?buyer=government&status=new");
    await rowsOf(page, tag).getByRole("link", { name: request.reference }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quote-requests/${request.reference}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Request ${request.reference}` })).toBeVisible();
    await expect(page).toHaveTitle(`Request ${request.reference} | Nestz console`);

    const sent = page.getByRole("region", { name: "What they sent" });
    for (const text of [
      request.name,
      request.email,
      "(503) 555-0101",
      "government org",
      "A government agency",
      "RFQ-2027-114",
      "Office Nestz",
      "Kitchen",
      "98101",
      "May 2027",
    ]) {
      await expect(sent).toContainText(text);
    }
    await expect(sent).toContainText("Delivery estimate$644 to Seattle, WA (141 miles from PDX in a straight line)");
    await expect(sent).toContainText("Three offices, please, for the government request.");
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:${request.email}?subject=Your%20Nestz%20quote%20${request.reference}&body=Hi%20government%2C%0A%0A`,
    );
    await expectNoAxeViolations(page, "a request's page");

    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByLabel("New note")).toHaveAttribute("aria-invalid", "true");
    await expect(notes.getByLabel("New note")).toHaveAccessibleDescription(/Note: please write the note first\./);
    await expectNoAxeViolations(page, "a request's page with a note that is empty");

    // Keyboard only: the note, then Tab to the button and Enter.
    await notes.getByLabel("New note").focus();
    await page.keyboard.type("Called back. Wants a site visit in March.");
    await page.keyboard.press("Tab");
    await expect(notes.getByRole("button", { name: "Add note" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notes.getByRole("alert")).toHaveText("Note added.");
    const noteList = page.getByRole("region", { name: "Private notes" }).getByRole("listitem");
    await expect(noteList).toHaveCount(1);
    await expect(noteList.first()).toContainText(admin.name);
    await expect(noteList.first()).toContainText("Called back. Wants a site visit in March.");
    await expect(noteList.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(notes.getByLabel("New note")).toHaveValue("");
    await expectNoAxeViolations(page, "a request's page after a note");

    const status = page.getByRole("form", { name: "Change status" });
    await status.getByLabel("Status").selectOption("contacted");
    await status.getByRole("button", { name: "Save status" }).click();
    await expect(status.getByRole("alert")).toHaveText("Status is now Contacted.");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").first()).toContainText("Status changed from New to Contacted");
    await expect(history.getByRole("listitem").first()).toContainText(admin.email);
    await expect(history).toContainText("Added a private note");

    const audit = await e2eQuery<{ action: string; actor_email: string; before: unknown; after: unknown }>(
      `select action, actor_email, before, after from audit_log where subject_type = 'quote-request' and subject_id = $1 order by id`,
      [String(request.id)],
    );
    expect(audit).toEqual([
      {
        action: "quote-request.noted",
        actor_email: admin.email,
        before: null,
        after: expect.objectContaining({ body: "Called back. Wants a site visit in March." }),
      },
      {
        action: "quote-request.status-changed",
        actor_email: admin.email,
        before: { status: "new" },
        after: { status: "contacted" },
      },
    ]);
    await expectNoAxeViolations(page, "a request's page after a status change");
  });

  test("a status changed meanwhile in another tab is not overwritten", async ({ page, context }) => {
    const request = await seed(newTag(), { buyer: "corporate", intent: "buy" });
    const other = await context.newPage();
    await openPage(page, `/admin/quote-requests/${request.reference}`);
    await openPage(other, `/admin/quote-requests/${request.reference}`);
    await other.getByRole("form", { name: "Change status" }).getByLabel("Status").selectOption("quoted");
    await other.getByRole("button", { name: "Save status" }).click();
    await expect(other.getByRole("form", { name: "Change status" }).getByRole("alert")).toHaveText(
      "Status is now Quoted.",
    );

    await page.getByRole("form", { name: "Change status" }).getByLabel("Status").selectOption("lost");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("form", { name: "Change status" }).getByRole("alert")).toContainText(
      "Someone changed this request to Quoted since you opened it, so nothing was changed.",
    );
    await expectNoAxeViolations(page, "a request's page after a refused status change");
    const [row] = await e2eQuery<{ status: string }>("select status from quote_requests where id = $1", [request.id]);
    expect(row?.status).toBe("quoted");
  });

  test("a note and a status change work without JavaScript", async ({ browser, baseURL, admin }) => {
    const request = await seed(newTag(), { buyer: "individual", intent: "rent" });
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: baseURL ?? "",
      storageState: admin.storageState,
    });
    const page = await context.newPage();
    await page.goto(`/admin/quote-requests/${request.reference}`);
    await page.getByRole("form", { name: "Change status" }).getByLabel("Status").selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("form", { name: "Change status" }).getByRole("alert")).toHaveText("Status is now Won.");
    await page.getByLabel("New note").fill("Signed by phone.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("form", { name: "Add a note" }).getByRole("alert")).toHaveText("Note added.");
    await expect(page.getByRole("region", { name: "Private notes" })).toContainText("Signed by phone.");
    const [row] = await e2eQuery<{ status: string }>("select status from quote_requests where id = $1", [request.id]);
    expect(row?.status).toBe("won");
    await context.close();
  });

  test("exports the filtered list as CSV that reads back to the requests", async ({ page }) => {
    const tag = newTag();
    const rental = await seed(tag, { buyer: "civic", intent: "rent", status: "lost" });
    const purchase = await seed(tag, { buyer: "civic", intent: "buy", status: "lost" });
    await openPage(page, "/admin/quote-requests?status=lost&buyer=civic&intent=rent");
    const link = page.getByRole("link", { name: "Export these as CSV" });
    await expect(link).toHaveAttribute("href", "/admin/quote-requests.csv?status=lost&buyer=civic&intent=rent");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^nestz-quote-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString("utf8");
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header = [], ...records] = parseCsv(text);
    const asRecord = (values: string[]) => Object.fromEntries(header.map((name, index) => [name, values[index]]));
    const exported = records.map(asRecord);
    expect(
      exported.every(
        (record) =>
          record.Status === "Lost" &&
          record["Buying for"] === "A city or civic group" &&
          record["Buy or rent"] === "Rent",
      ),
    ).toBe(true);
    expect(exported.map((record) => record.Reference)).toContain(rental.reference);
    expect(exported.map((record) => record.Reference)).not.toContain(purchase.reference);
    expect(exported.find((record) => record.Reference === rental.reference)).toMatchObject({
      Name: rental.name,
      Email: rental.email,
      Organization: "civic org",
      Units: "3",
      Model: "Office Nestz",
      Options: "Kitchen",
      "Delivery ZIP": "98101",
      "Delivery estimate (USD)": "644.00",
      "Rental starts": "2027-04-01",
      "Rental days": "30",
      Message: "Three offices, please, for the civic request.",
    });
  });

  test("one address per request, and an unknown one is a console 404", async ({ page }) => {
    const request = await seed(newTag(), { buyer: "civic", intent: "buy" });
    await page.goto(`/admin/quote-requests/${request.reference.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/admin/quote-requests/${request.reference}$`));
    const missing = await page.goto("/admin/quote-requests/Q-99999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nothing here" })).toBeVisible();
    await expectNoAxeViolations(page, "an unknown request");
  });

  test("works on a phone: no sideways scrolling at 360 px", async ({ page }) => {
    const request = await seed(newTag(), { buyer: "government", intent: "rent" });
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/admin/quote-requests", `/admin/quote-requests/${request.reference}`]) {
      await openPage(page, path);
      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      await expectNoAxeViolations(page, `${path} at 360 px`);
    }
  });

  test("the overview counts new requests and links to them", async ({ page }) => {
    await seed(newTag(), { buyer: "individual", intent: "buy" });
    await openPage(page, "/admin");
    const card = page.getByRole("link", { name: /^New quote requests \d+$/ });
    await expect(card).toHaveAttribute("href", "/admin/quote-requests?status=new");
    expect(Number((await card.textContent())?.replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);
    await card.click();
    await expect(page).toHaveURL(/\/admin\/quote-requests\?status=new$/);
  });
});
