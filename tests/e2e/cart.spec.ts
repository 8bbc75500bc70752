/**
 * The cart, in the browser: adding on /Shwag, the count in the navigation,
 * localStorage across reloads and tabs, the dropdown (mouse and keyboard),
 * the checkout table and its quantity controls, the empty state, what cannot
 * be bought online, hydration with a filled cart, and accessibility.
 * Payments are in checkout.spec.ts.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, openPage, pageWidths, signUp, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { pages, recordFormPosts } from "./support/site";

const STICKER = "Nestz Sticker";

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / });
const cartPanel = (page: Page) => page.getByRole("banner").getByRole("region", { name: "Cart" });
const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const checkoutTable = (page: Page) => page.getByRole("table");
const stickerRow = (page: Page) =>
  checkoutTable(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: STICKER }) });

/**
 * Opens /Shwag and adds `count` stickers to a cart that holds `before` items, checking the count
 * in the navigation. The count is awaited first: the stored cart shows only after hydration.
 */
async function addStickers(page: Page, count: number, before = 0) {
  if (!/\/Shwag$/.test(page.url())) await openPage(page, "/Shwag");
  const button = card(page, STICKER).getByRole("button", { name: `Add to cart: ${STICKER}` });
  await expect(cartButton(page)).toHaveAccessibleName(itemsLabel(before));
  for (let added = 1; added <= count; added++) {
    await button.click();
    await expect(cartButton(page)).toHaveAccessibleName(itemsLabel(before + added));
  }
}

