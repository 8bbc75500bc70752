/**
 * Content pages ship HTML and a small bootstrap; the parts that need React
 * (the MENU, the cart dropdown, the birdsong control, the fee estimator, the
 * quote form, the account forms, the 3D tour facade, the checkout, the
 * console's send buttons) mount the same components on first use. This spec
 * weighs what each content page loads until the network is idle, drives each
 * island with the keyboard and runs axe in each state. (The tour with a tour
 * address set: integrations.spec.ts; the hydrated pay pages: stripe-checkout.spec.ts.)
 */
import { gzipSync } from "node:zlib";

import type { BrowserContext, Page, Response } from "@playwright/test";

import { consoleSections } from "#app/components/layout/console/console-nav";
import { perRequestContentPaths } from "#app/content/site/pages";
import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";

import { estimate } from "../../app/components/delivery/fee-estimate";
import { CART_HINT_COOKIE } from "../../app/state/cart-storage";
import {
  expect,
  expectNoAxeViolations,
  openPage,
  signUp,
  signUpAdmin,
  test,
  waitForHydration,
} from "./support/fixtures";
import { assetUrlsOf } from "./support/html";
import { tabTo } from "./support/keyboard";
import { seedQuoteRequest } from "./support/proposals";
import { prerenderedPages } from "./support/site";

/** The most JavaScript (gzip) a content page may load before the visitor does anything. */
const CONTENT_PAGE_JS_BUDGET = 15 * 1024;
const STICKER = "Nestz Sticker";

/**
 * Every prerendered page, those rendered per request (the shop's, signing in) and the 404 page.
 * /Checkout's one island loads at once, after the page has painted: it has a test of its own.
 */
const CONTENT_PATHS = [
  ...prerenderedPages.map((info) => info.path),
  ...perRequestContentPaths.filter((path) => path !== "/Checkout"),
  "/no-such-page",
];

interface LoadedScript {
  url: string;
  gzipBytes: number;
  /** React's own code is in it (its element type symbol), whatever the chunk is called. */
  hasReact: boolean;
}

/** Loads a page in this fresh context and returns every script it fetched until the network was idle. */
function loadAndWeigh(page: Page, path: string): Promise<{ status: number; scripts: LoadedScript[] }> {
  return loadAndWeighUntil(page, path, "networkidle");
}

/** Loads a page and returns every script it fetched until the given moment. */
async function loadAndWeighUntil(
  page: Page,
  path: string,
  waitUntil: "load" | "networkidle",
): Promise<{ status: number; scripts: LoadedScript[] }> {
  const pending: Promise<LoadedScript | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          hasReact: body.includes("react.transitional.element"),
        }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  const response = await page.goto(path, { waitUntil });
  page.off("response", onResponse);
  const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
  return { status: response?.status() ?? 0, scripts };
}

/** Holds back the scripts whose path matches until `release` is called: the visitor acts first. */
async function holdScripts(page: Page, path: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const cartButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Cart, / });
const cartPanel = (page: Page) => page.getByRole("banner").getByRole("region", { name: "Cart" });

/** Counts every read of window.localStorage on the context's pages, whoever makes it (the window's attributes are its own). */
async function countStorageReads(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const read = Object.getOwnPropertyDescriptor(window, "localStorage")?.get;
    if (!read) throw new Error("window.localStorage is not an accessor here");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        document.documentElement.dataset.storageReads = String(
          Number(document.documentElement.dataset.storageReads ?? 0) + 1,
        );
        return read.call(window) as Storage;
      },
    });
  });
}
const storageReadsOf = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset.storageReads ?? 0));

/**
 * Counts the page's form submissions that get through (none a form stopped itself), then stops
 * each, so the page and its busy button stay; returns how to read the count.
 */
async function countSubmissions(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    document.documentElement.dataset.submits = "0";
    window.addEventListener("submit", (event) => {
      if (event.defaultPrevented) return;
      document.documentElement.dataset.submits = String(Number(document.documentElement.dataset.submits) + 1);
      event.preventDefault();
    });
  });
  return () => page.evaluate(() => Number(document.documentElement.dataset.submits));
}

/** Signs the page in as a new owner and opens a new quote request's console page; returns its path. */
async function openRequestAsOwner(page: Page, baseURL: string | undefined): Promise<string> {
  await signUpAdmin(page, baseURL ?? "");
  const request = await seedQuoteRequest();
  const path = `/admin/quote-requests/${request.reference}`;
  await openPage(page, path);
  return path;
}

