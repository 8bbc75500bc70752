/** What the specs of console → Pages share: a page as a guest reads it, the live version, the owner without scripts. */
import type { Browser, BrowserContext, Page } from "@playwright/test";

import type { ConsoleAdmin } from "./admin-session";
import { E2E_PORT } from "./e2e-database";
import { expect } from "./fixtures";

/** The shared server of the browser tests. */
export const mainInstance = `http://127.0.0.1:${E2E_PORT}`;

/**
 * A page as a guest gets it, its live facts and the site-wide notice set aside (other specs change
 * those while this one compares a page before and after), unless `notice` is "kept".
 */
export async function guestHtml(
  path: string,
  baseUrl = mainInstance,
  { notice = "aside" }: { notice?: "aside" | "kept" } = {},
): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  const html = (await response.text()).replace(/(<span data-live-fact="[^"]+"[^>]*>)[^<]*/g, "$1");
  return notice === "kept" ? html : html.replace(/<aside aria-label="Notice"[^>]*>[\s\S]*?<\/aside>/, "");
}

/** The number of the version a page's editor marks as live. */
export async function liveVersion(page: Page): Promise<string> {
  const live = page.getByRole("listitem").filter({ hasText: "Live now" });
  return (await live.getByText(/^Version \d+/).innerText()).match(/\d+/)?.[0] ?? "";
}

/** The owner, signed in, in a browser that runs no script: every form must work as plain HTML. */
export async function ownerWithoutScripts(
  browser: Browser,
  admin: ConsoleAdmin,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: mainInstance,
    javaScriptEnabled: false,
    storageState: admin.storageState,
  });
  return { context, page: await context.newPage() };
}
