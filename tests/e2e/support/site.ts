/**
 * What the specs know about the site, from the same content modules the app
 * renders (so a page added to the registry is tested without editing a spec).
 */
import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";
import { BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";

import { type PageInfo, pages } from "../../../app/content/site/pages";

export { type PageInfo, pages };

export const prerenderedPages: readonly PageInfo[] = pages.filter((page) => page.prerender);

/** The desktop navigation's page links, in the order the spec gives; then SIGN IN or SIGN OUT. */
export const NAV_PAGE_LABELS = ["SHOP", "F.A.Q.", "DETAILS", "DELIVERY", "STORY", "SOCIAL", "CONTACT"];
export const DESKTOP_NAV_LABELS = [...NAV_PAGE_LABELS, "SIGN IN"];

/**
 * Pages of the registry that belong to an account: guests are sent to sign
 * in first, so they are tested signed in. (The registry has no such flag yet.)
 */
const ACCOUNT_PATHS: readonly string[] = ["/Account"];
export const SIGNED_IN_ONLY: readonly string[] = pages
  .map((page) => page.path)
  .filter((path) => ACCOUNT_PATHS.includes(path));

/** The public URL the build baked into its pages (tests/e2e/support/serve.ts gives the server the same). */
export function builtPublicUrl(): string {
  const stamp = JSON.parse(readFileSync(BUILD_STAMP_FILE, "utf8")) as { publicUrl: string };
  return stamp.publicUrl;
}

/** The absolute canonical address of a page. */
export function canonicalUrl(page: PageInfo): string {
  return `${builtPublicUrl()}${page.path}`;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Whether a request is the page-view beacon every page sends on its own (docs/decisions/0026). */
export function isPageViewBeacon(url: string): boolean {
  return new URL(url).pathname === INSIGHTS_EVENT_PATH;
}

/**
 * The addresses of the POSTs a page sends from now on, but for its page-view
 * beacon: a form that refuses bad input in the page must add none.
 */
export function recordFormPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && !isPageViewBeacon(request.url())) posts.push(request.url());
  });
  return posts;
}