async function addStickerOnShwag(page: Page, times: number) {
  await openPage(page, "/Shwag");
  const add = page.getByRole("button", { name: `Add to cart: ${STICKER}` });
  for (let added = 0; added < times; added++) await add.click();
  await expect(cartButton(page)).toHaveAccessibleName(times === 1 ? "Cart, 1 item" : `Cart, ${times} items`);
}

test.describe("what a content page loads before anyone interacts", () => {
  for (const path of CONTENT_PATHS) {
    test(`${path}: at most 15 KB gzip of JavaScript, no React, no hydration`, async ({ page, problems }) => {
      const { status, scripts } = await loadAndWeigh(page, path);
      expect(status).toBe(path === "/no-such-page" ? 404 : 200);
      const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const listing = scripts.map((script) => `${script.url} ${script.gzipBytes} B`).join(", ");
      expect(total, `JavaScript loaded until network idle: ${listing}`).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
      expect(
        scripts.filter((script) => script.hasReact).map((script) => script.url),
        "no chunk with React in it",
      ).toEqual([]);
      expect(
        scripts
          .filter((script) => /\/(framework|entry\.client|manifest)-/.test(script.url))
          .map((script) => script.url),
        "no framework, client entry or route manifest",
      ).toEqual([]);
      // React Router's hand-off and module preloads are left out of the document; what is
      // preloaded is the bootstrap's own imports, counted above among the scripts loaded.
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
      const loaded = scripts.map((script) => script.url);
      expect(
        preloaded.filter((url) => !loaded.includes(url)),
        "every module preloaded is one the page runs",
      ).toEqual([]);
      await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
      // The 404 page's own status is reported by the browser; nothing else may be.
      const ownStatus = (message: string) =>
        path === "/no-such-page" && message.includes(`404 (Not Found) (${page.url()})`);
      expect(problems.messages.filter((message) => !ownStatus(message))).toEqual([]);
    });
  }
});