const itemsLabel = (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`;

async function isFocusWithin(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

test.describe("adding on /Shwag and /Shop", () => {
  test("stickers go in the cart with polite feedback, and the navigation shows the count", async ({
    page,
    problems,
  }) => {
    await openPage(page, "/Shwag");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    const sticker = card(page, STICKER);
    await expect(sticker).toContainText("$1.00");
    const status = sticker.getByRole("status");
    await expect(status).toBeEmpty();

    await sticker.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(status).toHaveText("Nestz Sticker added. You have 1 in your cart.");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(cartButton(page)).toHaveText("1");

    await sticker.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(status).toHaveText("Nestz Sticker added. You have 2 in your cart.");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(cartButton(page)).toHaveAttribute("aria-expanded", "false");
    expect(problems.messages).toEqual([]);
  });

  test("shirts and hats say 'Coming later' and cannot be added", async ({ page }) => {
    await openPage(page, "/Shwag");
    for (const name of ["Nestz T-shirt", "Nestz Hat"]) {
      await expect(card(page, name)).toContainText("Coming later");
      await expect(card(page, name).getByRole("button")).toHaveCount(0);
    }
    await expect(page.getByRole("main").getByRole("button", { name: /Add to cart/ })).toHaveCount(1);
  });

  test("homes and options on /Shop stay 'Call for Price' and invite a call or an email instead", async ({ page }) => {
    await openPage(page, "/Shop");
    for (const name of ["Bedroom Nestz", "Office Nestz", "Bathroom", "Kitchen", "Custom Paint"]) {
      const home = card(page, name);
      await expect(home).toContainText("Call for Price");
      await expect(home.getByRole("button")).toHaveCount(0);
      await expect(home.getByRole("link", { name: new RegExp(`^Call .+ about the ${name}$`) })).toHaveAttribute(
        "href",
        /^tel:\+1\d{10}$/,
      );
      const email = home.getByRole("link", { name: `Email us about the ${name}` });
      await expect(email).toHaveAttribute(
        "href",
        new RegExp(`^mailto:[^?]+\\?subject=Price%20of%20the%20${encodeURIComponent(name)}$`),
      );
    }
    // The sticker can be bought from the shop page too.
    await card(page, STICKER)
      .getByRole("button", { name: `Add to cart: ${STICKER}` })
      .click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(page.getByRole("main").getByRole("button", { name: /Add to cart/ })).toHaveCount(1);
  });
});

test.describe("keeping the cart", () => {
  test("survives a reload and appears in a new tab; open tabs follow each other", async ({ page, context }) => {
    await addStickers(page, 2);
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("nestz.cart") ?? "null") as unknown);
    expect(stored).toEqual({
      cartItems: [expect.objectContaining({ name: STICKER, priceCents: 100, quantity: 2 })],
      isCartOpen: false,
    });

    const second = await context.newPage();
    await openPage(second, "/FAQ");
    await expect(cartButton(second)).toHaveAccessibleName("Cart, 2 items");

    await addStickers(second, 1, 2);
    await expect(cartButton(page), "the first tab follows without a reload").toHaveAccessibleName("Cart, 3 items");

    // Opening the dropdown in one tab does not open it in the other.
    await cartButton(second).click();
    await expect(cartPanel(second)).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("aria-expanded", "false");
    await second.close();
  });

  test("tampered storage gives an empty cart, not an error", async ({ page, problems }) => {
    await openPage(page, "/FAQ");
    await page.evaluate(() =>
      localStorage.setItem(
        "nestz.cart",
        JSON.stringify({
          cartItems: [
            { id: 1, name: "x", description: "", priceCents: -5, imageUrl: "https://evil.example/x.gif", quantity: 3 },
          ],
        }),
      ),
    );
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await page.evaluate(() => localStorage.setItem("nestz.cart", "{not json"));
    await openPage(page, "/Checkout");
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test("every page hydrates cleanly with a filled cart and shows its count", async ({ page, problems }) => {
    test.setTimeout(120_000);
    await addStickers(page, 3);
    for (const info of pages) {
      await openPage(page, info.path);
      await expect(cartButton(page), info.path).toHaveAccessibleName("Cart, 3 items");
    }
    expect(problems.messages, "console errors or hydration mismatches").toEqual([]);
  });

  test("the server renders the empty cart, so the HTML never depends on the visitor's storage", async ({ request }) => {
    for (const path of ["/", "/Shwag", "/Checkout"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('aria-label="Cart, 0 items"');
    }
    // Without the has-a-cart hint the checkout's HTML is the empty cart itself; with it, a placeholder.
    const empty = await request.get("/Checkout");
    expect(empty.headers()["vary"]).toMatch(/\bCookie\b/);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Your cart is empty, for now.");
    expect(emptyHtml).not.toContain("Opening your cart");
    expect(emptyHtml, "no third-party script in test mode").not.toContain("js.stripe.com");
    const hinted = await (await request.get("/Checkout", { headers: { Cookie: "nestz.has-cart=1" } })).text();
    expect(hinted).toContain("Opening your cart");
    // The empty cart is there only to hold the height, hidden from sight and from screen readers.
    expect(hinted).toMatch(
      /<div aria-hidden="true" class="invisible">(?:(?!<\/main>).)*Your cart is empty, for now\./s,
    );
  });
});

test.describe("the cart dropdown", () => {
  test("opens with the icon and moves focus in; closes with Escape, the icon and a click outside", async ({
    page,
    problems,
  }) => {
    await addStickers(page, 2);
    await openPage(page, "/FAQ");
    const icon = cartButton(page);
    const panel = cartPanel(page);
    await expect(panel).toBeHidden();

    await icon.click();
    await expect(icon).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(icon).toHaveAttribute("aria-controls", (await panel.getAttribute("id")) ?? "--");
    await expect.poll(() => isFocusWithin(panel), { message: "focus moved into the dropdown" }).toBe(true);
    await expect(panel.getByRole("listitem")).toHaveCount(1);
    await expect(panel.getByRole("listitem")).toContainText(STICKER);
    await expect(panel.getByRole("listitem")).toContainText("2 × $1.00");
    await expect(panel).toContainText("Total$2.00");
    await expect(panel.getByRole("link", { name: "Go to checkout" })).toBeVisible();
    await expectNoAxeViolations(page, "the open cart dropdown");

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(icon).toHaveAttribute("aria-expanded", "false");
    await expect(icon).toBeFocused();

    await icon.click();
    await expect(panel).toBeVisible();
    await icon.click();
    await expect(panel).toBeHidden();
    await expect(icon).toHaveAttribute("aria-expanded", "false");

    await icon.click();
    await expect(panel).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(icon).toHaveAttribute("aria-expanded", "false");

    await icon.click();
    await panel.getByRole("link", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(panel).toBeHidden();
    await expect(stickerRow(page)).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test("says so when the cart is empty and points to the shwag", async ({ page }) => {
    await openPage(page, "/Specs");
    await cartButton(page).click();
    const panel = cartPanel(page);
    await expect(panel).toContainText("Nothing here yet");
    await expect(panel.getByRole("link", { name: "Go to checkout" })).toHaveCount(0);
    await expectNoAxeViolations(page, "the empty cart dropdown");
    await panel.getByRole("link", { name: "shwag shelf" }).click();
    await expect(page).toHaveURL(/\/Shwag$/);
    await expect(panel).toBeHidden();
  });

  test("works on a 360 px phone beside the MENU button, without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await addStickers(page, 1);
    await cartButton(page).click();
    const panel = cartPanel(page);
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, `panel inside the screen: ${JSON.stringify(box)}`).toBe(true);
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const iconBox = await cartButton(page).boundingBox();
    expect(iconBox?.width).toBeGreaterThanOrEqual(44);
    expect(iconBox?.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page, "the open cart dropdown at 360 px");
  });

  test("on a phone the MENU and the cart close each other, so they never overlap", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await addStickers(page, 1);
    const menuButton = page.getByRole("button", { name: "MENU" });
    const menu = page
      .getByRole("navigation", { name: "Main" })
      .filter({ has: page.getByRole("link", { name: "INQUIRIES" }) });

    await menuButton.click();
    await expect(menu).toBeVisible();
    await cartButton(page).click();
    await expect(cartPanel(page)).toBeVisible();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(cartPanel(page)).toBeHidden();
    await expect(cartButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("works with the keyboard alone, from the icon to checkout", async ({ page }) => {
    await addStickers(page, 1);
    await openPage(page, "/Specs");
    const icon = cartButton(page);
    await tabTo(page, icon);

    await page.keyboard.press("Enter");
    await expect(cartPanel(page)).toBeVisible();
    await expect.poll(() => isFocusWithin(cartPanel(page))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(icon).toBeFocused();

    await page.keyboard.press("Space");
    await expect(cartPanel(page)).toBeVisible();
    // The line's own controls first (decrease, increase, remove), then checkout.
    for (const name of [`Decrease quantity of ${STICKER}`, `Increase quantity of ${STICKER}`, `Remove ${STICKER}`]) {
      await page.keyboard.press("Tab");
      await expect(cartPanel(page).getByRole("button", { name })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(cartPanel(page).getByRole("link", { name: "Go to checkout" })).toBeFocused();
    await page.keyboard.press("Tab");
    const keepShopping = cartPanel(page).getByRole("button", { name: "Keep shopping" });
    await expect(keepShopping).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cartPanel(page)).toBeHidden();
    await expect(icon).toBeFocused();

    // Tabbing out of the open dropdown closes it.
    await page.keyboard.press("Enter");
    await expect(cartPanel(page)).toBeVisible();
    for (let press = 0; press < 6; press++) await page.keyboard.press("Tab");
    await expect(cartPanel(page)).toBeHidden();

    await icon.focus();
    await page.keyboard.press("Enter");
    await tabTo(page, cartPanel(page).getByRole("link", { name: "Go to checkout" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(stickerRow(page)).toBeVisible();
  });
});

test.describe("the checkout page", () => {
  test("shows the cart as a table with Product, Description, Quantity, Price and Remove, and the total", async ({
    page,
    problems,
  }) => {
    await addStickers(page, 2);
    await openPage(page, "/Checkout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    const table = checkoutTable(page);
    await expect(table.getByRole("columnheader")).toHaveText(["Product", "Description", "Quantity", "Price", "Remove"]);
    const row = stickerRow(page);
    await expect(row.getByRole("cell").nth(0)).toContainText("weatherproof vinyl sticker");
    await expect(row.getByRole("cell").nth(1)).toContainText("2");
    await expect(row.getByRole("cell").nth(2)).toContainText("$2.00");
    await expect(row.getByRole("cell").nth(2)).toContainText("$1.00 each");
    await expect(table.getByRole("row", { name: /Total/ })).toContainText("$2.00");
    await expect(page.getByRole("button", { name: "Pay $2.00" })).toBeEnabled();
    await expectNoAxeViolations(page, "checkout with a filled cart");
    expect(problems.messages).toEqual([]);
  });

  test("quantity controls raise and lower; decreasing at 1 removes the line and shows the empty state", async ({
    page,
  }) => {
    await addStickers(page, 1);
    await openPage(page, "/Checkout");
    const row = stickerRow(page);
    await row.getByRole("button", { name: `Increase quantity of ${STICKER}` }).click();
    await expect(row.getByRole("cell").nth(1)).toContainText("2");
    await expect(page.getByRole("button", { name: "Pay $2.00" })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");

    await row.getByRole("button", { name: `Decrease quantity of ${STICKER}` }).click();
    await expect(row.getByRole("cell").nth(1)).toContainText("1");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    await row.getByRole("button", { name: `Decrease quantity of ${STICKER}` }).click();
    await expect(checkoutTable(page)).toHaveCount(0);
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your cart", level: 2 })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "removed" })).toHaveText(
      `${STICKER} removed from your cart.`,
    );
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await expect(page.getByRole("main").getByRole("link", { name: "Shop the shwag" })).toHaveAttribute(
      "href",
      "/Shwag",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Browse homes" })).toHaveAttribute("href", "/Shop");
    await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
  });

  test("Remove deletes the whole line whatever its quantity", async ({ page }) => {
    await addStickers(page, 3);
    await openPage(page, "/Checkout");
    await stickerRow(page)
      .getByRole("button", { name: `Remove ${STICKER}` })
      .click();
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
  });

  test("the quantity controls work with the keyboard alone", async ({ page }) => {
    await addStickers(page, 1);
    await openPage(page, "/Checkout");
    const row = stickerRow(page);
    const increase = row.getByRole("button", { name: `Increase quantity of ${STICKER}` });
    const decrease = row.getByRole("button", { name: `Decrease quantity of ${STICKER}` });
    await tabTo(page, decrease);
    await page.keyboard.press("Tab");
    await expect(increase).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(row.getByRole("cell").nth(1)).toContainText("3");
    await expect(increase).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(decrease).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(row.getByRole("cell").nth(1)).toContainText("2");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(row.getByRole("button", { name: `Remove ${STICKER}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Your cart", level: 2 })).toBeFocused();
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
  });

  test("the empty checkout is friendly and accessible", async ({ page, problems }) => {
    await openPage(page, "/Checkout");
    await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
    await expectNoAxeViolations(page, "the empty checkout");
    expect(problems.messages).toEqual([]);
  });

  test("fits a 360 px phone: the table reflows, keeps its columns for screen readers, and passes axe", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await addStickers(page, 2);
    await openPage(page, "/Checkout");
    const table = checkoutTable(page);
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    await expect(stickerRow(page).getByRole("cell")).toHaveCount(4);
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth, `${scrollWidth - clientWidth}px too wide`).toBeLessThanOrEqual(clientWidth);
    for (const name of [
      `Decrease quantity of ${STICKER}`,
      `Increase quantity of ${STICKER}`,
      `Remove ${STICKER}`,
      "Pay $2.00",
    ]) {
      const box = await page.getByRole("button", { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page, "checkout at 360 px");
  });

  test("a guest pays as 'guest' and gives an email; the test card form says it is test mode", async ({ page }) => {
    await addStickers(page, 1);
    await openPage(page, "/Checkout");
    const form = page.getByRole("form", { name: "Payment" });
    await expect(form.getByLabel("Billing name")).toHaveValue("guest");
    await expect(form.getByLabel("Billing name")).toHaveAttribute("readonly", "");
    const email = form.getByLabel("Email for your receipt");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(form.getByText("Test mode: no real money moves")).toBeVisible();
    await expect(form).toContainText("4242 4242 4242 4242");
    await expect(form).toContainText("4000 0000 0000 0002");
    await expect(form.getByLabel("Card number")).toBeVisible();
    await expect(form.getByLabel("Expiry (MM/YY)")).toBeVisible();
    await expect(form.getByLabel("CVC")).toBeVisible();
  });

  test("a signed-in buyer pays under their display name and needs no email field", async ({ page, baseURL }) => {
    const { name } = await signUp(page, baseURL ?? "");
    await addStickers(page, 1);
    await openPage(page, "/Checkout");
    const form = page.getByRole("form", { name: "Payment" });
    await expect(form.getByLabel("Billing name")).toHaveValue(name);
    await expect(form.getByLabel("Email for your receipt")).toHaveCount(0);
  });

  test("card and email mistakes are caught in the page, with clear messages, and nothing is sent", async ({ page }) => {
    await addStickers(page, 1);
    await openPage(page, "/Checkout");
    const posts = recordFormPosts(page);
    const form = page.getByRole("form", { name: "Payment" });
    await form.getByLabel("Card number").fill("4111 1111 1111 1111");
    await form.getByLabel("Expiry (MM/YY)").fill("01/20");
    await form.getByLabel("CVC").fill("12");
    await form.getByRole("button", { name: "Pay $1.00" }).click();

    const emailField = form.getByLabel("Email for your receipt");
    await expect(emailField).toBeFocused();
    await expect(emailField).toHaveAccessibleDescription(/Enter the email address for your receipt/);
    await expect(form.getByLabel("Card number")).toHaveAccessibleDescription(
      "Use a test card number: 4242 4242 4242 4242 or 4000 0000 0000 0002",
    );
    await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Expiry (MM/YY)")).toHaveAccessibleDescription("This card has expired");
    await expect(form.getByLabel("CVC")).toHaveAccessibleDescription("Enter the 3- or 4-digit security code");
    await expectNoAxeViolations(page, "checkout with field errors");

    await emailField.fill("robin@example.com");
    await form.getByRole("button", { name: "Pay $1.00" }).click();
    await expect(form.getByLabel("Card number")).toBeFocused();
    expect(posts, "nothing was sent").toEqual([]);
    await expect(stickerRow(page)).toBeVisible();
  });
});
