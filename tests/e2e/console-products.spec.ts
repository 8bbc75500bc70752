/**
 * The console's Products section, against a server of its own (it adds,
 * reprices and archives products, which the shared server's other specs
 * must not see): the list and its states, adding a product by keyboard and
 * buying it at its price, a new price followed by checkout, two pages saving
 * one product, errors beside their fields, no-JS use, archiving, reordering
 * and categories.
 */
import { randomUUID } from "node:crypto";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, pageWidths, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;
type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;
/** One admin and one customer for the whole file: sign-ups are rate-limited, as they should be. */
const accounts: { admin: Cookies; customer: Cookies } = { admin: [], customer: [] };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  site = await startOwnSite();
  for (const role of ["admin", "customer"] as const) {
    const context = await browser.newContext();
    await signUp(context, role === "admin");
    accounts[role] = await context.cookies();
    await context.close();
  }
});

test.afterAll(async () => {
  await site.stop();
});

const at = (path: string) => site.at(path);
const query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => site.query<T>(sql, values);

async function open(page: Page, path: string) {
  const response = await page.goto(at(path));
  await waitForHydration(page);
  return response;
}

/** A fresh account on this site, signed in in `context`; given the admin role in the database when asked. */
async function signUp(context: BrowserContext, admin: boolean): Promise<void> {
  const email = `${admin ? "owner" : "customer"}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await context.request.post(at("/api/auth/sign-up/email"), {
    data: { name: admin ? "Owner" : "Customer", email, password: `pw-${randomUUID()}` },
    headers: { Origin: site.base },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (admin)
    expect(await query(`update "user" set role = 'admin' where email = $1 returning id`, [email])).toHaveLength(1);
}

/** Signs `page` in as the file's admin (or its customer). */
async function signIn(page: Page, { admin = true } = {}): Promise<void> {
  await page.context().addCookies(admin ? accounts.admin : accounts.customer);
}

async function guestContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

const productId = async (name: string) => {
  const [row] = await query<{ id: number }>("select id from products where name = $1", [name]);
  expect(row, `product ${name}`).toBeDefined();
  return row!.id;
};

interface ApiCategory {
  title: string;
  items: { id: number; name: string; price: number | null; imageUrl: string; linkUrl: string }[];
}
async function apiItem(page: Page, name: string) {
  const response = await page.request.get(at("/api/categories"));
  expect(response.status()).toBe(200);
  const categories = (await response.json()) as ApiCategory[];
  for (const category of categories) {
    const item = category.items.find((entry) => entry.name === name);
    if (item) return { category: category.title, ...item };
  }
  return null;
}

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

/** A guest adds the product on /Shwag and pays for it on /Checkout with the test card; answers the order's number. */
async function buy(page: Page, name: string, price: string, email: string): Promise<void> {
  await open(page, "/Shwag");
  await card(page, name)
    .getByRole("button", { name: `Add to cart: ${name}` })
    .click();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 1 item");
  await open(page, "/Checkout");
  await payAt(page, price, email);
}

async function payAt(page: Page, price: string, email: string) {
  const form = page.getByRole("form", { name: "Payment" });
  await form.getByLabel("Email for your receipt").fill(email);
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/39");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: `Pay ${price}` }).click();
}

async function paidOrder(email: string) {
  const orders = await query<{ id: string; status: string; amount_cents: number }>(
    "select id, status, amount_cents from orders where email = $1 and status = 'paid'",
    [email],
  );
  expect(orders).toHaveLength(1);
  const items = await query<{ name: string; unit_price_cents: number; quantity: number }>(
    "select name, unit_price_cents, quantity from order_items where order_id = $1",
    [orders[0]!.id],
  );
  return { amountCents: orders[0]!.amount_cents, items };
}

const MUG = `Trail Mug ${randomUUID().slice(0, 4)}`;

/** A visitor who has put the mug in their cart on /Shwag, and seen it said. */
async function guestWithMugInCart(browser: Browser) {
  const guest = await guestContext(browser);
  await open(guest.page, "/Shwag");
  await card(guest.page, MUG)
    .getByRole("button", { name: `Add to cart: ${MUG}` })
    .click();
  await expect(card(guest.page, MUG).getByRole("status")).toHaveText(`${MUG} added. You have 1 in your cart.`);
  return guest;
}

test.describe("as an admin", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("the list shows every category with its products, its views and a refused filter pass axe", async ({
    page,
    problems,
  }) => {
    const response = await open(page, "/admin/products");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveTitle("Products | Nestz console");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    for (const title of ["Homes", "Options", "Shwag"])
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const shwag = page.getByRole("region", { name: "Products in Shwag" });
    await expect(shwag.getByRole("row", { name: /Nestz Sticker/ })).toContainText("$1.00");
    await expect(page.getByRole("row", { name: /Bedroom Nestz/ })).toContainText("Call for Price");
    await expectNoAxeViolations(page, "the product list");

    // The Archived view starts empty.
    await page.getByLabel("Show").selectOption("archived");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(at("/admin/products?show=archived"));
    await expect(page.getByText("Nothing to show here.")).toBeVisible();
    await expectNoAxeViolations(page, "the product list, empty");
    expect(problems.messages).toEqual([]);

    const bad = await open(page, "/admin/products?show=sideways");
    expect(bad?.status()).toBe(400);
    await expect(page.getByLabel("Show")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Show: choose On the site, Archived or Everything.")).toBeVisible();
    await expectNoAxeViolations(page, "the product list with a refused filter");
  });

  test("add a purchasable $3.50 product to Shwag by keyboard; it is on /Shwag and /api/categories, and sells at $3.50", async ({
    page,
    browser,
    problems,
  }) => {
    await open(page, "/admin/products");
    await tabTo(page, page.getByRole("link", { name: "Add a product", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(at("/admin/products/new"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a product" })).toBeVisible();
    await expectNoAxeViolations(page, "the new product form");

    await page.getByLabel("Name").focus();
    await page.keyboard.type(MUG);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Category")).toBeFocused();
    await page.keyboard.type("Shwag");
    await expect(page.getByLabel("Category")).toHaveValue(await categoryIdOf("shwag"));
    await page.keyboard.press("Tab");
    await page.keyboard.type("Enamel, for coffee at the trailhead.");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Price")).toBeFocused();
    await page.keyboard.type("3.50");
    await page.keyboard.press("Tab");
    await page.keyboard.type("/images/sticker.svg");
    await page.keyboard.press("Tab");
    await page.keyboard.type("/Shwag");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Status")).toBeFocused();
    await expect(page.getByLabel("Status")).toHaveValue("available");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Purchasable")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Purchasable")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add product" })).toBeFocused();
    await page.keyboard.press("Enter");

    const id = await productIdWhenSaved(page, MUG);
    await expect(page).toHaveURL(at(`/admin/products?added=${id}`));
    await expect(page.getByRole("alert").filter({ hasText: "was added" })).toHaveText(
      `${MUG} was added. It shows on the site from the next page load.`,
    );
    await expect(
      page.getByRole("region", { name: "Products in Shwag" }).getByRole("row", { name: new RegExp(MUG) }),
    ).toContainText("$3.50");
    await expectNoAxeViolations(page, "the product list after adding");
    expect(await query("select slug, price_cents, purchasable, status from products where id = $1", [id])).toEqual([
      { slug: MUG.toLowerCase().replace(/ /g, "-"), price_cents: 350, purchasable: true, status: "available" },
    ]);
    expect(
      await query("select actor_email from audit_log where action = 'product.created' and subject_id = $1", [
        String(id),
      ]),
    ).toHaveLength(1);

    // A visitor sees it at the next request, and buys it at $3.50.
    const guest = await guestContext(browser);
    expect(await apiItem(guest.page, MUG)).toEqual({
      category: "Shwag",
      id,
      name: MUG,
      price: 3.5,
      imageUrl: "/images/sticker.svg",
      linkUrl: "/Shwag",
    });
    await open(guest.page, "/Shwag");
    await expect(card(guest.page, MUG)).toContainText("$3.50");
    const email = `mug-${randomUUID().slice(0, 8)}@example.com`;
    await buy(guest.page, MUG, "$3.50", email);
    await expect(guest.page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
    expect(await paidOrder(email)).toEqual({
      amountCents: 350,
      items: [{ name: MUG, unit_price_cents: 350, quantity: 1 }],
    });
    await guest.context.close();
    expect(problems.messages).toEqual([]);
  });

  test("a new price reaches the shop at once, and checkout charges it even for a cart filled before", async ({
    page,
    browser,
  }) => {
    const id = await productId(MUG);
    // A visitor puts the mug in the cart at $3.50 ...
    const guest = await guestWithMugInCart(browser);

    // ... and then the owner changes its price.
    await open(page, `/admin/products/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: MUG })).toBeVisible();
    await expect(page).toHaveTitle(`Edit ${MUG} | Nestz console`);
    await expect(page.getByLabel("Price")).toHaveValue("3.50");
    await expectNoAxeViolations(page, "the edit form");
    await page.getByLabel("Price").fill("$4.25");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saved" })).toContainText("Saved.");
    await expect(page.getByLabel("Price")).toHaveValue("4.25");
    await expectNoAxeViolations(page, "the edit form after a save");
    expect(await apiItem(guest.page, MUG)).toMatchObject({ price: 4.25 });

    await open(guest.page, "/Checkout");
    const email = `reprice-${randomUUID().slice(0, 8)}@example.com`;
    await payAt(guest.page, "$3.50", email);
    const form = guest.page.getByRole("form", { name: "Payment" });
    await expect(form.getByRole("alert")).toContainText("Prices changed");
    await form.getByRole("button", { name: "Pay $4.25" }).click();
    await expect(guest.page.getByRole("alert").filter({ hasText: "Payment" })).toHaveText("Payment Successful");
    expect(await paidOrder(email)).toEqual({
      amountCents: 425,
      items: [{ name: MUG, unit_price_cents: 425, quantity: 1 }],
    });
    await guest.context.close();

    const [audit] = await query<{ before: { priceCents: number }; after: { priceCents: number } }>(
      "select before, after from audit_log where action = 'product.updated' and subject_id = $1 order by id desc limit 1",
      [String(id)],
    );
    expect([audit?.before.priceCents, audit?.after.priceCents]).toEqual([350, 425]);
  });

  test("two pages save the same product: the second is refused and shows what is saved now", async ({
    page,
    context,
  }) => {
    const id = await productId(MUG);
    const other = await context.newPage();
    await open(page, `/admin/products/${id}`);
    await open(other, `/admin/products/${id}`);

    await page.getByLabel("Price").fill("5.00");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saved" })).toBeVisible();

    await other.getByLabel("Name").fill("Mug Renamed Too Late");
    await other.getByRole("button", { name: "Save product" }).click();
    const alert = other.getByRole("alert").filter({ hasText: "changed this product since you opened it" });
    await expect(alert).toContainText("your changes were not saved");
    const differences = other.getByRole("region", { name: "What is saved now, and what you entered" });
    await expect(differences.getByRole("row", { name: /^Price/ })).toHaveText(/Price\s*\$5\.00\s*\$4\.25/);
    await expect(differences.getByRole("row", { name: /^Name/ })).toContainText("Mug Renamed Too Late");
    // The form now holds what is saved, at its new version.
    await expect(other.getByLabel("Name")).toHaveValue(MUG);
    await expect(other.getByLabel("Price")).toHaveValue("5.00");
    await expectNoAxeViolations(other, "the edit form after a refused save");
    expect(await query("select name, price_cents from products where id = $1", [id])).toEqual([
      { name: MUG, price_cents: 500 },
    ]);

    // Saving again from the refreshed form is a deliberate change, and goes through.
    await other.getByLabel("Description").fill("Enamel, for coffee at the trailhead. Dishwasher safe.");
    await other.getByRole("button", { name: "Save product" }).click();
    // Starting "Saved.": the refusal above also says "not saved", and matching it let the page close mid-save.
    await expect(other.getByRole("alert").filter({ hasText: /^Saved\./ })).toBeVisible();
    expect(await query("select description from products where id = $1", [id])).toEqual([
      { description: "Enamel, for coffee at the trailhead. Dishwasher safe." },
    ]);
    await other.close();
  });

  test("wrong fields are each named beside the field, the form keeps what was typed, and nothing is added", async ({
    page,
  }) => {
    const before = await query<{ count: number }>("select count(*)::int as count from products");
    await open(page, "/admin/products/new");
    await page.getByLabel("Category").selectOption({ label: "Shwag" });
    await page.getByLabel("Price").fill("1.999");
    await page.getByLabel("Image URL").fill("javascript:alert(1)");
    await page.getByLabel("Link").fill("//evil.example/");
    await page.getByLabel("Status").selectOption("coming_later");
    await page.getByLabel("Purchasable").check();
    await page.getByRole("button", { name: "Add product" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "check the fields" })).toBeVisible();
    const expectations: [string, RegExp][] = [
      ["Name", /^Name: please enter a name\.$/],
      ["Price", /Price: use at most two digits after the point/],
      ["Image URL", /Image URL: /],
      ["Link", /Link: /],
      ["Purchasable", /Purchasable: a product that is coming later/],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Price")).toHaveValue("1.999");
    await expect(page.getByLabel("Image URL")).toHaveValue("javascript:alert(1)");
    await expectNoAxeViolations(page, "the product form with errors");

    // A taken name is said beside Name.
    await page.getByLabel("Name").fill("Nestz Sticker");
    await page.getByLabel("Price").fill("2");
    await page.getByLabel("Image URL").fill("/images/sticker.svg");
    await page.getByLabel("Link").fill("/Shwag");
    await page.getByLabel("Status").selectOption("available");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription(
      /^Name: there is already a product called “Nestz Sticker”/,
    );
    expect(await query("select count(*)::int as count from products")).toEqual(before);
  });

  test("archiving takes it off /Shwag, the API and checkout; it waits under Archived to come back", async ({
    page,
    browser,
  }) => {
    const guest = await guestWithMugInCart(browser);

    await open(page, "/admin/products");
    await page.getByRole("button", { name: `Archive ${MUG}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "archived" })).toContainText(`${MUG} is archived`);
    await expect(page.getByRole("row", { name: new RegExp(MUG) })).toHaveCount(0);
    await expectNoAxeViolations(page, "the product list after archiving");

    await open(guest.page, "/Shwag");
    await expect(card(guest.page, MUG)).toHaveCount(0);
    await expect(card(guest.page, "Nestz Sticker")).toBeVisible();
    expect(await apiItem(guest.page, MUG)).toBeNull();
    // The cart filled before cannot buy it.
    await open(guest.page, "/Checkout");
    await payAt(guest.page, "$5.00", `archived-${randomUUID().slice(0, 8)}@example.com`);
    await expect(guest.page.getByRole("form", { name: "Payment" }).getByRole("alert")).toContainText(
      `${MUG} is no longer in our shop`,
    );
    await guest.context.close();

    await open(page, "/admin/products?show=archived");
    const row = page.getByRole("row", { name: new RegExp(MUG) });
    await expect(row).toContainText("Archived");
    await expectNoAxeViolations(page, "the archived view");
    await row.getByRole("button", { name: `Unarchive ${MUG}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "back on the site" })).toBeVisible();
    expect(
      (
        await query<{ action: string }>("select action from audit_log where subject_id = $1 order by id", [
          String(await productId(MUG)),
        ])
      ).map((entry) => entry.action),
    ).toEqual([
      "product.created",
      "product.updated",
      "product.updated",
      "product.updated",
      "product.archived",
      "product.unarchived",
    ]);
  });

  test("move buttons reorder products and categories, by keyboard, and the shop follows", async ({ page, browser }) => {
    await open(page, "/admin/products");
    const shwag = page.getByRole("region", { name: "Products in Shwag" });
    const names = () => shwag.getByRole("rowheader").allTextContents();
    const start = await names();
    expect(start.at(-1)).toBe(MUG);
    const up = page.getByRole("button", { name: `Move up ${MUG}` });
    await up.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "moved up" })).toHaveText(`${MUG} moved up.`);
    await expect.poll(names).toEqual([...start.slice(0, -2), MUG, start.at(-2)]);
    await expect(page.getByRole("button", { name: `Move down ${MUG}` })).toBeEnabled();
    // The first product cannot go higher.
    await expect(page.getByRole("button", { name: `Move up ${start[0]}` })).toBeDisabled();

    const guest = await guestContext(browser);
    await open(guest.page, "/Shwag");
    const shopOrder = await guest.page.getByRole("article").getByRole("heading").allTextContents();
    expect(shopOrder.indexOf(MUG)).toBe(shopOrder.indexOf(start.at(-2)!) - 1);

    // Categories too: Shwag up one place, on /Shop.
    await page.getByRole("button", { name: "Move up the Shwag category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Shwag moved up" })).toBeVisible();
    await open(guest.page, "/Shop");
    const sections = await guest.page.getByRole("heading", { level: 2 }).allTextContents();
    expect(sections.indexOf("Shwag")).toBeLessThan(sections.indexOf("Options"));
    await page.getByRole("button", { name: "Move down the Shwag category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Shwag moved down" })).toBeVisible();
    await guest.context.close();
    expect(await query("select 1 from audit_log where action in ('product.moved', 'category.moved')")).toHaveLength(3);
  });

  test("Move down pressed twice while the answer is on its way moves a product one place", async ({ page }) => {
    await open(page, "/admin/products");
    const shwag = page.getByRole("region", { name: "Products in Shwag" });
    const names = () => shwag.getByRole("rowheader").allTextContents();
    const start = await names();
    const [first, second] = start;
    if (!first || !second) throw new Error("Shwag needs two products for this test");
    const moves = async () => (await query("select 1 from audit_log where action = 'product.moved'")).length;
    const movesBefore = await moves();

    // Each post reaches the server at once; its answer is held back until `release`, so the
    // second press lands while the browser still waits for the first.
    let posts = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/admin/products",
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        const response = await route.fetch({ maxRedirects: 0 });
        await held;
        await route.fulfill({ response });
      },
    );
    await shwag.getByRole("button", { name: `Move down ${first}` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => posts).toBe(1);
    await page.keyboard.press("Enter");
    release();

    await expect(page.getByRole("alert").filter({ hasText: "moved down" })).toHaveText(`${first} moved down.`);
    await expect.poll(names).toEqual([second, first, ...start.slice(2)]);
    expect(posts, "the second press sent nothing").toBe(1);
    expect(await moves()).toBe(movesBefore + 1);

    // Back where it was, for the tests that follow.
    await page.unrouteAll();
    await shwag.getByRole("button", { name: `Move up ${first}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "moved up" })).toHaveText(`${first} moved up.`);
    await expect.poll(names).toEqual(start);
  });

  test("a category is added, renamed (with a stale rename refused), and archived with its products", async ({
    page,
    context,
    browser,
  }) => {
    const title = `Blankets ${randomUUID().slice(0, 4)}`;
    await open(page, "/admin/products");
    await page.getByLabel("Category name").fill(title);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `${title} was added` })).toBeVisible();
    await expect(page.getByLabel("Category name")).toHaveValue("");
    await page.getByLabel("Category name").fill("Shwag");
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByLabel("Category name")).toHaveAccessibleDescription(
      /^Category name: “Shwag” already has the web address/,
    );

    await page.getByRole("link", { name: `Rename or archive the ${title} category` }).click();
    await expect(page).toHaveURL(/\/admin\/products\/categories\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`Edit ${title} | Nestz console`);
    const other = await context.newPage();
    await open(other, new URL(page.url()).pathname);
    await page.getByLabel("Category name").fill(`${title} and Throws`);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Saved" })).toBeVisible();
    await other.getByLabel("Category name").fill("Quilts");
    await other.getByRole("button", { name: "Save name" }).click();
    await expect(other.getByRole("alert").filter({ hasText: "since you opened it" })).toContainText(
      `It is now called “${title} and Throws”`,
    );
    await expect(other.getByLabel("Category name")).toHaveValue(`${title} and Throws`);
    await expectNoAxeViolations(other, "the category form after a refused rename");
    await other.close();

    // Archive Shwag itself: the whole shelf leaves, and comes back.
    await open(page, "/admin/products");
    await page.getByRole("link", { name: "Rename or archive the Shwag category" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shwag" })).toBeVisible();
    await page.getByRole("button", { name: "Archive the Shwag category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Archived" })).toBeVisible();
    const guest = await guestContext(browser);
    await open(guest.page, "/Shwag");
    await expect(guest.page.getByRole("article")).toHaveCount(0);
    await page.getByRole("button", { name: "Unarchive the Shwag category" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Back on the site" })).toBeVisible();
    await open(guest.page, "/Shwag");
    await expect(card(guest.page, "Nestz Sticker")).toBeVisible();
    await guest.context.close();
  });

  test("fits a phone: the list and the form have no sideways scrolling at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/admin/products", "/admin/products/new", `/admin/products/${await productId(MUG)}`]) {
      await open(page, path);
      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
    await expectNoAxeViolations(page, "the product form at 360 px");
  });
});

test.describe("without JavaScript", () => {
  test("an admin adds a product, sees errors beside fields, and archives it, with plain form posts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    const name = `Cedar Coaster ${randomUUID().slice(0, 4)}`;

    await page.goto(at("/admin/products/new"));
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Category").selectOption({ label: "Shwag" });
    await page.getByLabel("Price").fill("$1,250.5");
    await page.getByLabel("Image URL").fill("/images/sticker.svg");
    await page.getByLabel("Link").fill("https://example.com/coasters");
    await page.getByRole("button", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/admin\/products\?added=\d+$/);
    await expect(page.getByText(`${name} was added.`)).toBeVisible();
    expect(await query("select price_cents, link_url, purchasable from products where name = $1", [name])).toEqual([
      { price_cents: 125_050, link_url: "https://example.com/coasters", purchasable: false },
    ]);

    const id = await productId(name);
    await page.goto(at(`/admin/products/${id}`));
    await page.getByLabel("Price").fill("-3");
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Price: can't be below zero. Leave it empty for Call for Price.")).toBeVisible();
    await expect(page.getByLabel("Price")).toHaveValue("-3");

    await page.goto(at("/admin/products"));
    await page.getByRole("button", { name: `Archive ${name}` }).click();
    await expect(page.getByText(`${name} is archived`)).toBeVisible();
    expect(await query("select archived_at is not null as archived from products where id = $1", [id])).toEqual([
      { archived: true },
    ]);
    await context.close();
  });
});

test.describe("who may change products", () => {
  test("a customer's and a guest's posts change nothing; another site's post is refused", async ({ page, browser }) => {
    const id = await productId("Nestz Sticker");
    const before = await query("select name, price_cents, archived_at, version from products where id = $1", [id]);
    await signIn(page, { admin: false });
    for (const [path, form] of [
      [`/admin/products/${id}`, { intent: "archive" }],
      ["/admin/products", { intent: "archive-product", id: String(id) }],
      [
        "/admin/products/new",
        { name: "Sneaky", categoryId: "1", price: "1", imageUrl: "/x", linkUrl: "/x", status: "available" },
      ],
    ] as const) {
      const asCustomer = await page.request.post(at(path), { form, headers: { Origin: site.base }, maxRedirects: 0 });
      expect(asCustomer.status(), path).toBe(403);
      const guest = await browser.newContext();
      const asGuest = await guest.request.post(at(path), { form, headers: { Origin: site.base }, maxRedirects: 0 });
      expect(asGuest.status(), path).toBe(302);
      await guest.close();
    }
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage);
    const foreign = await adminPage.request.post(at("/admin/products"), {
      form: { intent: "archive-product", id: String(id) },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBeGreaterThanOrEqual(400);
    expect(foreign.status()).toBeLessThan(500);
    await admin.close();
    expect(await query("select name, price_cents, archived_at, version from products where id = $1", [id])).toEqual(
      before,
    );
    expect(await query("select 1 from products where name = 'Sneaky'")).toEqual([]);
  });
});

async function categoryIdOf(slug: string): Promise<string> {
  const [row] = await query<{ id: number }>("select id from categories where slug = $1", [slug]);
  return String(row?.id);
}

async function productIdWhenSaved(page: Page, name: string): Promise<number> {
  await expect(page).toHaveURL(/\/admin\/products\?added=\d+$/);
  return productId(name);
}