test.describe("the MENU on a content page", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("opens and closes with the keyboard alone, and passes axe open and closed", async ({ page, problems }) => {
    await openPage(page, "/FAQ");
    await expectNoAxeViolations(page, "/FAQ at 360 px");
    const button = page.getByRole("button", { name: "MENU" });
    await tabTo(page, button);

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toBeFocused();
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu.getByRole("link", { name: "INQUIRIES", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the open MENU on /FAQ");

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  test("a press made before React arrives is kept and carried out", async ({ page }) => {
    const { release } = await holdScripts(page, /\/assets\/framework-[^/]+\.js$/);
    await openPage(page, "/Specs");
    const button = page.getByRole("button", { name: "MENU" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    release();
    await expect(page.getByRole("button", { name: "MENU" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("button", { name: "MENU" })).toBeFocused();
  });
});

test.describe("the cart on content pages", () => {
  test("shows the stored count before React; opens, changes quantities and removes lines by keyboard", async ({
    page,
    problems,
  }) => {
    // A long keyboard flow over two pages, with axe in three states: up to 45 s on a busy two-core machine.
    test.slow();
    await addStickerOnShwag(page, 1);

    const { scripts } = await loadAndWeigh(page, "/Specs");
    expect(
      scripts.some((script) => script.hasReact),
      "the count needs no React",
    ).toBe(false);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(cartButton(page)).toHaveText("1");

    // Open it with the keyboard: the dropdown (the same component as on the shop) mounts and takes focus.
    await tabTo(page, cartButton(page));
    await page.keyboard.press("Enter");
    const panel = cartPanel(page);
    const line = panel.getByRole("listitem");
    await expect(panel).toBeVisible();
    await expect(cartButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(() => panel.evaluate((element) => element.contains(document.activeElement)), {
        message: "focus moved into the dropdown",
      })
      .toBe(true);
    await expect(line).toContainText(`${STICKER}1 × $1.00`);
    await expectNoAxeViolations(page, "the open cart on /Specs");

    // A line's controls come in reading order: decrease, increase, remove.
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: `Decrease quantity of ${STICKER}` })).toBeFocused();
    await page.keyboard.press("Tab");
    const increase = panel.getByRole("button", { name: `Increase quantity of ${STICKER}` });
    await expect(increase).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(line).toContainText(`${STICKER}2 × $1.00`);
    await expect(panel).toContainText("Total$2.00");
    await expect(panel.getByRole("status")).toHaveText(`${STICKER}: 2 in your cart.`);
    await expect(increase).toBeFocused();
    await expectNoAxeViolations(page, "the cart with a changed quantity on /Specs");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(panel.getByRole("status")).toHaveText(`${STICKER}: 1 in your cart.`);

    // What changed here is stored: another page reads it before any React.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
    await openPage(page, "/story");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");

    // Remove: the line goes, focus stays in the dropdown, and it says what happened.
    await tabTo(page, cartButton(page));
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("button", { name: `Remove ${STICKER}` }));
    await page.keyboard.press("Enter");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await expect(cartButton(page)).toHaveText("");
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Nothing here yet");
    await expect(panel.getByRole("status")).toHaveText(`${STICKER} removed from your cart.`);
    await expect(panel).toBeFocused();
    await expectNoAxeViolations(page, "the emptied cart on /story");
    expect(problems.messages).toEqual([]);
  });

  test("decreasing the last one removes the line; checkout is a press away", async ({ page, problems }) => {
    await addStickerOnShwag(page, 1);
    await openPage(page, "/Contact");
    const panel = cartPanel(page);
    await tabTo(page, cartButton(page));
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("button", { name: `Decrease quantity of ${STICKER}` }));
    await page.keyboard.press("Enter");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await expect(panel.getByRole("listitem")).toHaveCount(0);
    await expect(panel.getByRole("status")).toHaveText(`${STICKER} removed from your cart.`);
    await expect(panel).toBeFocused();
    await expectNoAxeViolations(page, "the empty cart on /Contact");

    await addStickerOnShwag(page, 2);
    await openPage(page, "/FAQ");
    await tabTo(page, cartButton(page));
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("link", { name: "Go to checkout" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: STICKER })).toContainText("$2.00");
    expect(problems.messages).toEqual([]);
  });

  test("a browser without a cart never opens localStorage on a content page; one with a cart does", async ({
    page,
    context,
  }) => {
    await countStorageReads(context);
    const hint = async () => (await context.cookies()).find((cookie) => cookie.name === CART_HINT_COOKIE);

    await openPage(page, "/FAQ");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    expect(await storageReadsOf(page), "nothing to count, so storage stays closed").toBe(0);

    await addStickerOnShwag(page, 1);
    // The page writes the cookie; the browser's store, which context.cookies() asks, has it a moment later.
    await expect
      .poll(hint, { message: "a cart with a line leaves the hint" })
      .toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    await openPage(page, "/FAQ");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    expect(await storageReadsOf(page)).toBeGreaterThan(0);

    // Emptied here, on the content page: the hint goes with the last line.
    await cartButton(page).click();
    await cartPanel(page)
      .getByRole("button", { name: `Remove ${STICKER}` })
      .click();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    await expect.poll(hint).toBeUndefined();
    await openPage(page, "/Specs");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    expect(await storageReadsOf(page)).toBe(0);
  });

  test("follows another tab before and after it is opened", async ({ page, context }) => {
    await countStorageReads(context);
    await openPage(page, "/FAQ");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    const shop = await context.newPage();
    await addStickerOnShwag(shop, 1);
    await expect(cartButton(page), "the bootstrap follows the other tab").toHaveAccessibleName("Cart, 1 item");
    expect(await storageReadsOf(page), "the other tab's change says what it stored").toBe(0);

    await cartButton(page).click();
    await expect(cartPanel(page)).toBeVisible();
    await shop.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(cartButton(page), "the mounted cart follows it too").toHaveAccessibleName("Cart, 2 items");
    await expect(cartPanel(page).getByRole("listitem")).toContainText(`${STICKER}2 × $1.00`);
    await shop.close();
  });
});

test("pictures below a content page's first screen load as files when neared, in boxes that do not move", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { scripts } = await loadAndWeigh(page, "/Construction");
  expect(scripts.some((script) => script.hasReact)).toBe(false);
  // The first screen's picture is in the HTML, drawn with the text.
  await expect(page.locator("main > section").first().locator("[data-art] > svg")).toHaveCount(1);
  const lazy = page.locator('main img[loading="lazy"]');
  expect(await lazy.count()).toBeGreaterThan(2);
  const last = lazy.last();
  expect(
    await last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    "far down, not loaded yet",
  ).toBe(false);
  const before = await last.boundingBox();
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => last.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  const after = await last.boundingBox();
  expect(before?.height, "its room was kept before it loaded").toBeGreaterThan(0);
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? -1))).toBeLessThanOrEqual(1);
  await expect(last).toHaveAttribute("src", /^\/images\/[a-z0-9-]+\.svg\?v=[0-9a-f]{12}$/);
  await expectNoAxeViolations(page, "/Construction scrolled to its last picture");
  expect(problems.messages).toEqual([]);
});

