/**
 * The `test` every browser spec uses: Playwright's, plus a list of what the
 * page reported as broken (console errors, uncaught exceptions). A CSP
 * violation shows up here too, as a console error, on purpose.
 */
import { randomUUID } from "node:crypto";

import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

import { e2eQuery } from "./e2e-database";

export { expect };

export interface PageProblems {
  /** Console messages of type "error" and uncaught exceptions, in order. */
  readonly messages: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, provide) => {
    const messages: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") {
        const where = message.location().url;
        messages.push(`console.error: ${message.text()}${where ? ` (${where})` : ""}`);
      }
    });
    page.on("pageerror", (error) => messages.push(`uncaught: ${error.name}: ${error.message}`));
    await provide({ messages });
  },
});

/** The WCAG levels the site promises: 2.2 AA, with everything below it. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Bands and drawings far below the first screen are not drawn until a visitor comes near them
 * (content-visibility: auto, decisions 0053 and 0054). axe measures a waiting band's text against what
 * is drawn where it would be, and leaves out the text beyond the band's placeholder room. Everything
 * is drawn for the check, as a visitor who scrolls to it sees it, so every text is checked where it
 * really is (the style is set through the CSSOM, which the page's CSP allows), and then left as it was.
 */
async function withEverythingDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const drawn = await page.evaluate(() => {
    const waiting = [...document.querySelectorAll<HTMLElement>("*")].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    );
    for (const element of waiting) {
      element.style.contentVisibility = "visible";
      element.dataset.drawnForCheck = "";
    }
    return waiting.length;
  });
  try {
    return await check();
  } finally {
    if (drawn > 0) {
      await page.evaluate(() => {
        for (const band of document.querySelectorAll<HTMLElement>("[data-drawn-for-check]")) {
          band.style.removeProperty("content-visibility");
          delete band.dataset.drawnForCheck;
        }
      });
    }
  }
}

interface AxeCheck {
  /**
   * Check the page as it loaded, its waiting bands not drawn, as Lighthouse's accessibility audit
   * sees it, instead of as a visitor scrolling through it does.
   */
  asLoaded?: boolean;
  /** Only these rules, instead of every rule of the levels the site promises. */
  rules?: string[];
}

/** Runs axe on the page as it is and fails with each rule, its impact and the elements. */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { asLoaded = false, rules }: AxeCheck = {},
): Promise<void> {
  // Only the violations are read, so axe need not serialise every passing node back to the test
  // (options before withTags: options() replaces runOnly, which withTags sets). Legacy mode runs
  // axe in the page itself; the default opens a second page for every check to merge its frames'
  // results, and made the checks take about 70 % longer here. The site's only frame is a third
  // party's tour, whose content is not ours to check (decision 0051).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const analyze = () => (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).setLegacyMode().analyze();
  const results = asLoaded ? await analyze() : await withEverythingDrawn(page, analyze);
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.split("\n").join(" ") ?? ""}`)
        .join("\n"),
  );
  expect(report, `axe violations on ${label}`).toEqual([]);
}

/**
 * Waits until the page is interactive, the way a person who waited for it
 * finds it: an app page once React has hydrated it, a content page (HTML and
 * islands, no hydration) once its bootstrap has run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.documentElement.hasAttribute("data-islands")) return true;
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Waits until React has hydrated the whole document (app pages only). */
export async function waitForFullHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
  });
}

/** Opens a path and waits for the page to be interactive. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** How wide the page is against the window: wider means horizontal scrolling. */
export function pageWidths(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

/**
 * A client address of its own, for calls the auth layer rate-limits per client
 * (ten sign-ups a minute). The shared server trusts one proxy (playwright.config.ts),
 * so specs running side by side don't all count against 127.0.0.1.
 */
export function ownClientAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { "X-Forwarded-For": `10.${byte()}.${byte()}.${byte()}` };
}

/**
 * Creates a fresh account through the auth API and leaves the page's browser
 * context signed in to it (the session cookie is shared with `page`).
 */
export async function signUp(page: Page, baseURL: string): Promise<{ email: string; name: string }> {
  const email = `visitor-${randomUUID()}@example.com`;
  const name = "Test Visitor";
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: `pw-${randomUUID()}` },
    headers: { Origin: new URL(baseURL).origin, ...ownClientAddress() },
  });
  expect(response.status(), `sign-up: ${await response.text()}`).toBe(200);
  return { email, name };
}

/**
 * A fresh account with the admin role, signed in on `page`. The role is
 * granted in the database, as `npm run admin:grant` does.
 */
export async function signUpAdmin(page: Page, baseURL: string): Promise<{ email: string; name: string }> {
  const account = await signUp(page, baseURL);
  const rows = await e2eQuery(`update "user" set role = 'admin' where email = $1 returning id`, [account.email]);
  expect(rows).toHaveLength(1);
  return account;
}
