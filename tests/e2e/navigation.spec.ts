/**
 * Getting around: the mobile menu, the home page's directory tiles, the
 * footer's links and keyboard-only use.
 */
import { directoryTiles } from "../../app/content/site/directory";
import { footerColumns, mobileNav } from "../../app/content/site/navigation";
import { socialNetworks } from "../../app/content/site/social";
import { expect, openPage, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { DESKTOP_NAV_LABELS, escapeRegExp, pages } from "./support/site";

test("a page's jump links stay on the page", async ({ page }) => {
  await openPage(page, "/Specs");
  const jump = page.getByRole("link", { name: "See the floor plans" });
  await expect(jump).toHaveAttribute("href", "#blueprint");
  await jump.click();
  await expect(page).toHaveURL(/\/Specs#blueprint$/);
  await expect(page.getByRole("heading", { name: "The blueprint" })).toBeInViewport();
});

test.describe("mobile menu at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("opens and closes with the MENU button and Escape, and shows every mobile link", async ({ page, problems }) => {
    await openPage(page, "/Specs");
    const button = page.getByRole("button", { name: "MENU" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const label of ["INQUIRIES", "CUSTOMIZE"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    for (const item of mobileNav) {
      await expect(menu.getByRole("link", { name: item.label, exact: true }).first()).toBeVisible();
    }
    // /Specs is prerendered: its menu marks the page the visitor is on.
    await expect(menu.getByRole("link", { name: "DETAILS", exact: true })).toHaveAttribute("aria-current", "page");

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  test("closes when a link in it is followed", async ({ page }) => {
    await openPage(page, "/Specs");
    const button = page.getByRole("button", { name: "MENU" });
    await button.click();
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByRole("link", { name: "CUSTOMIZE", exact: true }).click();
    await expect(page).toHaveURL(/\/Customize$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openPage(page, "/FAQ");
    const button = page.getByRole("button", { name: "MENU" });
    await tabTo(page, button, 40);

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Main" });
    const firstLink = menu.getByRole("link").first();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    const target = await firstLink.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target ?? "--")}$`));
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("home directory", () => {
  test("has one link per tile, named by its title and subtitle, sized as the spec says", async ({ page }) => {
    await openPage(page, "/");
    for (const tile of directoryTiles) {
      const name = new RegExp(`${escapeRegExp(tile.title)}.*${escapeRegExp(tile.subtitle)}`, "i");
      const link = page.getByRole("link", { name });
      await expect(link, `tile ${tile.id} (${tile.title})`).toHaveCount(1);
      await expect(link).toHaveAttribute("id", `tile-${tile.id}`);
      await expect(link).toHaveAttribute("data-size", tile.size);
      await expect(link).toHaveAttribute("href", tile.to);
    }
  });

  for (const tile of directoryTiles) {
    test(`tile ${tile.id} "${tile.title}" leads to ${tile.to}`, async ({ page, problems }) => {
      await openPage(page, "/");
      const destination = pages.find((candidate) => candidate.path === tile.to);
      expect(destination, `${tile.to} is a registered page`).toBeDefined();
      const name = new RegExp(`${escapeRegExp(tile.title)}.*${escapeRegExp(tile.subtitle)}`, "i");
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(tile.to)}$`));
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(destination?.title ?? "--")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(problems.messages).toEqual([]);
    });
  }
});

test.describe("footer", () => {
  const footerLink = (to: string) => {
    const link = footerColumns.flatMap((column) => column.links).find((candidate) => candidate.to === to);
    if (!link) throw new Error(`the footer has no link to ${to}`);
    return link;
  };

  test("links to /Details, /Story, /Inquiries and /Customize", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const to of ["/Details", "/Story", "/Inquiries", "/Customize"]) {
      const { label } = footerLink(to);
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", to);
    }
  });

  const redirects = [
    { from: "/Details", to: "/Specs" },
    { from: "/Story", to: "/story" },
    { from: "/Inquiries", to: "/Contact" },
  ];

  for (const { from, to } of redirects) {
    test(`${from} answers 301 to ${to} and the footer link lands there`, async ({ page, request, problems }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);

      const destination = pages.find((candidate) => candidate.path === to);
      await openPage(page, "/FAQ");
      const { label } = footerLink(from);
      await page.getByRole("contentinfo").getByRole("link", { name: label, exact: true }).click();
      // The right page, whichever casing the address bar ends up showing.
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(to)}$`, "i"));
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(destination?.title ?? "--")));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(problems.messages).toEqual([]);
    });
  }

  test("has five social icon links, each with an accessible name", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    expect(socialNetworks).toHaveLength(5);
    for (const network of socialNetworks) {
      const link = footer.getByRole("link", { name: new RegExp(escapeRegExp(network.name)) });
      await expect(link, network.name).toHaveCount(1);
      await expect(link).toHaveAttribute("href", network.url);
      await expect(link).toBeVisible();
    }
  });
});

test.describe("keyboard", () => {
  test("the first Tab focuses 'Skip to content' and Enter moves focus to the main content", async ({ page }) => {
    await openPage(page, "/Delivery");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("Tab reaches the navigation links in order", async ({ page }) => {
    await openPage(page, "/Social");
    const nav = page.getByRole("navigation", { name: "Main" });
    const first = nav.getByRole("link", { name: DESKTOP_NAV_LABELS[0], exact: true });
    await tabTo(page, first, 40);
    for (const label of DESKTOP_NAV_LABELS.slice(1)) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeFocused();
    }
  });

  test("a navigation link can be followed with Enter", async ({ page }) => {
    await openPage(page, "/");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "DELIVERY", exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/Delivery$/);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