test("the birdsong control on /story starts and pauses the sound with the keyboard", async ({ page, problems }) => {
  await openPage(page, "/story");
  const play = page.getByRole("button", { name: "Play birdsong" });
  await expect(play).toBeEnabled();
  await expectNoAxeViolations(page, "/story before the birdsong");
  await tabTo(page, play);

  await page.keyboard.press("Enter");
  const pause = page.getByRole("button", { name: "Pause birdsong" });
  await expect(pause).toBeVisible();
  await expect(pause).toBeFocused();
  await expect(page.getByText("Birdsong is playing softly.")).toBeVisible();
  await expectNoAxeViolations(page, "/story with the birdsong playing");

  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Play birdsong" })).toBeFocused();
  expect(await page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Pause birdsong" })).toBeFocused();
  expect(problems.messages).toEqual([]);
});

test("the walkthrough facade on / without a tour address books a visit, no script needed", async ({ page }) => {
  await openPage(page, "/");
  const section = page.getByRole("region", { name: "Step inside the Bedroom Nestz" });
  const visit = section.getByRole("link", { name: "Book an in-person visit" });
  await tabTo(page, visit);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/Contact$/);
});

test.describe("the fee estimator on /Delivery", () => {
  test("works with the keyboard, and what was typed before it loaded is kept", async ({ page, problems }) => {
    const { release } = await holdScripts(page, /\/assets\/fee-estimator-[^/]+\.js$/);
    await openPage(page, "/Delivery");
    const miles = page.getByLabel("Miles from PDX");
    await miles.focus();
    await page.keyboard.type("45");
    release();
    const form = page.getByRole("region", { name: "Work out your fee" });
    const expected = estimate("45", "OR");
    if (expected.kind !== "fee") throw new Error("45 miles in Oregon has a fee");
    await expect(form.getByRole("status")).toContainText(expected.fee);
    await expect(page.getByLabel("Miles from PDX")).toHaveValue("45");
    await expect(page.getByLabel("Miles from PDX")).toBeFocused();

    await page.keyboard.press("Tab");
    const state = page.getByLabel("State", { exact: true });
    await expect(state).toBeFocused();
    await state.selectOption("other");
    await expect(form.getByRole("status")).toHaveText(estimate("45", "other").message);
    await expectNoAxeViolations(page, "/Delivery with an estimate");
    expect(problems.messages).toEqual([]);
  });
});

test.describe("the quote form on /Contact", () => {
  test("what was typed before it loaded stays in its own fields, though fewer fields show once it has", async ({
    page,
    problems,
  }) => {
    const { release } = await holdScripts(page, /\/assets\/quote-section-[^/]+\.js$/);
    await openPage(page, "/Contact#quote");
    const form = page.getByRole("form", { name: "Tell us what you need" });
    const island = page.locator('[data-island="quote-form"]');
    await expect(island).toHaveAttribute("aria-busy", "true");
    // Every field is there until the form is mounted: a government rental fills in the ones between.
    await form.getByLabel("Name").fill("Early Typist");
    await form.getByRole("radio", { name: "A government agency" }).check();
    await form.getByLabel("Bid or PO reference").fill("RFQ-118");
    await form.getByRole("radio", { name: "Rent" }).check();
    await form.getByLabel("Rental length in days").fill("45");
    await form.getByLabel("How many units").fill("3");
    await form.getByLabel("Rental length in days").focus();
    release();

    await expect(island).toHaveAttribute("data-island-mounted", "");
    await expect(form.getByLabel("Name")).toHaveValue("Early Typist");
    await expect(form.getByRole("radio", { name: "A government agency" })).toBeChecked();
    await expect(form.getByLabel("Bid or PO reference")).toHaveValue("RFQ-118");
    await expect(form.getByRole("radio", { name: "Rent" })).toBeChecked();
    await expect(form.getByLabel("Rental length in days")).toHaveValue("45");
    await expect(form.getByLabel("Rental length in days")).toBeFocused();
    await expect(form.getByLabel("How many units")).toHaveValue("3");
    // Mounted, it shows only what applies: choosing to buy hides the rental's fields.
    await form.getByRole("radio", { name: "Buy" }).check();
    await expect(form.getByLabel("Rental length in days")).toHaveCount(0);
    await expectNoAxeViolations(page, "/Contact's quote form, filled in before it was mounted");
    expect(problems.messages).toEqual([]);
  });
});

test.describe("the shop's pages", () => {
  test("/Shop: the first press on Add to cart loads React, adds once, and the count follows at once", async ({
    page,
    problems,
  }) => {
    const { scripts } = await loadAndWeigh(page, "/Shop");
    expect(scripts.some((script) => script.hasReact)).toBe(false);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: STICKER, exact: true }) });
    await card.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(card.getByRole("status")).toHaveText(`${STICKER} added. You have 1 in your cart.`);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
    // Mounted now: a second press is handled by React alone.
    await card.getByRole("button", { name: `Add to cart: ${STICKER}` }).click();
    await expect(card.getByRole("status")).toHaveText(`${STICKER} added. You have 2 in your cart.`);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await cartButton(page).click();
    await expect(cartPanel(page).getByRole("listitem")).toContainText(`${STICKER}2 × $1.00`);
    await expectNoAxeViolations(page, "/Shop with the cart open after adding");
    expect(problems.messages).toEqual([]);
  });

  test("/Shwag: every press made by keyboard while the button loads is carried out, once each", async ({
    page,
    problems,
  }) => {
    await page.goto("/Shwag");
    await waitForHydration(page);
    const { release } = await holdScripts(page, /\/assets\/add-to-cart-button-[^/]+\.js$/);
    const add = page.getByRole("button", { name: `Add to cart: ${STICKER}` });
    await tabTo(page, add);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 items");
    release();
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(page.getByRole("status").filter({ hasText: STICKER })).toHaveText(
      `${STICKER} added. You have 2 in your cart.`,
    );
    expect(problems.messages).toEqual([]);
  });
});

test("/Checkout paints its page with the bootstrap alone, then loads the cart and payment form unasked", async ({
  page,
  problems,
}) => {
  await addStickerOnShwag(page, 1);
  // Everything but the bootstrap and the modules it preloads is held back until the page has been checked.
  const html = await (await page.request.get("/Checkout")).text();
  const firstScripts = new Set(assetUrlsOf(html).filter((url) => url.endsWith(".js")));
  expect(firstScripts.size).toBeGreaterThan(0);
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!firstScripts.has(path)) {
      asked.push(path);
      await held;
    }
    await route.continue();
  });
  const { scripts } = await loadAndWeighUntil(page, "/Checkout", "load");
  expect(scripts.some((script) => script.hasReact)).toBe(false);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  expect(total, "JavaScript before the cart's island").toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Opening your cart…")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  // Nobody pressed anything: the page asks for its island by itself.
  await expect.poll(() => asked.length, "the cart's island is asked for").toBeGreaterThan(0);
  release();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: STICKER })).toContainText("$1.00");
  await expect(page.getByRole("button", { name: "Pay $1.00" })).toBeVisible();
  await expectNoAxeViolations(page, "/Checkout with the cart open");
  expect(problems.messages).toEqual([]);
});

test("/Checkout without a cart is the empty cart in its HTML and loads no island, until a cart is started", async ({
  page,
  problems,
}) => {
  const { scripts } = await loadAndWeighUntil(page, "/Checkout", "networkidle");
  expect(scripts.some((script) => script.hasReact)).toBe(false);
  await expect(page.getByText("Your cart is empty, for now.")).toBeVisible();
  await expect(page.getByText("Opening your cart…")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await expect(page.locator('[data-island="checkout"]')).not.toHaveAttribute("data-island-mounted");
  await expectNoAxeViolations(page, "/Checkout without a cart");

  // A sticker added in another tab reaches this one through the storage event, with its island.
  const shop = await page.context().newPage();
  await addStickerOnShwag(shop, 1);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: STICKER })).toContainText("$1.00");
  await expect(page.getByRole("button", { name: "Pay $1.00" })).toBeVisible();
  await shop.close();
  expect(problems.messages).toEqual([]);
});

test("/Checkout finds a cart kept in the browser when its cookie is gone, and sets the cookie again", async ({
  page,
  problems,
}) => {
  await addStickerOnShwag(page, 1);
  const hinted = async () => (await page.context().cookies()).some((cookie) => cookie.name === CART_HINT_COOKIE);
  expect(await hinted()).toBe(true);
  // Cookies cleared, site data kept: the server has no hint, so its HTML is the empty cart.
  await page.context().clearCookies();
  const html = await (await page.request.get("/Checkout")).text();
  expect(html).toContain("Your cart is empty, for now.");

  await page.goto("/Checkout");
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: STICKER })).toContainText("$1.00");
  await expect(page.getByRole("button", { name: "Pay $1.00" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 1 item");
  await expect.poll(hinted, "the hint is set again").toBe(true);
  await expectNoAxeViolations(page, "/Checkout with a cart found in the browser");
  expect(problems.messages).toEqual([]);
});

test.describe("/Account, a signed-in buyer's own page of HTML and islands", () => {
  test("loads no React until the name form is used; the save comes back as a new page, its message focused", async ({
    page,
    problems,
    baseURL,
  }) => {
    await signUp(page, baseURL ?? "");
    const { status, scripts } = await loadAndWeigh(page, "/Account");
    expect(status).toBe(200);
    expect(scripts.some((script) => script.hasReact)).toBe(false);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total, "JavaScript loaded until network idle").toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    await expectNoAxeViolations(page, "/Account");

    const form = page.locator('[data-island="display-name-form"]');
    const field = page.getByLabel("Display name");
    await tabTo(page, field);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Island Ivy");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Island Ivy");
    await expect(page.getByRole("alert")).toHaveText("Your display name is saved.");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(field).toHaveValue("Island Ivy");
    await expect(form).not.toHaveAttribute("data-island-mounted");
    await expectNoAxeViolations(page, "/Account after saving");

    // A refused name: the message, the field marked and what was typed, on the new page.
    await field.fill("   ");
    await page.getByRole("button", { name: "Save display name" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter your display name.");
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Island Ivy");
    await expectNoAxeViolations(page, "/Account with a refused name");
    // The refused post's own 400 is reported by the browser; nothing else may be.
    const ownStatus = (message: string) => message.includes(`400 (Bad Request) (${page.url()})`);
    expect(problems.messages.filter((message) => !ownStatus(message))).toEqual([]);
  });

  test("a press made before React arrives is carried out once, showing the busy label", async ({ page, baseURL }) => {
    await signUp(page, baseURL ?? "");
    await openPage(page, "/Account");
    // The post itself is covered by the test above.
    const submits = await countSubmissions(page);
    const { release } = await holdScripts(page, /\/assets\/display-name-form-[^/]+\.js$/);
    await page.getByLabel("Display name").fill("Patient Pat");
    await page.getByRole("button", { name: "Save display name" }).click();
    expect(await submits(), "nothing sent before the form is there").toBe(0);
    release();
    await expect(page.getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(await submits(), "the press, carried out once").toBe(1);
    await expect(page.getByLabel("Display name")).toHaveValue("Patient Pat");
  });
});

test.describe("the console, HTML and islands (docs/decisions/0050)", () => {
  test("loads no React until a form is sent; the answer is a new page with its message focused; no page view", async ({
    page,
    problems,
    baseURL,
  }) => {
    const beacons: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes(INSIGHTS_EVENT_PATH)) beacons.push(sent.url());
    });
    await signUpAdmin(page, baseURL ?? "");
    // Every section's HTML leaves out React Router's scripts (axe on each is in the console's own specs)…
    for (const { to: path } of consoleSections) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain("/assets/islands-");
      expect(html, path).not.toMatch(/modulepreload|__reactRouterContext/);
    }
    // …and one, weighed in the browser, loads the bootstrap alone.
    const { status, scripts } = await loadAndWeigh(page, "/admin");
    expect(status).toBe(200);
    expect(scripts.some((script) => script.hasReact)).toBe(false);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total, "JavaScript loaded until network idle").toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");

    const request = await seedQuoteRequest();
    await openPage(page, `/admin/quote-requests/${request.reference}`);
    const notes = page.getByRole("form", { name: "Add a note" });
    await tabTo(page, notes.getByLabel("New note"));
    await page.keyboard.type("Asked for a site visit.");
    await page.keyboard.press("Tab");
    await expect(notes.getByRole("button", { name: "Add note" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notes.getByRole("alert")).toHaveText("Note added.");
    await expect(notes.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("region", { name: "Private notes" })).toContainText("Asked for a site visit.");
    await expectNoAxeViolations(page, "a request's page after a note");
    expect(beacons, "the console's pages are never counted, so never sent").toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test("a press made before React arrives is carried out once, showing the busy label; a second press sends nothing", async ({
    page,
    baseURL,
  }) => {
    await openRequestAsOwner(page, baseURL);
    const submits = await countSubmissions(page);
    // Every script from here on is what the button needs (the bootstrap is already there).
    const { release } = await holdScripts(page, /\/assets\/[^/]+\.js$/);
    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByLabel("New note").fill("Held back.");
    await notes.getByRole("button", { name: "Add note" }).click();
    expect(await submits(), "nothing sent before the button is there").toBe(0);
    release();
    const busy = notes.getByRole("button", { name: "Adding…" });
    await expect(busy).toBeDisabled();
    expect(await submits(), "the press, carried out once").toBe(1);
    await busy.click({ force: true });
    expect(await submits(), "a second press sends nothing").toBe(1);
    await expect(notes.getByLabel("New note")).toHaveValue("Held back.");
  });

  test("a send the owner stops (the browser's Stop) leaves the form usable again, and a new press sends it", async ({
    page,
    baseURL,
  }) => {
    const path = await openRequestAsOwner(page, baseURL);
    // The first post never gets an answer: the owner gives up on it.
    let posts = 0;
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts += 1;
        if (posts === 1) return; // left hanging until the browser drops it
        await route.continue();
      },
    );
    // Attached before the send: attaching while the page's post is held open once hung for a minute.
    const browserSession = await page.context().newCDPSession(page);
    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByLabel("New note").fill("Stopped once.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => posts).toBe(1);
    await browserSession.send("Page.stopLoading"); // what the Stop button does

    const send = notes.getByRole("button", { name: "Add note" });
    await expect(send).not.toHaveAttribute("aria-disabled");
    await expect(notes.getByLabel("New note")).toHaveValue("Stopped once.");
    await send.click();
    await expect(notes.getByRole("alert")).toHaveText("Note added.");
    expect(posts).toBe(2);
    await expect(page.getByRole("region", { name: "Private notes" })).toContainText("Stopped once.");
  });

  test("a press whose button cannot load (the network drops its script) still sends the form, as without JavaScript", async ({
    page,
    baseURL,
  }) => {
    await openRequestAsOwner(page, baseURL);
    // The bootstrap is here; every script the button would need fails to arrive.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByLabel("New note").fill("Sent without the button's script.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("alert")).toHaveText("Note added.");
    await expect(page.getByRole("region", { name: "Private notes" })).toContainText(
      "Sent without the button's script.",
    );
  });

  test("a form with several mounted buttons sends each press once, back from memory too, and the pressed one says so", async ({
    page,
    baseURL,
  }) => {
    await openRequestAsOwner(page, baseURL);
    await page.getByRole("button", { name: "Prepare a proposal" }).click();
    await expect(page).toHaveURL(/\/admin\/proposals\/\d+$/);
    await waitForHydration(page);
    const submits = await countSubmissions(page);
    const editor = page.getByRole("form", { name: "Edit the draft" });
    await editor.getByRole("button", { name: "Save draft" }).first().click();
    await expect(editor.getByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(await submits()).toBe(1);

    // Back from the browser's memory: the form can be sent again, by another of its buttons.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect(editor.getByRole("button", { name: "Save draft" })).toHaveCount(2);
    await editor.getByRole("button", { name: "Send to the buyer" }).click();
    await expect(editor.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await expect(editor.getByRole("button", { name: "Save draft" })).toHaveCount(2);
    expect(await submits(), "the press, with two buttons of the form mounted, sent once").toBe(2);
    await editor.getByRole("button", { name: "Save draft" }).first().click();
    expect(await submits(), "a second press sends nothing").toBe(2);
  });
});

test("a signed-in visitor's content page is rendered for them, still without React", async ({ page, baseURL }) => {
  await signUp(page, baseURL ?? "");
  const { scripts } = await loadAndWeigh(page, "/FAQ");
  expect(scripts.some((script) => script.hasReact)).toBe(false);
  await expect(page.getByRole("banner").getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  await waitForHydration(page);
});
